import type { LogoDrawing } from './paymentLogoDrawings';
import { pick } from './paymentLogoDrawings';
import { moreLogoOutlines } from './moreLogoOutlines';

/** The other methods' logos (paymentLogoDrawings.tsx's moreLogoNames), in the chunk 'payment-logos-more'. */
export const moreLogoDrawings: LogoDrawing[] = [
  {
    name: 'BRI',
    draw: (variant) => (
      <>
        <rect x={10} y={5} width={52} height={22} rx={4} fill={pick(variant, '#00529c', '#7fb6ee')} />
        <path d={moreLogoOutlines.bri} fill={pick(variant, '#ffffff', '#0b1f3a')} />
      </>
    ),
  },
  {
    name: 'DANA',
    draw: (variant) => {
      const ink = pick(variant, '#108ee9', '#6cc0ff');
      return (
        <>
          <circle cx={13} cy={16} r={8} fill={ink} />
          <path d="M10 11.5h3a4.5 4.5 0 010 9h-3z" fill={pick(variant, '#ffffff', '#0b1f3a')} />
          <path d={moreLogoOutlines.dana} fill={ink} />
        </>
      );
    },
  },
  {
    // QRIS's mark: a QR code's three finder squares beside the word.
    name: 'QRIS',
    draw: (variant) => {
      const red = pick(variant, '#d71f26', '#ff7a7f');
      return (
        <>
          <path d="M5 7h7v7H5z M7 9v3h3V9z M14 7h7v7h-7z M16 9v3h3V9z M5 16h7v7H5z M7 18v3h3v-3z M15 17h2v2h-2z M18 20h3v3h-3z" fill={red} fillRule="evenodd" />
          <path d={moreLogoOutlines.qris} fill={pick(variant, '#1a1a1a', '#f2f2f2')} />
        </>
      );
    },
  },
  {
    name: 'OVO',
    draw: (variant) => <path d={moreLogoOutlines.ovo} fill={pick(variant, '#4c3494', '#c3b2f5')} />,
  },
  {
    name: 'ShopeePay',
    draw: (variant) => {
      const ink = pick(variant, '#ee4d2d', '#ff8a6e');
      return (
        <>
          <path d="M6 12h12l-1 11H7z" fill={ink} />
          <path d="M9 12a3 3 0 016 0" fill="none" stroke={ink} strokeWidth={1.8} />
          <path d={moreLogoOutlines.shopeepay} fill={ink} />
        </>
      );
    },
  },
];
