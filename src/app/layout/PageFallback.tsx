import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { media } from '../../styles/breakpoints';

/**
 * Holds a full screen of space while a page's chunk loads, so the footer never jumps up and
 * down. The shimmer only appears after a moment: fast loads show nothing at all.
 */
export function PageFallback() {
  return (
    <Placeholder role="status">
      <VisuallyHidden>Memuat halaman…</VisuallyHidden>
      <Bar $width="45%" />
      <Bar $width="80%" />
      <Bar $width="65%" />
    </Placeholder>
  );
}

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const shimmer = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

const Placeholder = styled.div`
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  padding-top: 8px;
  opacity: 0;
  animation: ${appear} 200ms ease-out 400ms forwards;

  ${media.reducedMotion} {
    animation: none;
    opacity: 1;
  }
`;

const Bar = styled.div<{ $width: string }>`
  width: ${({ $width }) => $width};
  height: 20px;
  margin-bottom: 16px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
  animation: ${shimmer} 900ms ease-in-out infinite alternate;

  &:first-of-type {
    height: 36px;
    margin-bottom: 24px;
  }

  ${media.reducedMotion} {
    animation: none;
  }
`;
