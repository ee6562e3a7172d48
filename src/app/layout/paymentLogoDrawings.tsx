import type { ReactNode } from 'react';
import type { PictureVariant } from './themedPicture';
import { paymentLogoOutlines as outlines } from './paymentLogoOutlines';

const pick = (variant: PictureVariant, light: string, dark: string) => (variant === 'light' ? light : dark);

/**
 * Each payment method's logo on a 72×32 box, in the colours of each theme; the wordmarks are
 * outlines (scripts/assets/outlineText.ts). The chunk 'payment-logos', fetched by PaymentLogos.tsx
 * as the list comes into view.
 */
export interface LogoDrawing {
  name: string;
  draw: (variant: PictureVariant) => ReactNode;
}

export const paymentMethods: LogoDrawing[] = [
  {
    name: 'BCA',
    draw: (variant) => {
      const ink = pick(variant, '#0b4fa3', '#8fc0ff');
      return (
        <>
          <path d="M5 12l9-5 9 5z M6 13h16v2H6z M7 16h2.5v6H7z M12.75 16h2.5v6h-2.5z M18.5 16h2.5v6h-2.5z M5 23h18v2H5z" fill={ink} />
          <path d={outlines.bca} fill={ink} />
        </>
      );
    },
  },
  {
    name: 'Mandiri',
    draw: (variant) => (
      <>
        <path d="M26 27c12-5 28-5 40-1" stroke={pick(variant, '#f2a900', '#ffc93d')} strokeWidth={3} fill="none" strokeLinecap="round" />
        <path d={outlines.mandiri} fill={pick(variant, '#0b2f6b', '#dbe7ff')} />
      </>
    ),
  },
  {
    name: 'BNI',
    draw: (variant) => (
      <>
        <path d="M56 8l12 8-12 8z" fill={pick(variant, '#007b7f', '#5fd3cf')} />
        <path d={outlines.bni} fill={pick(variant, '#e2561a', '#ff9a6a')} />
      </>
    ),
  },
  {
    name: 'Visa',
    draw: (variant) => (
      <>
        <rect x={10} y={26} width={52} height={3} fill="#f7b600" />
        <path d={outlines.visa} fill={pick(variant, '#1a1f71', '#ffffff')} />
      </>
    ),
  },
  {
    name: 'GoPay',
    draw: (variant) => {
      const ink = pick(variant, '#00809d', '#5fd4f0');
      return (
        <>
          <circle cx={13} cy={16} r={7} fill="none" stroke={ink} strokeWidth={3} />
          <circle cx={13} cy={16} r={2.5} fill={ink} />
          <path d={outlines.gopay} fill={ink} />
        </>
      );
    },
  },
  {
    name: 'BRI',
    draw: (variant) => (
      <>
        <rect x={10} y={5} width={52} height={22} rx={4} fill={pick(variant, '#00529c', '#7fb6ee')} />
        <path d={outlines.bri} fill={pick(variant, '#ffffff', '#0b1f3a')} />
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
          <path d={outlines.dana} fill={ink} />
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
          <path d={outlines.qris} fill={pick(variant, '#1a1a1a', '#f2f2f2')} />
        </>
      );
    },
  },
  {
    name: 'OVO',
    draw: (variant) => <path d={outlines.ovo} fill={pick(variant, '#4c3494', '#c3b2f5')} />,
  },
  {
    name: 'ShopeePay',
    draw: (variant) => {
      const ink = pick(variant, '#ee4d2d', '#ff8a6e');
      return (
        <>
          <path d="M6 12h12l-1 11H7z" fill={ink} />
          <path d="M9 12a3 3 0 016 0" fill="none" stroke={ink} strokeWidth={1.8} />
          <path d={outlines.shopeepay} fill={ink} />
        </>
      );
    },
  },
];
