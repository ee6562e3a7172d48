import type { AppStore } from '../../../app/store';
import { catalogRequested } from '../../catalog/loadCatalog';
import type { Catalog } from '../../catalog/catalogTypes';
import type { CatalogRef } from '../catalogRef';
import { catalogVersion } from '../catalogRef';

/**
 * The shop's catalogue for replaying a log that names one by version: this page's, loaded now
 * if it is not yet. Undefined when it cannot be loaded (the replay's lists stay empty then).
 */
export async function catalogForReplay(store: AppStore): Promise<Catalog | undefined> {
  await store.dispatch(catalogRequested());
  const { status, categories, products } = store.getState().catalog;
  return status === 'ready' ? { categories, products } : undefined;
}

/** One line for support: which catalogue the shopper had, and whether this page has the same. */
export function describeCatalogMatch(ref: CatalogRef, catalog: Catalog | undefined, same: boolean): string {
  const named = `Katalog pembeli: versi ${ref.version} (${ref.products} produk, ${ref.categories} kategori)`;
  if (!catalog) return `${named}. Katalog toko tidak bisa dimuat, jadi daftar produk diputar ulang kosong; keranjang tetap sama.`;
  if (same) return `${named}, sama dengan katalog toko saat ini.`;
  return `${named}, berbeda dari katalog toko saat ini (versi ${catalogVersion(catalog)}). Keranjang tetap sama persis; data katalog memakai versi saat ini.`;
}
