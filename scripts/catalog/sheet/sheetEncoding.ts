import iconv from 'iconv-lite';
import type { Problem } from './problems';
import { readSheet } from './readSheet';

/** How many unreadable cells are quoted; the rest are counted (one fix mends them all). */
const CELLS_QUOTED = 5;

const HOW_TO_SAVE_UTF8 =
  "di Excel pilih Simpan Sebagai → 'CSV UTF-8 (Comma delimited)'; dari Google Sheets: File → Download → CSV";

/**
 * A sheet's bytes as text, if they are UTF-8. Excel's plain "CSV" saves in the computer's own
 * code page (Windows-1252 in Indonesia), where `é`, `’` and every emoji are bytes UTF-8 cannot
 * read: read anyway, they would reach the shop as `�`. So the build says where they are, quoting
 * each cell as Windows-1252 reads it (what the owner typed, most likely), and how to save again.
 */
export function decodeSheet(file: string, bytes: Uint8Array): { text: string } | { problems: Problem[] } {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return { problems: [{ file, message: `berkas tersimpan sebagai UTF-16 ('Unicode Text'), bukan CSV UTF-8: ${HOW_TO_SAVE_UTF8}` }] };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { problems: [{ file, message: `berkas tidak tersimpan sebagai UTF-8, jadi huruf seperti é, ’ atau emoji rusak: ${HOW_TO_SAVE_UTF8}` }, ...unreadableCells(file, bytes)] };
  }
}

/**
 * The cells that hold bytes UTF-8 cannot read. Both readings split the file into the same rows
 * and cells: the separators, quotes and line ends are ASCII, which both read alike.
 */
function unreadableCells(file: string, bytes: Uint8Array): Problem[] {
  const asUtf8 = readSheet(file, new TextDecoder('utf-8').decode(bytes)).sheet;
  // iconv-lite, not TextDecoder: Node 20's 'windows-1252' reads 0x80-0x9F (’, “, €) as Latin-1's controls.
  const asWindows = readSheet(file, iconv.decode(Buffer.from(bytes), 'windows-1252')).sheet;
  if (!asUtf8 || !asWindows) return [];
  const cells = asUtf8.rows.flatMap(({ row, cells }, index) =>
    Object.entries(cells)
      .filter(([, text]) => text.includes('\uFFFD'))
      .map(([column]) => ({ file, row, column, message: `huruf di '${asWindows.rows[index]?.cells[column] ?? ''}' tidak terbaca sebagai UTF-8` })),
  );
  const unquoted = cells.length - CELLS_QUOTED;
  return unquoted > 0 ? [...cells.slice(0, CELLS_QUOTED), { file, message: `dan ${unquoted} sel lain yang sama` }] : cells;
}
