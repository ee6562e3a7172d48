import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { outlinedAction } from '../../components/outlinedAction';
import { suggestionPanel } from './SuggestionList';

/**
 * Under the box while there are no suggestions to show yet: search.json (and its index) is on
 * its way, or could not be fetched, with a retry. Enter still opens the results page meanwhile.
 */
export function SuggestionStatus({ status, onRetry }: { status: 'loading' | 'failed'; onRetry: () => void }) {
  if (status === 'loading') return <Panel role="status">Memuat pencarian…</Panel>;
  // The button keeps the focus in the box (the shopper goes on typing); Tab still reaches it.
  const keepFocus = (event: MouseEvent) => event.preventDefault();
  return (
    <Panel role="alert">
      <span>Saran pencarian belum bisa dimuat. Periksa koneksi internet Anda.</span>
      <Retry type="button" onMouseDown={keepFocus} onClick={onRetry}>
        Coba lagi
      </Retry>
    </Panel>
  );
}

const Panel = styled.div`
  ${suggestionPanel}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
  padding: 12px 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Retry = styled.button`
  ${outlinedAction}
  color: ${({ theme }) => theme.colors.text};
`;
