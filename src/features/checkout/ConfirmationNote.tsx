import styled from 'styled-components';
import { useAppSelector } from '../../lib/hooks';
import { checkLine, type CatalogProduct } from '../cart/catalogChecks';
import { selectCartItems } from '../cart/cartSlice';

/**
 * Beside the order button: how many lines the shop will confirm, said as what happens next, never
 * as a reason not to order. Its own component so the checkout form doesn't re-render with the cart.
 */
export function ConfirmationNote({ products }: { products?: readonly CatalogProduct[] }) {
  const count = useAppSelector((state) => selectCartItems(state).filter((line) => checkLine(line, products).needsConfirmation).length);
  if (count === 0) return null;
  return <Note>{count} produk perlu dikonfirmasi toko. Pesanan tetap bisa dikirim; toko membalas soal itu di WhatsApp.</Note>;
}

const Note = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
