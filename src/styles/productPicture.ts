import { css } from 'styled-components';

/** A translucent tint: seen on any background of either theme (a loading or missing picture). */
export const pictureBackdrop = 'rgb(128 112 96 / 0.14)';

/**
 * How a product drawing's <img> looks in either theme, with nothing on it that a theme switch
 * changes. Chromium re-records an image whose own background or filter changes, and an SVG
 * picture is costly to re-record: a switch on `/` repainted 29 pictures before this.
 * - The backdrop shown while it loads is a translucent tint over whatever is behind, so it is
 *   light on the light theme and dark on the dark one without a theme colour.
 * - The dark theme's dimming is a brightness() value from a custom property, never a filter
 *   turned on or off (adding a filter also re-lays out the picture's surroundings).
 */
export const productPicture = css`
  background: ${pictureBackdrop};
  filter: brightness(${({ theme }) => theme.pictureBrightness});
`;
