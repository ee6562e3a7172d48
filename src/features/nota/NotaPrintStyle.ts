import { createGlobalStyle } from 'styled-components';
import { lightScheme, schemeDeclarations } from '../../styles/theme';

export type PrintLayout = 'nota' | 'label';

/**
 * What paper the nota prints on, mounted only while the nota page is: an A4 receipt, or a
 * 100 × 150 mm label (the thermal labels couriers' drop points and sellers use). The layout
 * chosen decides the @page size and which of the two is printed; the shop's header, footer,
 * chat button and toasts never print, and the paper is always the light scheme, black on white.
 */
export const NotaPrintStyle = createGlobalStyle<{ $layout: PrintLayout }>`
  @page {
    size: ${({ $layout }) => ($layout === 'label' ? '100mm 150mm' : 'A4')};
    margin: ${({ $layout }) => ($layout === 'label' ? '0' : '14mm 12mm')};
  }

  @media print {
    :root,
    :root.dark {
      ${schemeDeclarations(lightScheme)}
      color-scheme: light;
    }
    /* index.html paints a dark page's background before the app runs; paper is white. */
    /* The screen's 'min-height: 100vh' is a whole sheet in print: with the page margins on top it
       pushed a blank second page out of every A4 nota. */
    html,
    body {
      background: #fff !important;
      min-height: 0 !important;
    }
    #root > :not(main),
    .notistack-SnackbarContainer,
    [data-print-hidden] {
      display: none !important;
    }
    #root > main {
      min-height: 0;
      max-width: none;
      margin: 0;
      padding: 0;
    }
    [data-print-layout]:not([data-print-layout='${({ $layout }) => $layout}']) {
      display: none !important;
    }
  }

  @media screen {
    [data-print-layout='label'] {
      display: none;
    }
  }
`;
