import styled from 'styled-components';
import { touchTarget } from '../../styles/touchTarget';

/** A toggle for one option (a color, a size): pressed shows a thick outline, sold out is struck. */
export const ChoiceButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-width: 48px;
  min-height: ${touchTarget};
  padding: 0 14px;
  /* The grid cell sets the width; a long name wraps inside it rather than widening it. */
  text-align: center;
  overflow-wrap: anywhere;
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

/** A colour: its swatch first, the name beside it, from the start of the cell. */
export const ColorButton = styled(ChoiceButton)`
  justify-content: flex-start;
  text-align: start;
`;

/** Drawn only for a colour with a code (the sheet's, or a common name's): never an empty circle. */
export const Swatch = styled.span<{ $color: string }>`
  flex: none;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
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

/**
 * The buttons in columns of a fixed least width: how many fit a row depends on the row's width
 * alone, never on the names' widths in the shopper's font, so a preview read only in part puts
 * each button where it stays before its name arrives (flex-wrap moved 'Merah' to the next row
 * once its text was read in Noto Sans). The widths in rem follow the text size, not the font.
 */
export const Options = styled.div<{ $columnWidth: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $columnWidth }) => $columnWidth}, 1fr));
  gap: 8px;
`;

/** A colour's swatch and a name up to about 'Lavender' on one line; four to a 560 px row. */
export const colorColumnWidth = '8.25rem';

/** A size's column: two or three characters ('42', 'XL'), or a colour's width for longer names. */
export const sizeColumnWidth = (sizes: readonly string[]) => (sizes.some((size) => size.length > 3) ? colorColumnWidth : '3.5rem');
