import type { CartLine } from './cartTypes';
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
}

/** Why a line can't be ordered as it is; the shopper must remove or change it first. */
export type LineProblem = 'gone' | 'soldOut' | 'sizeMissing' | 'overStock';

export interface LineCheck {
  product?: CatalogProduct;
  problem?: LineProblem;
  /** The most that can be ordered, when the catalogue knows it. */
  stock?: number;
  /** The catalogue's price now, when it differs from the price the line was added at. */
  changedPrice?: number;
  /** The sizes the shopper may switch to (empty when unknown). */
  sizes: readonly CatalogSize[];
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
  const own: LineCheck = { sizes: [] };
  if (!products || isCustomLine(line)) return own;
  const product = findProduct(line, products);
  if (!product) return { ...own, problem: 'gone' };
  const stock = stockOf(line, product);
  const price = effectivePrice(product);
  return {
    product,
    problem: problemOf(line, product, stock),
    stock: stock !== undefined ? Math.max(0, stock) : undefined,
    changedPrice: price !== line.price ? price : undefined,
    sizes: product.sizes ?? [],
  };
}

export const problemMessages: Record<LineProblem, string> = {
  gone: 'Produk ini sudah tidak tersedia di katalog.',
  soldOut: 'Ukuran ini sudah habis.',
  sizeMissing: 'Pilih ukuran dulu.',
  overStock: 'Jumlahnya melebihi stok yang tersisa.',
};
