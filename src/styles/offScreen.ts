import { css } from 'styled-components';
import { media } from './breakpoints';

/**
 * Lets the browser skip an element's style, layout and paint while it is off screen
 * (`content-visibility: auto`), so a theme switch or a change elsewhere on the page leaves it
 * alone, and an element in view is painted on its own. Painting is clipped to its box: anything
 * that must show outside it (a focus ring, a shadow) needs padding around it. Until it has been
 * shown once, its usual height (measured, phone and desktop) stands in; `auto` then keeps the real one.
 */
export const skippedOffScreen = (phoneHeight: number, desktopHeight: number) => css`
  content-visibility: auto;
  contain-intrinsic-size: auto ${phoneHeight}px;

  ${media.desktop} {
    contain-intrinsic-size: auto ${desktopHeight}px;
  }
`;
