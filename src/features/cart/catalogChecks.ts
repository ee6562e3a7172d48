import type { CartLine } from './cartTypes';
import { formatPrice } from '../../lib/formatPrice';
import { effectivePrice } from '../catalog/pricing';
import { isCustomLine } from './cartMath';

/**
 * The little the cart needs to know about a catalogue product. Kept narrow on purpose so the
 * checks below stay pure and testable whatever shape the catalogue's full product has.
 */
export interface CatalogSize {
  size: string;
  stock: number;
}
export interface CatalogProduct {
  id: string | number;
  slug: string;
  price: number;
  salePrice?: number;
  sizes?: readonly CatalogSize[];
  /** Stock of a product without sizes. */
  stock?: number;
  /** Grams, from the sheet's `berat` column: the checkout's ongkir counts it. */
  weight?: number;
}

/**
 * What the catalogue says is off about a line. None of these blocks an order: the shop confirms
 * every order by chat anyway, so a line with a problem is sent marked 'perlu dikonfirmasi'.
 * 'gone' is a product the catalogue does not know (the existing site's ids, a product removed).
 */
export type LineProblem = 'gone' | 'soldOut' | 'sizeMissing' | 'overStock';

/** A one-tap fix the cart offers beside a problem; each is one cart event (see LineFixes.tsx). */
export type LineFix =
  | { kind: 'acceptPrice'; price: number }
  | { kind: 'pickSize'; sizes: readonly string[] }
  | { kind: 'lowerQuantity'; quantity: number }
  | { kind: 'remove' };

export interface LineCheck {
  product?: CatalogProduct;
  problem?: LineProblem;
  /** The most that can be ordered, when the catalogue knows it. */
  stock?: number;
  /** The catalogue's price now, when it differs from the price the line was added at. */
  changedPrice?: number;
  /** The sizes the shopper may switch to (empty when unknown). */
  sizes: readonly CatalogSize[];
  /** The shop must confirm something about this line when it is ordered as it is. */
  needsConfirmation: boolean;
  /** The one-tap fixes for the problem and the changed price, in the order they are offered. */
  fixes: readonly LineFix[];
}

export function findProduct(line: CartLine, products: readonly CatalogProduct[]): CatalogProduct | undefined {
  // The existing site stored numeric ids; the catalogue may hold them as strings.
  return (
    products.find((product) => String(product.id) === String(line.id)) ??
    (typeof line.slug === 'string' ? products.find((product) => product.slug === line.slug) : undefined)
  );
}

/** The line's size; a product made in one size only needs no choice (older lines left it empty). */
function sizeOf(line: CartLine, product: CatalogProduct): string {
  const sizes = product.sizes ?? [];
  return !line.selectedSize && sizes.length === 1 ? sizes[0]!.size : line.selectedSize;
}

function stockOf(line: CartLine, product: CatalogProduct): number | undefined {
  if (product.sizes?.length) return product.sizes.find((entry) => entry.size === sizeOf(line, product))?.stock;
  return product.stock;
}

function problemOf(line: CartLine, product: CatalogProduct, stock: number | undefined): LineProblem | undefined {
  const hasSizes = (product.sizes?.length ?? 0) > 0;
  if (hasSizes && !sizeOf(line, product)) return 'sizeMissing';
  if (hasSizes && stock === undefined) return 'soldOut'; // a size the product no longer comes in
  if (stock !== undefined && stock <= 0) return 'soldOut';
  if (stock !== undefined && line.quantity > stock) return 'overStock';
  return undefined;
}

/**
 * Checks one line against the catalogue. Without a catalogue (not loaded, or offline) nothing
 * is known, so nothing is flagged: the line's own options still work.
 */
export function checkLine(line: CartLine, products: readonly CatalogProduct[] | undefined): LineCheck {
  const own: LineCheck = { sizes: [], needsConfirmation: false, fixes: [] };
  if (!products || isCustomLine(line)) return own;
  const product = findProduct(line, products);
  if (!product) return { ...own, problem: 'gone', needsConfirmation: true, fixes: [{ kind: 'remove' }] };
  const known = stockOf(line, product);
  const stock = known !== undefined ? Math.max(0, known) : undefined;
  const problem = problemOf(line, product, known);
  const price = effectivePrice(product);
  const changedPrice = price !== line.price ? price : undefined;
  return {
    product,
    problem,
    stock,
    changedPrice,
    sizes: product.sizes ?? [],
    needsConfirmation: problem !== undefined || changedPrice !== undefined,
    fixes: fixesFor(line, product, problem, stock, changedPrice),
  };
}

function fixesFor(line: CartLine, product: CatalogProduct, problem: LineProblem | undefined, stock: number | undefined, changedPrice: number | undefined): LineFix[] {
  const fixes: LineFix[] = changedPrice !== undefined ? [{ kind: 'acceptPrice', price: changedPrice }] : [];
  if (problem === 'overStock' && stock !== undefined) fixes.push({ kind: 'lowerQuantity', quantity: stock });
  if (problem === 'soldOut' || problem === 'sizeMissing') {
    const sizes = (product.sizes ?? []).filter((entry) => entry.stock > 0 && entry.size !== line.selectedSize).map((entry) => entry.size);
    fixes.push(sizes.length > 0 ? { kind: 'pickSize', sizes } : { kind: 'remove' });
  }
  return fixes;
}

/** What the cart line says about its problem; the line then says it can still be ordered. */
export const problemMessages: Record<LineProblem, string> = {
  gone: 'Produk ini tidak ada di katalog kami saat ini.',
  soldOut: 'Ukuran ini sudah habis.',
  sizeMissing: 'Ukuran belum dipilih.',
  overStock: 'Jumlahnya melebihi stok yang tersisa.',
};

/**
 * What the shop must confirm about a line ordered as it is, one short phrase per fact, for the
 * WhatsApp message (which marks the line 'perlu dikonfirmasi' with them). Empty when nothing.
 */
export function confirmationNotes(line: CartLine, check: LineCheck): string[] {
  const notes: string[] = [];
  if (check.problem === 'gone') notes.push('produk tidak ada di katalog toko');
  if (check.problem === 'soldOut') notes.push(line.selectedSize ? `ukuran ${line.selectedSize} habis` : 'stok habis');
  if (check.problem === 'sizeMissing') notes.push('ukuran belum dipilih');
  if (check.problem === 'overStock' && check.stock !== undefined) notes.push(`stok tinggal ${check.stock}`);
  if (check.changedPrice !== undefined) notes.push(`harga di katalog sekarang ${formatPrice(check.changedPrice)}`);
  return notes;
}
