/** Both palettes meet WCAG AA: body text ≥ 7:1, muted text and controls ≥ 4.5:1 on their backgrounds. */
export interface AppTheme {
  name: 'light' | 'dark';
  colors: {
    background: string;
    surface: string;
    surfaceRaised: string;
    text: string;
    textMuted: string;
    border: string;
    primary: string;
    onPrimary: string;
    sale: string;
    success: string;
    focus: string;
    scrim: string;
  };
  radius: { small: string; medium: string; large: string; round: string };
  shadow: { raised: string };
  layout: { maxWidth: string; headerHeight: string };
}

const shared = {
  radius: { small: '6px', medium: '10px', large: '16px', round: '999px' },
  layout: { maxWidth: '1200px', headerHeight: '64px' },
};

export const lightTheme: AppTheme = {
  ...shared,
  name: 'light',
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
    focus: '#1f5fbf',
    scrim: 'rgba(12, 10, 8, 0.88)',
  },
  shadow: { raised: '0 4px 16px rgba(29, 26, 23, 0.12)' },
};

export const darkTheme: AppTheme = {
  ...shared,
  name: 'dark',
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
    focus: '#8ab4ff',
    scrim: 'rgba(0, 0, 0, 0.9)',
  },
  shadow: { raised: '0 4px 16px rgba(0, 0, 0, 0.5)' },
};
