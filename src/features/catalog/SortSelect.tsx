import { useId } from 'react';
import styled from 'styled-components';
import { sortKeys, sortLabels, type SortKey } from './sorting';

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

const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;

  select {
    /* Wider than its longest label, so its width never depends on how many options are there:
       the browser may paint a page's preview while it is still reading the options, and a
       select that then grew (by 15 px, wrapping the row on a phone) was a layout shift. */
    min-width: 8.5em;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;
