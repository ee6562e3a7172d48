import { useId } from 'react';
import styled from 'styled-components';
import { Select } from '../../components/form/controls';
import type { CatalogSize } from './catalogChecks';
import type { CartLine } from './cartTypes';

interface LineOptionsProps {
  line: CartLine;
  sizes: readonly CatalogSize[];
  onChange: (changes: { selectedColor?: string; selectedSize?: string }) => void;
}

/**
 * 'Warna' and 'Ukuran' for a line whose product has options; without options the line's
 * choice is shown as plain text. Changing one edits the line in place (the cart's update rule).
 */
export function LineOptions({ line, sizes, onChange }: LineOptionsProps) {
  const colorId = useId();
  const sizeId = useId();
  const colors = line.colorOptions;
  return (
    <Options>
      {colors.length > 0 ? (
        <Option>
          <label htmlFor={colorId}>Warna</label>
          <SmallSelect id={colorId} value={line.selectedColor} onChange={(event) => onChange({ selectedColor: event.target.value })}>
            {!colors.some((option) => option.color === line.selectedColor) && <option value={line.selectedColor}>{line.selectedColor || 'Pilih warna'}</option>}
            {colors.map((option) => (
              <option key={option.color} value={option.color}>
                {option.color}
              </option>
            ))}
          </SmallSelect>
        </Option>
      ) : (
        line.selectedColor && <Plain>Warna: {line.selectedColor}</Plain>
      )}
      {/* One size only leaves nothing to choose. */}
      {sizes.length > 1 ? (
        <Option>
          <label htmlFor={sizeId}>Ukuran</label>
          <SmallSelect id={sizeId} value={line.selectedSize} onChange={(event) => onChange({ selectedSize: event.target.value })}>
            {!sizes.some((entry) => entry.size === line.selectedSize) && <option value={line.selectedSize}>{line.selectedSize || 'Pilih ukuran'}</option>}
            {sizes.map((entry) => (
              // A sold-out size stays listed (and selected, if it is this line's) but can't be picked.
              <option key={entry.size} value={entry.size} disabled={entry.stock <= 0}>
                {entry.stock <= 0 ? `${entry.size} (habis)` : entry.size}
              </option>
            ))}
          </SmallSelect>
        </Option>
      ) : (
        line.selectedSize && <Plain>Ukuran: {line.selectedSize}</Plain>
      )}
    </Options>
  );
}

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
`;

// On the narrowest phones a select sized to its longest size ('43 (habis)') has no room beside
// its label: it goes below it rather than past the line's edge.
const Option = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  max-width: 100%;
  font-size: 14px;
`;

const SmallSelect = styled(Select)`
  width: auto;
  min-width: 96px;
  max-width: 100%;
  padding: 8px 10px;
`;

const Plain = styled.span`
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
