import { css } from 'styled-components';

/**
 * A row whose parts sit at its two ends and wrap under each other when the line is too narrow
 * (a label and its amount, a title and its actions): one rule for the cart's and checkout's rows.
 * `gap` is row and column gap, as CSS writes it.
 */
export const spreadRow = (gap: string) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${gap};
`;
