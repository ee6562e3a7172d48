import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Toolbar } from './consoleStyles';

interface ConfirmBoxProps {
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An inline "are you sure?" for actions that replace or remove data. Focus starts on 'Batal'. */
export function ConfirmBox({ children, confirmLabel, onConfirm, onCancel }: ConfirmBoxProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancelRef.current?.focus();
  }, []);
  return (
    <Box role="group" aria-describedby={messageId} aria-label="Konfirmasi">
      <p id={messageId}>{children}</p>
      <Toolbar>
        <Button type="button" $variant="danger" onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button type="button" ref={cancelRef} onClick={onCancel}>
          Batal
        </Button>
      </Toolbar>
    </Box>
  );
}

const Box = styled.div`
  margin: 12px 0;
  padding: 12px 16px;
  border: 2px solid ${({ theme }) => theme.colors.sale};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
    font-weight: 600;
  }
`;
