import { buildCatalog } from '../../../../scripts/catalog/buildCatalog';
import { catalogFromFile } from '../../../../scripts/catalog/split/fromCatalogFile';
import { splitCatalog } from '../../../../scripts/catalog/split/splitCatalog';
import { pictureName, variedRows } from '../../../../scripts/catalog/variedShop';
import type { Catalog } from '../../../../src/features/catalog/catalogTypes';
import { categories } from '../../../../scripts/catalog/products';
import { MANIFEST_FILE, splitFilePath } from '../../../../src/features/catalog/split/splitPaths';
import type { SplitManifest } from '../../../../src/features/catalog/split/splitTypes';

/** The demo's 66 products, as the app validates them. */
export const demoCatalog = (): Catalog => catalogFromFile(buildCatalog().catalog);

/** A generated shop of `count` varied products (scripts/catalog/variedShop.ts), without going through CSV. */
export function variedCatalog(count: number): Catalog {
  const products = variedRows(count).map((row) => ({
    id: row.kode,
    slug: `${row.nama.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${row.kode}`,
    name: row.nama,
    category: row.kategori,
    description: row.deskripsi,
    price: row.harga,
    ...(row.harga_diskon !== undefined ? { salePrice: row.harga_diskon } : {}),
    tags: row.label ? [row.label] : [],
    colorOptions: row.warna.map((color, i) => ({ color, image: `img/${pictureName(row.foto[i]!, 'svg')}` })),
    sizes: row.stok.split(', ').filter(Boolean).map((entry) => {
      const [size, stock] = entry.split('=');
      return { size: size!, stock: Number(stock) };
    }),
    createdAt: row.tanggal,
  }));
  return catalogFromFile({ categories: categories.map(({ slug, name, description }) => ({ slug, name, description })), products });
}

/** The split as the app would read it: parsed files, looked up by their path in their group's folder. */
export function readSplit(catalog: Catalog) {
  const { version, files } = splitCatalog(catalog);
  const manifest = JSON.parse(files.get(MANIFEST_FILE)!) as SplitManifest;
  const has = (file: string) => files.has(splitFilePath(manifest, file));
  const read = <T,>(file: string): T => {
    const text = files.get(splitFilePath(manifest, file));
    if (text === undefined) throw new Error(`tidak ada berkas ${file}`);
    return JSON.parse(text) as T;
  };
  return { version, files, manifest, has, read };
}
