import type { AddItemPayload } from '../cart/cartSlice';
import type { Product, ProductPhoto } from './catalogTypes';
import { effectivePrice } from './pricing';
import { isSizeAvailable, isSoldOut } from './stock';

/** The product page's choice, kept in the URL as `?warna=…&ukuran=…`. */
export interface Selection {
  color: string;
  size: string;
}

export const selectionParams = { color: 'warna', size: 'ukuran' } as const;

/** How many a shopper may add at once when the stock doesn't say less. */
export const MAX_QUANTITY = 10;

/**
 * Reads the selection from the URL, ignoring values the product doesn't have. The color falls
 * back to the first; the size stays empty (the shopper must choose) unless only one is in stock
 * and it is the only size.
 */
export function selectionFromParams(product: Product, params: URLSearchParams): Selection {
  const wantedColor = params.get(selectionParams.color);
  const color = product.colorOptions.find((option) => option.color === wantedColor)?.color ?? product.colorOptions[0]?.color ?? '';
  const wantedSize = params.get(selectionParams.size) ?? '';
  const onlySize = product.sizes.length === 1 && isSizeAvailable(product, product.sizes[0]!.size) ? product.sizes[0]!.size : '';
  const size = isSizeAvailable(product, wantedSize) ? wantedSize : onlySize;
  return { color, size };
}

export function selectionToParams(params: URLSearchParams, selection: Selection): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(selectionParams.color, selection.color);
  if (selection.size) next.set(selectionParams.size, selection.size);
  else next.delete(selectionParams.size);
  return next;
}

/** What still stops the shopper from adding to the cart, in their words; null when nothing. */
export function missingChoice(product: Product, selection: Selection): string | null {
  if (isSoldOut(product)) return 'Stok produk ini sedang habis.';
  if (product.sizes.length > 0 && !isSizeAvailable(product, selection.size)) return 'Pilih ukuran dulu.';
  return null;
}

/** The most one addition may hold: the size's stock, capped at MAX_QUANTITY. */
export function maxQuantity(product: Product, size: string): number {
  const stock = product.sizes.find((option) => option.size === size)?.stock;
  return Math.max(1, Math.min(MAX_QUANTITY, stock ?? MAX_QUANTITY));
}

export const imageForSelection = (product: Product, color: string): string =>
  product.colorOptions.find((option) => option.color === color)?.image ?? product.image;

/** The chosen color's photo, if the catalogue has photos; drawings have none. */
export const photoForSelection = (product: Product, color: string): ProductPhoto | undefined =>
  product.colorOptions.find((option) => option.color === color)?.photo ?? product.photo;

/** The cart line's data, with the price the shopper pays and the slug so the cart can link back. */
export function cartPayload(product: Product, selection: Selection, quantity: number): AddItemPayload {
  return {
    id: product.id,
    name: product.name,
    price: effectivePrice(product),
    image: product.image,
    colorOptions: product.colorOptions.map(({ color, image }) => ({ color, image })),
    selectedColor: selection.color,
    selectedSize: selection.size,
    quantity,
    slug: product.slug,
  };
}
