import { memo, useMemo, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch } from '../../lib/hooks';
import { paths } from '../../lib/paths';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { formatPrice } from '../../lib/formatPrice';
import { checkLine, type CatalogProduct } from './catalogChecks';
import { itemRemoved, itemUpdated, quantityChanged } from './cartSlice';
import { lineTotal } from './cartMath';
import type { CartLine } from './cartTypes';
import { focusAfterRemoval } from './focusAfterRemoval';
import { keyOf } from './lineKey';
import { LineImage } from '../../components/LineImage';
import { lineLabel } from './lineLabel';
import { LineNotice } from './LineNotice';
import { LineOptions } from './LineOptions';
import { QuantityStepper } from '../../components/QuantityStepper';
import { LineBody, LineControls, LineName, LineRowFrame, RemoveButton, SelectArea, SelectBox } from './lineRowStyles';

interface CartLineRowProps {
  line: CartLine;
  /** The catalogue, to check the line against; undefined until it is in. */
  products: readonly CatalogProduct[] | undefined;
  selected: boolean;
  onSelectedChange: (line: CartLine, selected: boolean) => void;
  /** Past the cart's first screen: skipped while off screen (lineRowStyles.ts). */
  skippable: boolean;
}

/** One product line: picture, name, options, price, quantity, total, remove and select. */
export const CartLineRow = memo(function CartLineRow({ line, products, selected, onSelectedChange, skippable }: CartLineRowProps) {
  const dispatch = useAppDispatch();
  const check = useMemo(() => checkLine(line, products), [line, products]);
  const key = keyOf(line);
  const slug = typeof line.slug === 'string' && line.slug ? line.slug : check.product?.slug;
  const remove = (event: MouseEvent<HTMLButtonElement>) => {
    focusAfterRemoval(event.currentTarget);
    dispatch(itemRemoved(key));
  };
  return (
    <LineRowFrame $flagged={check.problem !== undefined && check.problem !== 'gone'} $skippable={skippable}>
      <SelectArea>
        <SelectBox type="checkbox" aria-label={`Pilih ${lineLabel(line)}`} checked={selected} onChange={(event) => onSelectedChange(line, event.target.checked)} />
      </SelectArea>
      <LineImage src={line.image} />
      <LineBody>
        <LineName>{slug ? <Link to={paths.product(slug)}>{line.name}</Link> : line.name}</LineName>
        <LineOptions line={line} sizes={check.sizes} onChange={(changes) => dispatch(itemUpdated({ ...key, changes }))} />
        <UnitPrice>
          {formatPrice(line.price)}
          {check.changedPrice !== undefined && (
            <Changed> · Harga berubah, sekarang {formatPrice(check.changedPrice)}</Changed>
          )}
        </UnitPrice>
        <LineNotice line={line} check={check} />
        {check.stock !== undefined && check.stock > 0 && check.stock <= 5 && <StockNote>Sisa {check.stock}</StockNote>}
      </LineBody>
      <LineControls>
        <QuantityStepper quantity={line.quantity} max={check.stock} onChange={(quantity) => dispatch(quantityChanged({ ...key, quantity }))} />
        <LineTotal>
          <VisuallyHidden>Subtotal </VisuallyHidden>
          {formatPrice(lineTotal(line))}
        </LineTotal>
        <RemoveButton type="button" title={`Hapus ${lineLabel(line)}`} onClick={remove}>
          Hapus
        </RemoveButton>
      </LineControls>
    </LineRowFrame>
  );
});

const UnitPrice = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Changed = styled.strong`
  color: ${({ theme }) => theme.colors.sale};
`;

const StockNote = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const LineTotal = styled.p`
  margin: 0 0 0 auto;
  font-weight: 700;
`;
