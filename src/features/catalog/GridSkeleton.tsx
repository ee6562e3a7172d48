import styled, { keyframes } from 'styled-components';
import { media } from '../../styles/breakpoints';
import { CardGrid } from '../../components/CardGrid';

/** Placeholder cards the size of real ones, so nothing shifts when the catalogue arrives. */
export function GridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div role="status" aria-label="Memuat produk">
      <CardGrid aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <Block $ratio="1" />
            <Line $width="80%" />
            <Line $width="45%" />
          </li>
        ))}
      </CardGrid>
    </div>
  );
}

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.55; }
`;

export const Block = styled.div<{ $ratio?: string; $height?: string }>`
  aspect-ratio: ${({ $ratio }) => $ratio ?? 'auto'};
  height: ${({ $height }) => $height ?? 'auto'};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  animation: ${pulse} 0.9s ease-in-out infinite alternate;

  ${media.reducedMotion} {
    animation: none;
  }
`;

const Line = styled(Block)<{ $width: string }>`
  width: ${({ $width }) => $width};
  height: 1em;
  margin-top: 10px;
`;
