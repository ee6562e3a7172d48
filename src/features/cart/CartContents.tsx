import styled from 'styled-components';
import { useAppSelector } from '../../lib/hooks';
import type { CatalogProduct } from './catalogChecks';
import { selectCartItems } from './cartSlice';
import { isCustomLine } from './cartMath';
import { CartLineRow } from './CartLineRow';
import { CartToolbar } from './CartToolbar';
import { CustomLineRow } from './CustomLineRow';
import { lineKeyOf } from './lineKey';
import { LineList, LINES_IN_FIRST_SCREEN } from './lineRowStyles';
import { useLineSelection } from './useLineSelection';

/**
 * The cart's lines: products first, then the custom orders in their own section. Rows are
 * memoised: a changed quantity re-renders its own row and the totals, not every line.
 */
export function CartContents({ products }: { products?: readonly CatalogProduct[] }) {
  const lines = useAppSelector(selectCartItems);
  const selection = useLineSelection(lines);
  const productLines = lines.filter((line) => !isCustomLine(line));
  const customLines = lines.filter(isCustomLine);
  return (
    <div>
      <CartToolbar selected={selection.selected} allSelected={selection.allSelected} onSelectAll={selection.setAll} />
      {productLines.length > 0 && (
        <section aria-labelledby="cart-products-title">
          <SectionTitle id="cart-products-title">Produk</SectionTitle>
          <LineList>
            {productLines.map((line, index) => (
              <CartLineRow
                key={lineKeyOf(line)}
                line={line}
                products={products}
                selected={selection.isSelected(line)}
                onSelectedChange={selection.setSelected}
                skippable={index >= LINES_IN_FIRST_SCREEN}
              />
            ))}
          </LineList>
        </section>
      )}
      {customLines.length > 0 && (
        <CustomSection aria-labelledby="cart-custom-title">
          <SectionTitle id="cart-custom-title">Pesanan custom</SectionTitle>
          <LineList>
            {customLines.map((line, index) => (
              <CustomLineRow
                key={lineKeyOf(line)}
                line={line}
                selected={selection.isSelected(line)}
                onSelectedChange={selection.setSelected}
                skippable={productLines.length + index >= LINES_IN_FIRST_SCREEN}
              />
            ))}
          </LineList>
        </CustomSection>
      )}
    </div>
  );
}

const SectionTitle = styled.h2`
  margin: 0 0 12px;
  font-size: 20px;
`;

const CustomSection = styled.section`
  margin-top: 28px;
`;
