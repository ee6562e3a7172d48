import { css } from 'styled-components';

/** A `<ul>` laid out as a wrapping row of items, without bullets or indentation. */
export const wrappingList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
