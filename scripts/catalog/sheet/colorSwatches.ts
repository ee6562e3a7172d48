import { palette } from '../palette';

/**
 * Swatch colours for the colour names Indonesian shops write most, so a sheet without a `hex`
 * column still shows each colour's swatch (an empty circle read as an unticked box). The demo's
 * palette first, then everyday Indonesian names, shop words (mocca, dusty pink, army, milo) and
 * the English names shops use as often. A name not here keeps no swatch and is drawn as its name
 * alone: a wrong colour would mislead more than none. Her own code wins: `Mocca #A47551` in the
 * `warna` cell, or the `hex` column.
 */
const everydayColors: Record<string, string> = {
  ...palette,
  Coklat: palette.Cokelat,
  'Coklat Muda': '#a67b5b',
  'Coklat Tua': '#4e2f1c',
  Milo: '#8b6f5a',
  Mocca: '#a47551',
  Mocha: '#a47551',
  Moka: '#a47551',
  Camel: '#c19a6b',
  Taupe: '#8b7d6b',
  Abu: palette['Abu-abu'],
  'Abu Muda': '#c4c6c8',
  'Abu Tua': '#55585c',
  Misty: '#b8bcc0',
  Charcoal: '#36454f',
  'Biru Tua': palette.Navy,
  Dongker: palette.Navy,
  'Biru Dongker': palette.Navy,
  'Biru Muda': '#8ab6e0',
  'Baby Blue': '#a9cce3',
  Pink: palette['Merah Muda'],
  'Dusty Pink': '#d4a5a5',
  Dusty: '#d4a5a5',
  Salem: '#f2a38a',
  Salmon: '#f2a38a',
  Peach: '#f6c1a1',
  Coral: '#f08070',
  Fuchsia: '#c2185b',
  Fanta: '#d63a7f',
  Magenta: '#c2185b',
  Maroon: palette.Marun,
  Burgundy: '#6d1a2e',
  Wine: '#722f37',
  Olive: palette.Zaitun,
  Toska: palette.Tosca,
  Turquoise: palette.Tosca,
  Teal: '#1f6f6f',
  Beige: palette.Krem,
  Cream: palette.Krem,
  Ivory: '#f4efdf',
  'Broken White': '#efeae0',
  'Off White': '#efeae0',
  Champagne: '#e8d7b9',
  Nude: '#e3bc9a',
  Hijau: '#2e7d4f',
  'Hijau Army': '#4b5320',
  Army: '#4b5320',
  'Hijau Botol': '#1f4d2b',
  'Hijau Tua': '#1f4d2b',
  'Hijau Muda': '#8fc98f',
  Mint: '#a8dcc5',
  Emerald: '#1e8a5e',
  Kuning: '#e8c547',
  Oranye: '#e07b39',
  Orange: '#e07b39',
  Jingga: '#e07b39',
  Ungu: '#6a4c93',
  'Ungu Muda': '#b9a3d6',
  Lilac: '#c8a2c8',
  Lilak: '#c8a2c8',
  Emas: '#c9a227',
  Gold: '#c9a227',
  Perak: '#c0c0c0',
  Silver: '#c0c0c0',
  Rust: palette.Terakota,
  Terracotta: palette.Terakota,
  // English names as shops write them.
  Black: palette.Hitam,
  White: palette.Putih,
  Grey: palette['Abu-abu'],
  Gray: palette['Abu-abu'],
  Brown: palette.Cokelat,
  Red: palette.Merah,
  Blue: palette.Biru,
  Green: '#2e7d4f',
  Yellow: '#e8c547',
  Purple: '#6a4c93',
};

const byFoldedName = new Map(Object.entries(everydayColors).map(([name, hex]) => [fold(name), hex]));

function fold(name: string): string {
  return name.trim().toLowerCase().replace(/[\s-]+/g, ' ');
}

/** The swatch for a colour's name (`hitam`, `Abu-Abu`, `biru tua`), when it is a common one. */
export const swatchOf = (color: string): string | undefined => byFoldedName.get(fold(color));

/** A colour code as the sheets write them: `#a47551` or `#abc`. */
export const hexPattern = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;

/**
 * One item of the `warna` cell: a name, and after it her own code if she wrote one
 * (`Mocca #A47551`), or what to write instead.
 */
export function readColorItem(item: string): { color: string; hex?: string } | { error: string } {
  const at = item.indexOf('#');
  if (at < 0) return { color: item };
  const color = item.slice(0, at).trim();
  const hex = item.slice(at).trim();
  if (!color) return { error: `'${item}': tulis nama warnanya dulu, lalu kodenya (contoh: Mocca #A47551)` };
  if (!hexPattern.test(hex)) return { error: `'${item}': '${hex}' bukan kode warna; sesudah # tulis 6 angka/huruf 0–9 dan a–f (contoh: Mocca #A47551)` };
  return { color, hex: hex.toLowerCase() };
}
