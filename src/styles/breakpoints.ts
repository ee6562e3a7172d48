const desktopWidth = '(min-width: 900px)';

/** Phone first: styles are written for narrow screens and widened with these. */
export const media = {
  tablet: '@media (min-width: 600px)',
  desktop: `@media ${desktopWidth}`,
  /** Only for what a phone or tablet must not have; anything else is written narrow first. */
  belowDesktop: `@media not all and ${desktopWidth}`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
