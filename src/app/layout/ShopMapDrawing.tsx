import type { PictureVariant } from './themedPicture';
import { shopContact } from '../../config/shopContact';

const colours = {
  light: { ground: '#ece6dc', road: '#fffdf9', river: '#9cc7e0', park: '#cfe3c2', block: '#dcd3c6', street: '#5a524a', shadow: '#1d1a17', pin: '#a63f1c', label: '#1d1a17', labelText: '#fff8f1' },
  dark: { ground: '#26221e', road: '#3a3530', river: '#2c4a5c', park: '#2e3f2a', block: '#322d28', street: '#bdb3a7', shadow: '#000000', pin: '#f09a74', label: '#f4efe8', labelText: '#1a0e08' },
};

/**
 * A small static map around the shop, ours rather than a map provider's (decorative: the link
 * names it). Its labels, her street and her shop's name, are outlines `catalog:build` draws from
 * toko.csv (scripts/shop/mapLabels.ts; scripts/assets/outlineText.ts says why outlines).
 */
export function ShopMapDrawing({ variant }: { variant: PictureVariant }) {
  const c = colours[variant];
  const labels = shopContact.mapLabels;
  return (
    <svg className={variant} viewBox="0 0 480 240" width={480} height={240} preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width={480} height={240} fill={c.ground} />
      <path d="M0 60h480M0 170h480M120 0v240M330 0v240" stroke={c.road} strokeWidth={16} />
      <path d="M0 115h480M230 0v240M40 0l80 240M400 0v240" stroke={c.road} strokeWidth={7} />
      <path d="M-10 210c60-20 120 10 180-10s110-40 170-20 110 10 150-5" stroke={c.river} strokeWidth={14} fill="none" />
      <rect x={250} y={130} width={64} height={32} rx={3} fill={c.park} />
      <rect x={138} y={126} width={78} height={32} rx={3} fill={c.park} />
      <rect x={346} y={126} width={46} height={32} rx={3} fill={c.block} />
      <rect x={138} y={72} width={78} height={32} rx={3} fill={c.block} />
      <path d={labels.street} fill={c.street} />
      <g transform="translate(230 115)">
        <ellipse cx={0} cy={4} rx={14} ry={5} fill={c.shadow} opacity={0.25} />
        <path d="M0 2c-8-14-20-22-20-36a20 20 0 0 1 40 0c0 14-12 22-20 36z" fill={c.pin} />
        <circle cx={0} cy={-34} r={7.5} fill={c.labelText} />
      </g>
      <rect x={258} y={72} width={labels.pill} height={28} rx={14} fill={c.label} />
      <path d={labels.shop} fill={c.labelText} />
    </svg>
  );
}
