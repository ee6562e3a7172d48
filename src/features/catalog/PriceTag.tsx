import styled from 'styled-components';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { formatPrice } from '../../lib/formatPrice';
import type { Product } from './catalogTypes';
import { discountPercent, effectivePrice, isOnSale } from './pricing';

/** The price a shopper pays; on sale, the original struck through and the discount in percent. */
export function PriceTag({ product, $large = false }: { product: Pick<Product, 'price' | 'salePrice'>; $large?: boolean }) {
  if (!isOnSale(product)) {
    return (
      <Prices $large={$large}>
        <Current>{formatPrice(product.price)}</Current>
      </Prices>
    );
  }
  return (
    <Prices $large={$large}>
      <Current $sale>
        <VisuallyHidden>Harga diskon </VisuallyHidden>
        {formatPrice(effectivePrice(product))}
      </Current>
      <Original>
        <VisuallyHidden>Harga normal </VisuallyHidden>
        <s>{formatPrice(product.price)}</s>
      </Original>
      <Discount>-{discountPercent(product)}%</Discount>
    </Prices>
  );
}

const Prices = styled.p<{ $large: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 8px;
  margin: 0;
  font-size: ${({ $large }) => ($large ? '1.5rem' : '1rem')};
`;

const Current = styled.span<{ $sale?: boolean }>`
  font-weight: 700;
  color: ${({ theme, $sale }) => ($sale ? theme.colors.sale : theme.colors.text)};
`;

const Original = styled.span`
  font-size: 0.85em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Discount = styled.span`
  padding: 0 6px;
  font-size: 0.8em;
  font-weight: 700;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.sale};
  color: ${({ theme }) => theme.colors.background};
`;
