import { parse } from 'csv-parse/sync';
import type { Problem } from './problems';

/** One data row: its cells by (normalised) header name, and its row number in the spreadsheet. */
export interface SheetRow {
  row: number;
  cells: Record<string, string>;
}

export interface Sheet {
  file: string;
  /** The header row, normalised (normaliseHeader): what the rows' cells are keyed by. */
  headers: string[];
  /** The header row as the owner wrote it, for messages. */
  titles: string[];
  rows: SheetRow[];
}

/** `Harga Diskon`, `harga_diskon` and ` HARGA-DISKON ` all name the same column. */
export const normaliseHeader = (header: string): string =>
  header.trim().toLowerCase().replace(/[\s-]+/g, '_');

/**
 * Spreadsheets exported in Indonesia separate cells with `;` (the decimal comma takes `,`);
 * elsewhere with `,`. The header row decides: whichever appears in it outside quotes.
 */
export function detectSeparator(text: string): ';' | ',' {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const outsideQuotes = firstLine.replace(/"[^"]*"/g, '');
  const semicolons = outsideQuotes.split(';').length - 1;
  const commas = outsideQuotes.split(',').length - 1;
  return semicolons >= commas && semicolons > 0 ? ';' : ',';
}

/** What csv-parse's English errors mean for the owner, by its error code. */
const csvFailure: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'ada tanda kutip (") yang dibuka tetapi tidak ditutup, dari baris ini sampai akhir berkas',
  INVALID_OPENING_QUOTE: 'ada tanda kutip (") di tengah sel; tulis dua kutip ("") untuk satu kutip, atau hapus',
  CSV_INVALID_CLOSING_QUOTE: 'ada tanda kutip (") di tengah sel; tulis dua kutip ("") untuk satu kutip, atau hapus',
  other: "isinya bukan CSV yang rapi; simpan ulang dari Excel atau Google Sheets sebagai 'CSV UTF-8'",
};

/**
 * Reads a CSV (UTF-8, with or without BOM, Windows or Unix line ends, quoted cells with
 * newlines) into rows numbered as the spreadsheet numbers them. Empty rows are skipped. A file csv-parse cannot read gives one
 * problem naming the row where it gave up.
 */
export function readSheet(file: string, text: string): { sheet?: Sheet; problems: Problem[] } {
  const delimiter = detectSeparator(text);
  let records: string[][];
  try {
    // Empty lines are kept so that row numbers match the spreadsheet's; empty rows go below.
    records = parse(text, { bom: true, delimiter, relax_column_count: true });
  } catch (error) {
    const { lines, code } = error as { lines?: number; code?: string };
    return { problems: [{ file, row: lines, message: `berkas CSV tidak bisa dibaca: ${csvFailure[code ?? ''] ?? csvFailure.other}` }] };
  }
  const [header, ...data] = records;
  if (!header) return { problems: [{ file, message: 'berkas kosong: baris pertama harus berisi nama kolom' }] };
  const headers = header.map(normaliseHeader);
  const rows = data
    .map((record, index) => ({
      // The header is row 1; a cell with a line break in it is still one row.
      row: index + 2,
      // A line break typed in a cell arrives as \r\n from Excel on Windows; the shop shows \n.
      cells: Object.fromEntries(headers.map((name, index) => [name, (record[index] ?? '').replace(/\r\n?/g, '\n').trim()])),
    }))
    // A row of empty cells (;;;;) is an empty row too.
    .filter(({ cells }) => Object.values(cells).some((cell) => cell !== ''));
  return { sheet: { file, headers, titles: header.map((title) => title.trim()), rows }, problems: [] };
}
