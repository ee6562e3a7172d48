import { productColumns as col } from './columns';

/**
 * How long a produk.csv cell may be. Far above any real product (the demo's longest description
 * is 207 characters), low enough that one pasted-in document cannot make a 2 MiB product page or
 * a search file every search downloads. The code stays within a shared cart link's 80
 * characters (sharedLineSchema.ts); a name fits a nota and an order message.
 */
export const cellLimits: Record<string, number> = {
  [col.id]: 80,
  [col.slug]: 80,
  [col.name]: 120,
  [col.category]: 80,
  [col.price]: 20,
  [col.salePrice]: 20,
  [col.description]: 5_000,
  [col.tags]: 300,
  [col.colors]: 1_000,
  [col.hex]: 1_000,
  [col.photos]: 2_000,
  [col.crop]: 1_000,
  [col.sizes]: 1_000,
  [col.weight]: 20,
  [col.createdAt]: 20,
};
/** Any other column the sheet has (the owner's own notes): read by nobody, still bounded. */
export const OTHER_CELL_LIMIT = 5_000;

const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** The message for a cell over its limit, or null. */
export function cellTooLong(column: string, text: string): string | null {
  const limit = cellLimits[column] ?? OTHER_CELL_LIMIT;
  return text.length > limit ? `isinya ${thousands(text.length)} karakter, paling banyak ${thousands(limit)}: persingkat` : null;
}
