import styled from 'styled-components';
import { touchTarget } from '../../styles/touchTarget';

/** A toggle for one option (a color, a size): pressed shows a thick outline, sold out is struck. */
export const ChoiceButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: 48px;
  min-height: ${touchTarget};
  padding: 0 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.text};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.text};
    font-weight: 700;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surface};
    text-decoration: line-through;
  }
`;

export const Swatch = styled.span<{ $color?: string }>`
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: ${({ $color }) => $color ?? 'transparent'};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
`;

export const OptionGroup = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 700;
  }
`;

export const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
