import { useState } from 'react';
import styled, { css } from 'styled-components';
import { useAppStore } from '../../../lib/hooks';
import { whatsappLink } from '../../../config/shop';
import { showToast } from '../../../lib/toast';
import { deliverReport, problemReport, reportChatText, reportMessage, type ReportOutcome } from './problemReport';
import { touchTarget } from '../../../styles/touchTarget';

interface Props {
  /** In the footer: a button with the message under it. Beside the chat button: a small pill, the message in a toast. */
  placement: 'footer' | 'floating';
}

/** 'Laporkan masalah': makes this browser's log file and shares or downloads it (problemReport.ts). */
export default function ReportProblemButton({ placement }: Props) {
  const store = useAppStore();
  const [outcome, setOutcome] = useState<ReportOutcome | null>(null);

  const report = async () => {
    const delivered = await deliverReport(problemReport(store.actionLog.getSnapshot()));
    setOutcome(delivered);
    if (placement === 'floating') showToast(reportMessage(delivered), { variant: delivered === 'cancelled' ? 'info' : 'success' });
  };

  const button = (
    <Button type="button" $placement={placement} onClick={() => void report()}>
      Laporkan masalah
    </Button>
  );
  if (placement === 'floating') return button;
  return (
    <>
      {button}
      {/* A live region from the start, so the line is announced when it comes. Not role="status":
          the build's preview treats a status on the page as something still loading. */}
      <Status aria-live="polite" aria-atomic="true">
        {outcome && (
          <>
            {reportMessage(outcome)}{' '}
            {outcome !== 'cancelled' && <a href={whatsappLink(reportChatText)}>Buka chat WhatsApp</a>}
          </>
        )}
      </Status>
    </>
  );
}

const Button = styled.button<{ $placement: Props['placement'] }>`
  min-height: ${touchTarget};
  padding: 0 18px;
  border: 1px solid ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  ${({ $placement, theme }) =>
    $placement === 'floating' &&
    css`
      font-size: 0.85rem;
      box-shadow: ${theme.shadow.raised};
    `}
`;

const Status = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.text};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;
