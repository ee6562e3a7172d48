import { memo, type MouseEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../lib/hooks';
import { formatPrice } from '../../lib/formatPrice';
import { itemRemoved } from './cartSlice';
import type { CartLine } from './cartTypes';
import { CUSTOM_PRICE_PENDING, customLineDetails, customLineName } from './customDetails';
import { focusAfterRemoval } from './focusAfterRemoval';
import { keyOf } from './lineKey';
import { LineImage } from '../../components/LineImage';
import { LineBody, LineControls, LineName, LineRowFrame, RemoveButton, SelectArea, SelectBox } from './lineRowStyles';

interface CustomLineRowProps {
  line: CartLine;
  selected: boolean;
  onSelectedChange: (line: CartLine, selected: boolean) => void;
  /** Past the cart's first screen: skipped while off screen (lineRowStyles.ts). */
  skippable: boolean;
}

/** A made-to-order line: its details as given, its price once the shop has quoted one. */
export const CustomLineRow = memo(function CustomLineRow({ line, selected, onSelectedChange, skippable }: CustomLineRowProps) {
  const dispatch = useAppDispatch();
  const name = customLineName(line);
  const remove = (event: MouseEvent<HTMLButtonElement>) => {
    focusAfterRemoval(event.currentTarget);
    dispatch(itemRemoved(keyOf(line)));
  };
  return (
    <LineRowFrame $skippable={skippable}>
      <SelectArea>
        <SelectBox type="checkbox" aria-label={`Pilih ${name}`} checked={selected} onChange={(event) => onSelectedChange(line, event.target.checked)} />
      </SelectArea>
      <LineImage src={line.image} />
      <LineBody>
        <LineName>{name}</LineName>
        <Details>
          {customLineDetails(line).map(({ label, value }, index) => (
            <Detail key={`${index}-${label}`}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Detail>
          ))}
        </Details>
      </LineBody>
      <LineControls>
        <Price>{line.price > 0 ? formatPrice(line.price) : CUSTOM_PRICE_PENDING}</Price>
        <RemoveButton type="button" title={`Hapus ${name}`} onClick={remove}>
          Hapus
        </RemoveButton>
      </LineControls>
    </LineRowFrame>
  );
});

const Details = styled.dl`
  display: grid;
  gap: 2px;
  margin: 0;
  font-size: 14px;
`;

const Detail = styled.div`
  display: flex;
  gap: 6px;

  dt {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

const Price = styled.p`
  margin: 0 auto 0 0;
  font-size: 14px;
  font-weight: 600;
`;
