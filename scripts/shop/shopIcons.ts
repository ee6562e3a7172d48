/**
 * The shop's icons, from her logo file (toko.csv's `logo`) or, without one, a mark of her
 * initials in the shop's colours: written by `catalog:build` into the catalogue folder's
 * `ikon/`, which the site build puts at the site's root (webpack.config.ts):
 * - favicon.png, 64 px: the tab's icon (public/index.html), and the header's mark;
 * - favicon.ico, 32 px: for whoever asks for it by name (a PNG inside an ICO);
 * - logo.png, 512 px: ClothingStore's JSON-LD logo (Google wants at least 112 px) and the sign-in page's.
 */
import sharp from 'sharp';
import { fitWord, outline } from '../assets/outlineText';

export const ICON_FOLDER = 'ikon';
export const ICON_FILES = { favicon: 'favicon.png', ico: 'favicon.ico', logo: 'logo.png' } as const;
/** Google's least logo size; a smaller file is refused with a message (logoFile.ts). */
export const LEAST_LOGO_PX = 112;

/** The light scheme's primary and its text (src/styles/theme.ts). */
const MARK = { ground: '#a63f1c', letters: '#ffffff' } as const;

/** Her initials: the first letters of her name's first two words, in capitals ('Butik Sekar Ayu' → 'BS', 'Langkah' → 'L'). */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((part) => [...part.normalize('NFC')].find((character) => /\p{L}|\p{N}/u.test(character)) ?? '')
    .filter(Boolean);
  return (letters.slice(0, 2).join('') || '?').toLocaleUpperCase('id');
}

/**
 * Her initials on the primary colour, a square of `side`: DejaVu Sans Bold outlines, centred.
 * `rounded` for the tab's icon (corners of 3/16 of its side, as the demo's hand-made favicon had);
 * logo.png stays square, as search engines crop it themselves.
 */
export function initialsSvg(initials: string, side = 512, rounded = false): string {
  const size = side * 0.77;
  const fit = fitWord(initials, 'DejaVuSans-Bold', size, side * 0.72, side * 0.3);
  // DejaVu's capitals are 0.729 em tall: centred on the square's middle.
  const baseline = side / 2 + (0.729 * fit.size) / 2;
  const d = outline({ text: initials, face: 'DejaVuSans-Bold', size: fit.size, x: (side - fit.width) / 2, baseline, width: fit.width }, 1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}"><rect width="${side}" height="${side}"${rounded ? ` rx="${(side * 3) / 16}"` : ''} fill="${MARK.ground}"/><path fill="${MARK.letters}" d="${d}"/></svg>`;
}

/** A square PNG of `side` with the whole picture inside it (a wide logo keeps its shape, on transparent). */
const squarePng = (source: Buffer, side: number) =>
  sharp(source, { density: 300 })
    .resize(side, side, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/** An ICO holding one PNG (Windows Vista and every browser read it): 6-byte header, one 16-byte entry. */
function icoOf(png: Buffer, side: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(side, 6);
  header.writeUInt8(side, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

/** The three icons' bytes by file name, from her logo's bytes or her initials. */
export async function shopIcons(source: { logo: Buffer } | { initials: string }): Promise<Map<string, Buffer>> {
  const [tab, large] = 'logo' in source ? [source.logo, source.logo] : [Buffer.from(initialsSvg(source.initials, 512, true)), Buffer.from(initialsSvg(source.initials))];
  const [favicon, ico, logo] = await Promise.all([squarePng(tab, 64), squarePng(tab, 32), squarePng(large, 512)]);
  return new Map([
    [ICON_FILES.favicon, favicon],
    [ICON_FILES.ico, icoOf(ico, 32)],
    [ICON_FILES.logo, logo],
  ]);
}
