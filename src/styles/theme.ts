/**
 * The two colour schemes, and the one theme object styled-components sees. The theme's colours
 * are CSS custom properties (GlobalStyle defines them for `:root` and `:root.dark`), so:
 * - switching themes flips a class on <html> instead of restyling every component;
 * - the same CSS serves both themes, including the HTML prerendered at build time.
 */
const colorNames = [
  'background',
  'surface',
  'surfaceRaised',
  'text',
  'textMuted',
  'border',
  'primary',
  'onPrimary',
  'sale',
  'success',
  'onSuccess',
  'focus',
  'scrim',
] as const;
type ColorName = (typeof colorNames)[number];

export interface ColorScheme {
  colors: Record<ColorName, string>;
  shadow: { raised: string };
  /** brightness() of the product drawings: they sit on a light backdrop that glares in the dark. */
  pictureBrightness: number;
}

/** Both schemes meet WCAG AA: body text ≥ 7:1, muted text and controls ≥ 4.5:1 on their backgrounds. */
export const lightScheme: ColorScheme = {
  colors: {
    background: '#ffffff',
    surface: '#f7f4f0',
    surfaceRaised: '#ffffff',
    text: '#1d1a17',
    textMuted: '#5a524a',
    border: '#ddd5cb',
    primary: '#a63f1c',
    onPrimary: '#ffffff',
    sale: '#b3261e',
    success: '#1e6b3a',
    onSuccess: '#ffffff',
    focus: '#1f5fbf',
    scrim: 'rgba(12, 10, 8, 0.88)',
  },
  shadow: { raised: '0 4px 16px rgba(29, 26, 23, 0.12)' },
  pictureBrightness: 1,
};

export const darkScheme: ColorScheme = {
  colors: {
    background: '#141210',
    surface: '#1e1b18',
    surfaceRaised: '#27231f',
    text: '#f4efe8',
    textMuted: '#bdb3a7',
    border: '#3d3731',
    primary: '#f09a74',
    onPrimary: '#1a0e08',
    sale: '#ff8a80',
    success: '#7fd49c',
    onSuccess: '#141210',
    focus: '#8ab4ff',
    scrim: 'rgba(0, 0, 0, 0.9)',
  },
  shadow: { raised: '0 4px 16px rgba(0, 0, 0, 0.5)' },
  pictureBrightness: 0.88,
};

const colorVar = (name: ColorName) => `--color-${name}`;

/** A scheme as CSS declarations of the custom properties the theme refers to. */
export function schemeDeclarations(scheme: ColorScheme): string {
  const colors = colorNames.map((name) => `${colorVar(name)}: ${scheme.colors[name]};`);
  return [...colors, `--shadow-raised: ${scheme.shadow.raised};`, `--picture-brightness: ${scheme.pictureBrightness};`].join('\n');
}

export const theme = {
  colors: Object.fromEntries(colorNames.map((name) => [name, `var(${colorVar(name)})`])) as Record<ColorName, string>,
  shadow: { raised: 'var(--shadow-raised)' },
  pictureBrightness: 'var(--picture-brightness)',
  radius: { small: '6px', medium: '10px', large: '16px', round: '999px' },
  // pageMargin: the space between the screen's edge and the header's, the page's and the footer's content.
  layout: { maxWidth: '1200px', headerHeight: '64px', pageMargin: '16px' },
};

export type AppTheme = typeof theme;
