import styled, { css } from 'styled-components';
import { media } from '../../../styles/breakpoints';
import { touchTarget } from '../../../styles/touchTarget';

/** The console's shared look: sections, buttons and tables. */
export const Section = styled.section`
  margin: 0 0 32px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  ${media.tablet} {
    padding: 16px;
  }
  h2 {
    margin: 0 0 12px;
    font-size: 1.25rem;
  }
  h3 {
    margin: 16px 0 8px;
    font-size: 1.05rem;
  }
`;

export const Muted = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 12px 0;
`;

export const Button = styled.button<{ $variant?: 'primary' | 'danger' }>`
  min-height: ${touchTarget};
  padding: 8px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
  cursor: pointer;

  ${({ $variant, theme }) =>
    $variant === 'primary' &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primary};
      color: ${theme.colors.onPrimary};
    `}
  ${({ $variant, theme }) =>
    $variant === 'danger' &&
    css`
      border-color: ${theme.colors.sale};
      color: ${theme.colors.sale};
    `}

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** Wide tables scroll sideways on a phone instead of widening the page (see ScrollRegion). */
export const TableScroll = styled.div`
  overflow-x: auto;
  margin: 0 0 12px;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;

  caption {
    text-align: left;
    font-weight: 700;
    padding: 0 0 8px;
  }
  th,
  td {
    padding: 8px 10px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surface};
    white-space: nowrap;
  }
  td[data-numeric] {
    text-align: right;
    white-space: nowrap;
  }
  tfoot td,
  tfoot th {
    font-weight: 700;
    border-bottom: 0;
  }
`;

export const Code = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.9em;
  overflow-wrap: anywhere;
`;

export const ErrorText = styled.p`
  margin: 8px 0;
  color: ${({ theme }) => theme.colors.sale};
  font-weight: 600;
`;
