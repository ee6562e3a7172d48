import type { AppStore } from '../../../app/store';
import { catalogRequested } from '../../catalog/loadCatalog';
import type { CatalogRef } from '../catalogRef';

/** The shop's catalogue version now (its manifest, loaded if it is not yet); undefined when it can't be loaded. */
export async function currentCatalogVersion(store: AppStore): Promise<string | undefined> {
  await store.dispatch(catalogRequested());
  return store.getState().catalog.manifest?.version;
}

/** One line for support: which catalogue the shopper had, and whether the shop still has it. */
export function describeCatalogMatch(ref: CatalogRef, currentVersion: string | undefined): string {
  const named = `Katalog pembeli: versi ${ref.version} (${ref.products} produk, ${ref.categories} kategori)`;
  if (!currentVersion) return `${named}. Katalog toko saat ini tidak bisa dimuat untuk dibandingkan; keranjang diputar ulang sama persis.`;
  if (currentVersion === ref.version) return `${named}, sama dengan katalog toko saat ini.`;
  return `${named}, berbeda dari katalog toko saat ini (versi ${currentVersion}): harga dan stok bisa sudah berubah. Keranjang diputar ulang sama persis.`;
}
