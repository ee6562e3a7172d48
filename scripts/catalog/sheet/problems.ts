/**
 * A problem in the shop owner's files, said in words a shop owner understands: which file,
 * which row (as the spreadsheet numbers it, the header being row 1) and which column.
 */
export interface Problem {
  file: string;
  row?: number;
  column?: string;
  message: string;
}

/**
 * `produk.csv, baris 3, kolom 'harga diskon': …`. A column is named as the owner writes it (with
 * spaces); one known only by its place is its letter, unquoted (`kolom F`).
 */
export function formatProblem({ file, row, column, message }: Problem): string {
  const named = column && (/^[A-Z]{1,3}$/.test(column) ? `kolom ${column}` : `kolom '${column.replace(/_/g, ' ')}'`);
  const where = [file, row !== undefined ? `baris ${row}` : '', named].filter(Boolean).join(', ');
  return `${where}: ${message}`;
}

/** Thrown when the build must stop; carries every problem found, not just the first. */
export class CatalogBuildError extends Error {
  override name = 'CatalogBuildError';
  constructor(readonly problems: Problem[]) {
    super(`${problems.length} masalah di katalog:\n${problems.map(formatProblem).join('\n')}`);
  }
}
