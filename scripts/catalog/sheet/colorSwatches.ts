import { palette } from '../palette';

/**
 * Swatch colours for the colour names Indonesian shops write most, so a sheet without a `hex`
 * column still shows each colour's swatch on the product page (an empty circle otherwise). The
 * demo's palette first, then everyday names and spellings it does not use. A name not here
 * keeps no swatch: a wrong colour would mislead more than none.
 */
const everydayColors: Record<string, string> = {
  ...palette,
  Coklat: palette.Cokelat,
  Abu: palette['Abu-abu'],
  Pink: palette['Merah Muda'],
  Maroon: palette.Marun,
  Olive: palette.Zaitun,
  Toska: palette.Tosca,
  Beige: palette.Krem,
  Hijau: '#2e7d4f',
  'Hijau Army': '#4b5320',
  Kuning: '#e8c547',
  Oranye: '#e07b39',
  Orange: '#e07b39',
  Ungu: '#6a4c93',
  'Biru Muda': '#8ab6e0',
  Emas: '#c9a227',
  Perak: '#c0c0c0',
  Nude: '#e3bc9a',
};

const byFoldedName = new Map(Object.entries(everydayColors).map(([name, hex]) => [fold(name), hex]));

function fold(name: string): string {
  return name.trim().toLowerCase().replace(/[\s-]+/g, ' ');
}

/** The swatch for a colour's name (`hitam`, `Abu-Abu`, `merah muda`), when it is a common one. */
export const swatchOf = (color: string): string | undefined => byFoldedName.get(fold(color));
