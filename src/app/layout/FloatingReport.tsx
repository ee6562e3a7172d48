import styled from 'styled-components';
import ReportProblemButton from '../../features/support/report/ReportProblemButton';
import { selectOverlay } from '../../features/ui/uiSlice';
import { media } from '../../styles/breakpoints';
import { useAppSelector } from '../../lib/hooks';
import { chatButtonWidth } from './ChatButton';

/**
 * 'Laporkan masalah' beside the floating chat button, for a shopper with a problem who looks
 * for help there. Rendered by the footer's chunk, like the chat button; it steps aside with it.
 */
export function FloatingReport() {
  const overlay = useAppSelector(selectOverlay);
  if (overlay === 'menu' || overlay === 'promo') return null;
  return (
    // In a landmark of its own, like the chat button beside it.
    <Place aria-label="Laporan masalah">
      <ReportProblemButton placement="floating" />
    </Place>
  );
}

// e2e/report-problem.spec.ts checks that the two sit side by side at 375 and 1280 px.
const gap = '8px';

const Place = styled.aside`
  position: fixed;
  /* Level with the chat button's middle (56 px tall, 44 px here). */
  bottom: calc(max(16px, env(safe-area-inset-bottom)) + 6px);
  right: calc(max(16px, env(safe-area-inset-right)) + ${chatButtonWidth.phone} + ${gap});
  z-index: 15;

  ${media.desktop} {
    right: calc(max(16px, env(safe-area-inset-right)) + ${chatButtonWidth.desktop} + ${gap});
  }
  ${media.belowDesktop} {
    :root[data-typing] & {
      display: none;
    }
  }
`;
