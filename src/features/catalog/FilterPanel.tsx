import { useId } from 'react';
import styled from 'styled-components';
import { Swatch } from './ChoiceButton';
import { hasActiveFilters, type ProductFilters } from './filters';
import { priceRangeKey, priceRangeLabel, priceRangePresets } from './priceRanges';
import { touchTarget } from '../../styles/touchTarget';

interface FilterPanelProps {
  filters: ProductFilters;
  sizes: string[];
  colors: { color: string; hex?: string }[];
  onChange: (change: Partial<ProductFilters>) => void;
}

const toggle = (list: string[], value: string) => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);

/** Size, color and price filters; each change is written to the URL at once. */
export function FilterPanel({ filters, sizes, colors, onChange }: FilterPanelProps) {
  const selectedRange = filters.price ? priceRangeKey(filters.price) : '';
  // Phones have two panels in the page (the sidebar hidden by CSS, and the drawer). A shared
  // name would make their radios one native group: ticking one panel's would untick the other's.
  const priceGroup = useId();
  return (
    <Panel>
      {sizes.length > 1 && (
        <Group>
          <legend>Ukuran</legend>
          {sizes.map((size) => (
            <Check key={size}>
              <input type="checkbox" checked={filters.sizes.includes(size)} onChange={() => onChange({ sizes: toggle(filters.sizes, size) })} />
              {size}
            </Check>
          ))}
        </Group>
      )}
      <Group $wide>
        <legend>Warna</legend>
        {colors.map(({ color, hex }) => (
          <Check key={color}>
            <input type="checkbox" checked={filters.colors.includes(color)} onChange={() => onChange({ colors: toggle(filters.colors, color) })} />
            {hex && <Swatch $color={hex} aria-hidden="true" />}
            {color}
          </Check>
        ))}
      </Group>
      <Group $single>
        <legend>Harga</legend>
        <Check>
          <input type="radio" name={priceGroup} checked={!filters.price} onChange={() => onChange({ price: null })} />
          Semua harga
        </Check>
        {priceRangePresets.map((range) => (
          <Check key={priceRangeKey(range)}>
            <input type="radio" name={priceGroup} checked={selectedRange === priceRangeKey(range)} onChange={() => onChange({ price: range })} />
            {priceRangeLabel(range)}
          </Check>
        ))}
      </Group>
      {hasActiveFilters(filters) && (
        <ClearButton type="button" onClick={() => onChange({ sizes: [], colors: [], price: null })}>
          Hapus filter
        </ClearButton>
      )}
    </Panel>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

// Columns as wide as the longest option needs: a colour's swatch and a name like "Lavender"
// need more room than a size, so the sidebar shows colours in one column, the drawer in two.
const Group = styled.fieldset<{ $single?: boolean; $wide?: boolean }>`
  display: grid;
  grid-template-columns: ${({ $single, $wide }) => ($single ? '1fr' : `repeat(auto-fill, minmax(${$wide ? 136 : 100}px, 1fr))`)};
  gap: 0 12px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: 6px;
    font-weight: 700;
  }
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  cursor: pointer;

  input,
  span[aria-hidden] {
    flex: none;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const ClearButton = styled.button`
  align-self: flex-start;
  min-height: ${touchTarget};
  padding: 0 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  cursor: pointer;
`;
