/**
 * The shop's mark, two footsteps: the brand's "langkah" (step). Drawn in `currentColor`, so it
 * takes the colour of its place in either theme; decoration beside the shop's name.
 */
export function LogoMark({ size = 26 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 26 26" aria-hidden="true" focusable="false">
      <ellipse cx="8.5" cy="16" rx="4" ry="6.5" fill="currentColor" opacity="0.55" />
      <ellipse cx="17.5" cy="10" rx="4" ry="6.5" fill="currentColor" />
    </svg>
  );
}
