import { seededRandom } from './buildCatalog';
import { palette, type ColorName } from './palette';
import { categories } from './products';

/**
 * A made-up shop of any size for benchmarks and scale tests, as a shop owner's sheet would
 * hold it: names, descriptions, prices, stock and dates all varied (copies of the demo's 66
 * rows would compress unrealistically well). Deterministic for a given count and seed.
 */
const nouns: Record<string, string[]> = {
  sepatu: ['Sneakers', 'Loafer', 'Sepatu Lari', 'Boots', 'Pantofel', 'Slip-On', 'Sepatu Flat', 'Oxford', 'Sepatu Hiking', 'Espadrille'],
  sandal: ['Sandal Jepit', 'Sandal Slide', 'Sandal Gunung', 'Selop', 'Bakiak', 'Sandal Wedges', 'Sandal Sport', 'Sandal Teplek'],
  tas: ['Tote Bag', 'Ransel', 'Tas Selempang', 'Clutch', 'Tas Pinggang', 'Duffel Bag', 'Sling Bag', 'Tas Bahu', 'Dompet Koin'],
  atasan: ['Kemeja', 'Kaus', 'Blus', 'Tunik', 'Kardigan', 'Jaket', 'Polo', 'Sweater', 'Outer', 'Kemeja Flanel'],
  bawahan: ['Celana Chino', 'Rok Plisket', 'Kulot', 'Celana Jogger', 'Rok Lilit', 'Celana Kargo', 'Jeans', 'Celana Pendek'],
  aksesoris: ['Topi', 'Ikat Pinggang', 'Syal', 'Kaus Kaki', 'Bandana', 'Kacamata', 'Gelang', 'Bros', 'Kipas Lipat'],
};
const shapes: Record<string, string> = { sepatu: 'sepatu', sandal: 'sandal', tas: 'tas', atasan: 'atasan', bawahan: 'bawahan', aksesoris: 'aksesoris' };
const materials = ['Kanvas', 'Kulit', 'Linen', 'Katun', 'Rajut', 'Suede', 'Denim', 'Rotan', 'Pandan', 'Tenun', 'Batik', 'Nilon', 'Beludru', 'Satin', 'Wol'];
const moods = ['Klasik', 'Santai', 'Ringan', 'Harian', 'Premium', 'Retro', 'Minimalis', 'Tropis', 'Urban', 'Lembut', 'Awan', 'Senja', 'Pagi', 'Pesisir', 'Kota'];
const places = ['Garut', 'Bandung', 'Yogyakarta', 'Tasikmalaya', 'Bali', 'Pekalongan', 'Sumba', 'Solo', 'Lombok', 'Toraja', 'Jepara', 'Medan'];
const openings = ['Dibuat dari', 'Memakai', 'Dijahit dari', 'Dirangkai dari', 'Terbuat dari'];
const qualities = ['yang adem', 'yang kuat', 'yang lentur', 'yang tahan lama', 'yang ringan', 'yang lembut di kulit', 'yang mudah dirawat'];
const uses = ['untuk kerja dan akhir pekan', 'untuk jalan santai', 'untuk kondangan', 'untuk perjalanan jauh', 'untuk ke kampus', 'untuk hari hujan', 'untuk hadiah orang tersayang'];
const colorNames = Object.keys(palette) as ColorName[];

export interface VariedRow {
  kode: string;
  nama: string;
  kategori: string;
  harga: number;
  harga_diskon?: number;
  deskripsi: string;
  label: string;
  warna: ColorName[];
  /** The pictures, one per color: named by pictureName once their format is known. */
  foto: VariedPicture[];
  stok: string;
  tanggal: string;
}

/** A picture shared by products: a category's shape in a color, one of 3 variants (at most 6 × 18 × 3 files whatever the count). */
export interface VariedPicture {
  shape: string;
  color: ColorName;
  variant: number;
}

/** The picture's file name: a drawing (`svg`) or a photo (`jpg`). */
export const pictureName = ({ shape, color, variant }: VariedPicture, extension: 'svg' | 'jpg') =>
  `${shape}-${color.toLowerCase().replace(/[^a-z]+/g, '-')}-${variant}.${extension}`;

export function variedRows(count: number, seed = 2026): VariedRow[] {
  const random = seededRandom(seed);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const used = new Set<string>();
  const rows: VariedRow[] = [];
  for (let index = 0; index < count; index += 1) {
    const category = categories[index % categories.length]!;
    const material = pick(materials);
    let name = `${pick(nouns[category.slug]!)} ${material} ${pick(moods)}`;
    // Thousands of products outgrow the word list: a place, then a model number, keeps names unique.
    if (used.has(name)) name = `${name} ${pick(places)}`;
    if (used.has(name)) name = `${name} ${100 + index}`;
    used.add(name);
    const colors = [...new Set(Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(colorNames)))];
    const variant = Math.floor(random() * 3);
    // Most products are cheap, a few dear: 49,000 to 949,000 rupiah, skewed low.
    const price = Math.round(49 + random() * random() * 900) * 1000;
    const onSale = random() < 0.2;
    const stock = category.sizes.map((size) => `${size}=${random() < 0.2 ? 0 : Math.floor(random() * 25)}`).join(', ');
    const day = new Date(Date.UTC(2026, 10, 1) - Math.floor(random() * 730) * 86_400_000);
    rows.push({
      kode: `vs-${String(index + 1).padStart(6, '0')}`,
      nama: name,
      kategori: category.slug,
      harga: price,
      ...(onSale ? { harga_diskon: Math.max(1000, Math.round((price * (0.5 + random() * 0.4)) / 1000) * 1000) } : {}),
      deskripsi: `${pick(openings)} ${material.toLowerCase()} ${pick(qualities)} dari ${pick(places)}, ${pick(uses)}. Tersedia ${colors.length} warna.`,
      label: random() < 0.15 ? 'hadiah' : '',
      warna: colors,
      foto: colors.map((color) => ({ shape: shapes[category.slug]!, color, variant })),
      stok: stock,
      tanggal: day.toISOString().slice(0, 10),
    });
  }
  return rows;
}
