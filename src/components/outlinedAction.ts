import { css } from 'styled-components';
import { touchTarget } from '../styles/touchTarget';

/** The outlined, pill-shaped look of a secondary button beside a list: filters, showing more. */
export const outlinedAction = css`
  min-height: ${touchTarget};
  padding: 0 18px;
  border: 1px solid ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  font-weight: 700;
  cursor: pointer;
`;
