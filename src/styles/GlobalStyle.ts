import { createGlobalStyle } from 'styled-components';
import { darkScheme, lightScheme, schemeDeclarations } from './theme';
import { toastKeyframes } from './toastMotion';

export const GlobalStyle = createGlobalStyle`
  :root { ${schemeDeclarations(lightScheme)} }
  /* index.html's first script and the theme listener keep this class in step with the choice. */
  :root.dark { ${schemeDeclarations(darkScheme)} }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${({ theme }) => theme.layout.headerHeight}; }
  body {
    margin: 0;
    min-height: 100vh;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif;
    font-size: 16px;
    line-height: 1.5;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
  img { max-width: 100%; height: auto; display: block; }
  /* Chromium hands an <img>'s colour scheme to the SVG inside, which a theme switch then restyles,
     re-lays out and repaints, for every picture. The pictures have one look: keep it fixed. */
  img { color-scheme: light; }
  a { color: inherit; }
  button, input, select, textarea { font: inherit; color: inherit; }
  /* A press answers with a tint of the control's own text colour (a repaint of that control),
     not Chromium's tap highlight: showing the highlight and hiding it each re-layer the whole
     page (Layerize, 3.4-4.2 ms a time at 4x CPU slowdown on a quantity tap in /cart), and its
     fixed grey ignores the theme. docs/performance.md has the A/B figures. */
  html { -webkit-tap-highlight-color: transparent; }
  button:enabled:active, a:active {
    box-shadow: inset 0 0 0 100vmax color-mix(in srgb, currentColor 14%, transparent);
  }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  h1, h2, h3 { line-height: 1.2; }
  /* notistack's own variant colours fail AA with white text (green ~3:1, orange ~2:1). */
  .notistack-MuiContent.notistack-MuiContent-success { background-color: #1e6b3a; }
  .notistack-MuiContent.notistack-MuiContent-warning { background-color: #8a4500; }
  .notistack-MuiContent.notistack-MuiContent-info { background-color: #1f5fbf; }
  .notistack-MuiContent.notistack-MuiContent-error { background-color: #b3261e; }
  ${toastKeyframes}
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
