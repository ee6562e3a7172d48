import { css } from 'styled-components';

/** The drawings a picture has, one per colour scheme. */
export const pictureVariants = ['light', 'dark'] as const;
export type PictureVariant = (typeof pictureVariants)[number];

/**
 * For a container of `class="light"` and `class="dark"` drawing pairs: shows the one for
 * `<html class="dark">`, in CSS. A theme switch then re-renders nothing, and a page's build-time
 * preview (painted light) shows a dark shopper the dark drawings too. The hidden one is out of
 * the accessibility tree.
 */
export const themedPicture = css`
  .light {
    display: block;
  }
  .dark {
    display: none;
  }
  :root.dark & .light {
    display: none;
  }
  :root.dark & .dark {
    display: block;
  }
`;
