import styled from 'styled-components';
import type { Product } from './catalogTypes';
import { notifyRequestLink } from './notifyRequest';
import { isSoldOut } from './stock';

interface Props {
  product: Product;
  color: string;
}

/**
 * Beside the size buttons: for each sold-out size (they stay disabled) a link asking the shop by
 * chat to say when it is back; one link when every size is gone.
 */
export function NotifyWhenAvailable({ product, color }: Props) {
  if (isSoldOut(product)) {
    return (
      <Line>
        <Chip href={notifyRequestLink(product, color, null)} target="_blank" rel="noopener noreferrer">
          Kabari saya kalau tersedia
        </Chip>
      </Line>
    );
  }
  const soldOut = product.sizes.filter((option) => option.stock === 0);
  if (soldOut.length === 0) return null;
  return (
    <Line>
      <span>Kabari saya kalau tersedia:</span>
      {soldOut.map(({ size }) => (
        <Chip key={size} href={notifyRequestLink(product, color, size)} target="_blank" rel="noopener noreferrer" aria-label={`Kabari saya kalau tersedia (ukuran ${size})`}>
          {size}
        </Chip>
      ))}
    </Line>
  );
}

// As tall as a chip from the start: a preview read in part must not move its words when the chips arrive.
const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  min-height: 44px;
  gap: 6px 8px;
  margin: -8px 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Chip = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 12px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    border-style: solid;
  }
`;
