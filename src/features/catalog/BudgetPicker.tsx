import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '../../styles/breakpoints';
import { filterParams } from './filters';
import { priceRangeKey, priceRangeLabel, priceRangePresets } from './priceRanges';

/** Gift budgets as links (`?harga=…`), so a budget can be shared; the chosen one is marked current. */
export function BudgetPicker() {
  const [params] = useSearchParams();
  const current = params.get(filterParams.price) ?? '';
  const budgets = [{ key: '', label: 'Semua budget' }, ...priceRangePresets.map((range) => ({ key: priceRangeKey(range), label: priceRangeLabel(range) }))];
  return (
    <nav aria-label="Budget hadiah">
      <Chips>
        {budgets.map(({ key, label }) => (
          <li key={key || 'semua'}>
            <Chip to={{ search: key ? `?${filterParams.price}=${key}` : '' }} replace preventScrollReset aria-current={current === key ? 'page' : undefined}>
              {label}
            </Chip>
          </li>
        ))}
      </Chips>
    </nav>
  );
}

// One scrolling row on a phone, where wrapped budgets would push the products a screen down;
// wrapped from a tablet up, where a scroller hid the last budget behind its scrollbar.
const Chips = styled.ul`
  display: flex;
  gap: 8px;
  margin: 0 0 20px;
  padding: 0 0 4px;
  list-style: none;
  overflow-x: auto;

  ${media.tablet} {
    flex-wrap: wrap;
    overflow-x: visible;
  }
`;

const Chip = styled(Link)`
  display: inline-block;
  padding: 10px 16px;
  white-space: nowrap;
  text-decoration: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round};

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.background};
    border-color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
  }
`;
