const desktopWidth = '(min-width: 900px)';

/** Phone first: styles are written for narrow screens and widened with these. */
export const media = {
  tablet: '@media (min-width: 600px)',
  desktop: `@media ${desktopWidth}`,
  /** Only for what a phone or tablet must not have; anything else is written narrow first. */
  belowDesktop: `@media not all and ${desktopWidth}`,
  /** Narrower than most phones (320 px, a folded phone's 280): for what has no room there. */
  narrowPhone: '@media (max-width: 359.98px)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
