import { discountPercent, isOnSale } from '../../../src/features/catalog/pricing';
import type { CatalogFile, ProductFile } from '../buildCatalog';

/** The words the sale picture draws, and the product whose picture it shows. Pure, so tests read what it says. */
export interface SaleWords {
  /** Her shop's name, above the big word. */
  name: string;
  /** 'SALE' while something is discounted; 'KOLEKSI' (her collection) when nothing is, so it never promises a sale. */
  big: 'SALE' | 'KOLEKSI';
  /** Her first three categories: what she sells ('Gamis, Hijab & Mukena'). */
  line: string;
  button: string;
}

export const BUTTON = 'Belanja sekarang →';

/** 'A', 'A & B', 'A, B & C'. */
const listed = (names: string[]) => (names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} & ${names.at(-1)}`);

export function saleWords(shopName: string, catalog: Pick<CatalogFile, 'categories' | 'products'>): SaleWords {
  const onSale = catalog.products.some((product) => isOnSale(product));
  return { name: shopName, big: onSale ? 'SALE' : 'KOLEKSI', line: listed(catalog.categories.slice(0, 3).map(({ name }) => name)), button: BUTTON };
}

/**
 * The product the picture shows: her largest discount (the first in the sheet among equals), or
 * with nothing on sale her first product; only products with a picture count.
 */
export function featuredProduct(products: readonly ProductFile[], hasPicture: (product: ProductFile) => boolean): ProductFile | undefined {
  const pictured = products.filter(hasPicture);
  const onSale = pictured.filter((product) => isOnSale(product));
  if (!onSale.length) return pictured[0];
  return onSale.reduce((best, product) => (discountPercent(product) > discountPercent(best) ? product : best));
}

/** The picture's alt text: what it says, in her words (never the software's name). */
export const saleAlt = ({ name, big, line }: SaleWords) => (big === 'SALE' ? `Promo diskon ${name}${line ? `: ${line}` : ''}` : `Koleksi ${name}${line ? `: ${line}` : ''}`);
