import { createGlobalStyle } from 'styled-components';
import { darkScheme, lightScheme, schemeDeclarations } from './theme';
import { toastKeyframes } from './toastMotion';

export const GlobalStyle = createGlobalStyle`
  :root { ${schemeDeclarations(lightScheme)} }
  /* index.html's first script and the theme listener keep this class in step with the choice. */
  :root.dark { ${schemeDeclarations(darkScheme)} }
  *, *::before, *::after { box-sizing: border-box; }
  /* No tap highlight: see button:active below. */
  html {
    -webkit-text-size-adjust: 100%;
    -webkit-tap-highlight-color: transparent;
    scroll-padding-top: ${({ theme }) => theme.layout.headerHeight};
  }
  body {
    margin: 0;
    min-height: 100vh;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif;
    font-size: 16px;
    line-height: 1.5;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
  /* Chromium hands an <img>'s colour scheme to the SVG inside, which a theme switch then restyles,
     re-lays out and repaints, for every picture. The pictures have one look: keep it fixed. */
  img { max-width: 100%; height: auto; display: block; color-scheme: light; }
  a { color: inherit; }
  button, input, select, textarea { font: inherit; color: inherit; }
  /* A press answers with a tint of the control's own text colour (a repaint of that control),
     not Chromium's tap highlight (off on html above): showing the highlight and hiding it each
     re-layer the whole page (Layerize, 3.4-4.2 ms a time at 4x CPU slowdown on a quantity tap in
     /cart), and its fixed grey ignores the theme. docs/performance.md has the A/B figures. */
  button:enabled:active, a:active {
    box-shadow: inset 0 0 0 100vmax color-mix(in srgb, currentColor 14%, transparent);
  }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  h1, h2, h3 { line-height: 1.2; }
  ${toastKeyframes}
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
