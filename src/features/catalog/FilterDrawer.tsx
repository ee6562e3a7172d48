import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { primaryAction } from '../../components/primaryAction';
import { touchTarget } from '../../styles/touchTarget';

interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Unknown while the list's filter file loads. */
  resultCount: number | undefined;
  children: ReactNode;
}

/**
 * The filters on a phone: a modal <dialog> sliding from the side. The browser's modal dialog
 * keeps focus inside, closes on Escape and returns focus to the 'Filter' button.
 */
export function FilterDrawer({ open, onClose, resultCount, children }: FilterDrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open]);

  return (
    <Drawer ref={dialog} aria-labelledby="judul-filter" onClose={onClose} onCancel={onClose}>
      <Head>
        <h2 id="judul-filter">Filter</h2>
        <CloseButton type="button" onClick={onClose}>
          Tutup
        </CloseButton>
      </Head>
      {open && children}
      <ShowButton type="button" onClick={onClose}>
        {resultCount === undefined ? 'Lihat produk' : `Lihat ${resultCount} produk`}
      </ShowButton>
    </Drawer>
  );
}

const Drawer = styled.dialog`
  position: fixed;
  inset: 0 0 0 auto;
  width: min(360px, 92vw);
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: 16px;
  border: 0;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};

  &::backdrop {
    background: ${({ theme }) => theme.colors.scrim};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 16px;

  h2 {
    margin: 0;
  }
`;

const CloseButton = styled.button`
  min-height: ${touchTarget};
  padding: 0 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  cursor: pointer;
`;

const ShowButton = styled.button`
  ${primaryAction}
  position: sticky;
  bottom: 0;
  width: 100%;
  margin-top: 24px;
`;
