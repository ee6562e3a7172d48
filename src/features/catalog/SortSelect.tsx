import { useId } from 'react';
import styled from 'styled-components';
import { sortKeys, sortLabels, type SortKey } from './sorting';
import { touchTarget } from '../../styles/touchTarget';

export function SortSelect({ value, onChange }: { value: SortKey; onChange: (sort: SortKey) => void }) {
  const id = useId();
  return (
    <Wrap>
      <label htmlFor={id}>Urutkan</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as SortKey)}>
        {sortKeys.map((key) => (
          <option key={key} value={key}>
            {sortLabels[key]}
          </option>
        ))}
      </select>
    </Wrap>
  );
}

/*
 * Its size never depends on how much of it is there: the browser may paint a page's preview
 * while it is still reading this control, and a select that then grew by its longer options
 * (15 px, wrapping the toolbar on a phone), or a label that moved left when the select arrived
 * beside it, was a layout shift (e2e/preview.spec.ts). So the pair has a size of its own (the
 * select's height, a width for both) and the select fills what the label leaves.
 */
const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 14em;
  min-height: ${touchTarget};

  select {
    flex: 1;
    min-width: 8.5em;
    min-height: ${touchTarget};
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;
