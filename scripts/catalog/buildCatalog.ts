import type { Category, Product } from '../../src/features/catalog/catalogTypes';
import { palette } from './palette';
import { categories, productSeeds, type CategorySeed, type ProductSeed } from './products';

/** The catalogue file's shapes (what src/features/catalog/catalogSchema.ts validates). */
export interface CatalogFile {
  version: 1;
  categories: Category[];
  products: ProductFile[];
}

/**
 * A product as catalog.json stores it: the app's Product with a string id, and without the
 * picture fields the app works out when it reads the file (a product's picture is its first
 * color's).
 */
export type ProductFile = Omit<Product, 'id' | 'colorOptions' | 'image' | 'photo'> & {
  id: string;
  colorOptions: { color: string; hex: string; image: string }[];
};

export interface ImageFile {
  path: string;
  shape: string;
  hex: string;
  variant: number;
}

/** A small seeded generator (mulberry32) so every run writes the same catalogue. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const slugify = (text: string): string =>
  text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function listColors(colors: string[]): string {
  return colors.length === 1 ? colors[0]! : `${colors.slice(0, -1).join(', ')} dan ${colors.at(-1)}`;
}

const careLines: Record<string, string> = {
  sepatu: 'Bersihkan dengan kain lembap; jangan dijemur di bawah terik matahari.',
  sandal: 'Cukup dibilas air bersih dan diangin-anginkan.',
  tas: 'Simpan di tempat kering dan isi dengan kertas agar bentuknya terjaga.',
  atasan: 'Cuci dengan air dingin, jemur terbalik, setrika suhu sedang.',
  bawahan: 'Cuci terpisah pada pencucian pertama; setrika suhu sedang.',
  aksesoris: 'Lap dengan kain kering setelah dipakai.',
};

function describe(seed: ProductSeed, category: CategorySeed): string {
  return (
    `${seed.name} dibuat dari ${seed.detail}. Tersedia dalam warna ${listColors(seed.colors)}. ` +
    `${careLines[category.slug] ?? ''}`
  ).trim();
}

function sizesFor(category: CategorySeed, random: () => number, soldOutAll: boolean) {
  return category.sizes.map((size) => ({
    size,
    stock: soldOutAll || random() < 0.22 ? 0 : 1 + Math.floor(random() * 12),
  }));
}

/** Builds one product from its seed; `index` keeps ids, dates and sale picks stable. */
export function buildProduct(seed: ProductSeed, category: CategorySeed, index: number, suffix = '') {
  const random = seededRandom(index * 7919 + 17);
  const name = suffix ? `${seed.name} ${suffix}` : seed.name;
  const slug = slugify(name);
  const shape = seed.shape ?? category.slug;
  const variant = index % 3;
  const images: ImageFile[] = [];
  const colorOptions = seed.colors.map((color) => {
    const path = `/images/products/${slug}-${slugify(color)}.svg`;
    images.push({ path, shape, hex: palette[color], variant });
    return { color, hex: palette[color], image: path };
  });
  const onSale = index % 5 === 1;
  const gift = index % 5 === 3 || index % 7 === 0;
  const created = new Date(Date.UTC(2025, 10, 20) - (index * 2 + Math.floor(random() * 2)) * 86_400_000);
  const product: ProductFile = {
    id: `lk-${String(index + 1).padStart(3, '0')}`,
    slug,
    name,
    category: category.slug,
    description: describe(seed, category),
    price: seed.price,
    ...(onSale ? { salePrice: roundTo(seed.price * (0.6 + random() * 0.25), 1000) } : {}),
    tags: gift ? ['hadiah'] : [],
    colorOptions,
    sizes: sizesFor(category, random, index === 9),
    createdAt: created.toISOString().slice(0, 10),
  };
  return { product, images };
}

/** The shop's default catalogue: every seed of every category, interleaved so ids mix categories. */
export function buildCatalog(): { catalog: CatalogFile; images: ImageFile[] } {
  const products: ProductFile[] = [];
  const images: ImageFile[] = [];
  const longest = Math.max(...categories.map((category) => productSeeds[category.slug]?.length ?? 0));
  for (let row = 0; row < longest; row += 1) {
    for (const category of categories) {
      const seed = productSeeds[category.slug]?.[row];
      if (!seed) continue;
      const built = buildProduct(seed, category, products.length);
      products.push(built.product);
      images.push(...built.images);
    }
  }
  const catalogCategories = categories.map(({ slug, name, description }) => ({ slug, name, description }));
  return { catalog: { version: 1, categories: catalogCategories, products }, images };
}

/** A large catalogue for benchmarks: the seeds repeated with numbered series names. */
export function buildLargeCatalog(count: number): CatalogFile {
  const all = categories.flatMap((category) => (productSeeds[category.slug] ?? []).map((seed) => ({ seed, category })));
  const products = Array.from({ length: count }, (_, index) => {
    const { seed, category } = all[index % all.length]!;
    const series = Math.floor(index / all.length);
    return buildProduct(seed, category, index, series ? `Seri ${series}` : '').product;
  });
  return { version: 1, categories: categories.map(({ slug, name, description }) => ({ slug, name, description })), products };
}
