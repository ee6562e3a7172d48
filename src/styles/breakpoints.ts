/** Phone first: styles are written for narrow screens and widened with these. */
export const media = {
  tablet: '@media (min-width: 600px)',
  desktop: '@media (min-width: 900px)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
