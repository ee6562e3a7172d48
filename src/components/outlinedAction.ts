import { css } from 'styled-components';

/** The outlined, pill-shaped look of a secondary button beside a list: filters, showing more. */
export const outlinedAction = css`
  min-height: 44px;
  padding: 0 18px;
  border: 1px solid ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  font-weight: 700;
  cursor: pointer;
`;
