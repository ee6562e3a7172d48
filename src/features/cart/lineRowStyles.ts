import styled from 'styled-components';
import { media } from '../../styles/breakpoints';
import { skippedOffScreen } from '../../styles/offScreen';
import { touchTarget } from '../../styles/touchTarget';

// Shared by product lines and custom lines so both sections read as one list.

/**
 * Lines that can show in the cart's first screen on any width: a line is at least 194 px high,
 * and six of them fill a 1,440 px screen below the header.
 */
export const LINES_IN_FIRST_SCREEN = 6;

/**
 * A line past the first screen (`$skippable`) is skipped while off screen, so a theme switch or
 * a long cart's first render leaves it alone. Lines of the first screen never are: Chromium
 * paints a first frame with such a line at its stand-in height even when it is on screen, and
 * a line of another height then moved the summary under it (CLS 0.020 at 390 px, measured).
 */
export const LineRowFrame = styled.li<{ $flagged?: boolean; $skippable: boolean }>`
  display: grid;
  grid-template-columns: auto 64px minmax(0, 1fr);
  gap: 12px;

  ${media.tablet} {
    grid-template-columns: auto 88px minmax(0, 1fr);
  }
  align-items: start;
  padding: 16px 12px;
  border: 1px solid ${({ theme, $flagged }) => ($flagged ? theme.colors.sale : theme.colors.border)};
  border-width: ${({ $flagged }) => ($flagged ? '2px' : '1px')};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  /* A quantity change repaints its own row, not the whole list (traced at 4x CPU slowdown: the
     tap's paint went from 5-10 to 2-4 ms). Layout of the new total still starts at the document:
     Chromium never starts layout at a grid item (the tap's own number is laid out alone, see
     QuantityStepper). The row's padding is wider than a control's focus ring. Skipping off
     screen brings this containment with it. */
  contain: layout paint style;
  /* The stand-ins are a usual line's content box: measured 236-328 px high on a phone and
     194-215 px on a desktop, less 34 px of padding and border. */
  ${({ $skippable }) => $skippable && skippedOffScreen(260, 160)}
`;

/**
 * The checkbox's 44 × 44 px hit area around its 22 px box: a label (tapping it ticks the box) that
 * takes no more room in the row than the box did (negative margins).
 */
export const SelectArea = styled.label`
  display: grid;
  place-items: center;
  width: ${touchTarget};
  height: ${touchTarget};
  margin: -7px -11px 0;
  cursor: pointer;
`;

export const SelectBox = styled.input`
  width: 22px;
  height: 22px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

export const LineName = styled.h3`
  margin: 0;
  font-size: 16px;
  overflow-wrap: anywhere;
  white-space: pre-line;

  a {
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

export const RemoveButton = styled.button`
  min-height: ${touchTarget};
  padding: 8px 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.sale};
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

export const LineList = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Quantity, total and remove: under the picture and details, so a phone gives them the full width. */
export const LineControls = styled.div`
  grid-column: 2 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;

/** The line's text column beside the picture; `min-width: 0` lets long names wrap. */
export const LineBody = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
`;
