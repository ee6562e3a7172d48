import { css } from 'styled-components';

/** The drawings a picture has, one per colour scheme. */
export const pictureVariants = ['light', 'dark'] as const;

/**
 * For a container of `<img class="light">` and `<img class="dark">` pairs: shows the one for
 * `<html class="dark">`, in CSS. A theme switch then re-renders nothing, and a page's build-time
 * preview (painted light) shows a dark shopper the dark drawings too. The hidden one is out of
 * the accessibility tree, and a lazy image is only fetched once it shows.
 */
export const themedPicture = css`
  img.dark {
    display: none;
  }
  :root.dark & img.light {
    display: none;
  }
  :root.dark & img.dark {
    display: block;
  }
`;
