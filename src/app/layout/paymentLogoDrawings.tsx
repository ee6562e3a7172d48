import type { ReactNode } from 'react';
import type { PictureVariant } from './themedPicture';
import { wordOutlines } from './wordOutlines';

export const pick = (variant: PictureVariant, light: string, dark: string) => (variant === 'light' ? light : dark);

/** A payment method's logo on a 72×32 box, in the colours of each theme; the wordmarks are outlines (scripts/assets/outlineText.ts). */
export interface LogoDrawing {
  name: string;
  draw: (variant: PictureVariant) => ReactNode;
}

/**
 * The methods drawn in moreLogoDrawings.tsx, a chunk of its own that the footer fetches only for a
 * shop that names one: most shops take the banks and the wallet below (the demo's five).
 */
export const moreLogoNames = ['BRI', 'DANA', 'QRIS', 'OVO', 'ShopeePay'];

export const paymentMethods: LogoDrawing[] = [
  {
    name: 'BCA',
    draw: (variant) => {
      const ink = pick(variant, '#0b4fa3', '#8fc0ff');
      return (
        <>
          <path d="M5 12l9-5 9 5z M6 13h16v2H6z M7 16h2.5v6H7z M12.75 16h2.5v6h-2.5z M18.5 16h2.5v6h-2.5z M5 23h18v2H5z" fill={ink} />
          <path d={wordOutlines.bca} fill={ink} />
        </>
      );
    },
  },
  {
    name: 'Mandiri',
    draw: (variant) => (
      <>
        <path d="M26 27c12-5 28-5 40-1" stroke={pick(variant, '#f2a900', '#ffc93d')} strokeWidth={3} fill="none" strokeLinecap="round" />
        <path d={wordOutlines.mandiri} fill={pick(variant, '#0b2f6b', '#dbe7ff')} />
      </>
    ),
  },
  {
    name: 'BNI',
    draw: (variant) => (
      <>
        <path d="M56 8l12 8-12 8z" fill={pick(variant, '#007b7f', '#5fd3cf')} />
        <path d={wordOutlines.bni} fill={pick(variant, '#e2561a', '#ff9a6a')} />
      </>
    ),
  },
  {
    name: 'Visa',
    draw: (variant) => (
      <>
        <rect x={10} y={26} width={52} height={3} fill="#f7b600" />
        <path d={wordOutlines.visa} fill={pick(variant, '#1a1f71', '#ffffff')} />
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
          <path d={wordOutlines.gopay} fill={ink} />
        </>
      );
    },
  },
];
