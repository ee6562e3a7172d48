import { distance } from 'fastest-levenshtein';
import { slugify, type ProductFile } from '../buildCatalog';
import { cellTooLong } from './cellLimits';
import { readDate, readGrams, readList, readRupiah, readSizes, slugPattern, type Read } from './cells';
import type { CategoryDraft } from './categoryRows';
import { hexPattern, readColorItem, swatchOf } from './colorSwatches';
import { productColumns as col, requiredProductColumns } from './columns';
import { CROPS, DEFAULT_CROP, type Crop } from './photoSquare';
import { headerProblems } from './headers';
import type { Problem } from './problems';
import type { Sheet } from './readSheet';

/** A product as the sheet describes it; its photos are still file names in the photo folder. */
export type ProductDraft = Omit<ProductFile, 'colorOptions'> & {
  row: number;
  colors: { color: string; hex?: string; photo: string; crop: Crop }[];
};

/**
 * A category the sheet names but kategori.csv lacks: the owner's own category names, each with
 * its address, and the nearest one if it looks like a typo.
 */
function unknownCategory(typed: string, categories: CategoryDraft[]): string {
  const folded = typed.toLowerCase();
  const near = categories
    .map((category) => ({ category, off: Math.min(distance(folded, category.name.toLowerCase()), distance(folded, category.slug)) }))
    .filter(({ off }) => off <= Math.max(1, Math.floor(folded.length / 4)))
    .sort((a, b) => a.off - b.off)[0]?.category;
  const listed = categories.map(({ name, slug }) => `'${name}' (/kategori/${slug})`).join(', ');
  return `kategori '${typed}' tidak ada di kategori.csv${near ? `; mungkin maksudnya '${near.name}'?` : ''} (ada: ${listed})`;
}

/**
 * produk.csv: one row per product. Colors, their hex codes and their photos are lists in the
 * same order (`Putih, Hitam` with `putih.jpg, hitam.jpg`); stock is by size (`39=4, 40=0`).
 * Every problem is collected, so the owner fixes the whole sheet in one go.
 */
export function productsFromSheet(sheet: Sheet, categories: CategoryDraft[], today: string): { products: ProductDraft[]; problems: Problem[] } {
  const problems = headerProblems(sheet, Object.values(col), requiredProductColumns);
  // Without a required column every row would be wrong: the header is what to mend.
  if (requiredProductColumns.some((column) => !sheet.headers.includes(column))) return { products: [], problems };

  const categoryOf = new Map<string, string>();
  for (const category of categories) {
    categoryOf.set(category.slug, category.slug);
    categoryOf.set(category.name.toLowerCase(), category.slug);
  }
  const rowOfSlug = new Map<string, number>();
  const rowOfId = new Map<string, number>();
  const products: ProductDraft[] = [];

  for (const { row, cells } of sheet.rows) {
    const before = problems.length;
    const at = (column: string, message: string) => problems.push({ file: sheet.file, row, column, message });
    const get = (column: string) => cells[column] ?? '';
    function read<T>(column: string, result: Read<T>): T | undefined {
      if ('error' in result) at(column, result.error);
      return 'value' in result ? result.value : undefined;
    }

    // A cell over its length is named once and the row read no further: its other checks would
    // only quote the same giant text back.
    const tooLong = Object.entries(cells).flatMap(([column, text]) => {
      const message = cellTooLong(column, text ?? '');
      return message ? [{ column, message }] : [];
    });
    if (tooLong.length > 0) {
      for (const { column, message } of tooLong) at(column, message);
      continue;
    }

    const name = get(col.name);
    if (!name) at(col.name, 'nama produk kosong');
    const slug = get(col.slug) || slugify(name);
    // Without a slug cell the slug comes from the name, so that is the cell to change.
    const slugColumn = get(col.slug) ? col.slug : col.name;
    if (name && !slugPattern.test(slug)) at(slugColumn, `alamat produk '${slug}' hanya boleh huruf kecil, angka dan tanda hubung`);
    else if (rowOfSlug.has(slug)) at(slugColumn, `alamat produk '${slug}' sama dengan produk di baris ${rowOfSlug.get(slug)}; setiap produk perlu alamat sendiri (isi kolom 'slug' dengan alamat lain)`);
    const id = get(col.id) || slug;
    if (get(col.id) && rowOfId.has(id)) at(col.id, `kode '${id}' sudah dipakai di baris ${rowOfId.get(id)}`);
    // Remembered even when the row has other problems, so a later duplicate is still named.
    if (!rowOfSlug.has(slug)) rowOfSlug.set(slug, row);
    if (!rowOfId.has(id)) rowOfId.set(id, row);

    const category = categoryOf.get(get(col.category).toLowerCase());
    if (!get(col.category)) at(col.category, 'kategori kosong');
    // With no category read, kategori.csv's own problem is the one to mend first.
    else if (!category && categories.length) at(col.category, unknownCategory(get(col.category), categories));

    const price = get(col.price) ? read(col.price, readRupiah(get(col.price))) : (at(col.price, 'harga kosong'), undefined);
    const salePrice = get(col.salePrice) ? read(col.salePrice, readRupiah(get(col.salePrice))) : undefined;
    if (price !== undefined && salePrice !== undefined && salePrice >= price) {
      at(col.salePrice, `harga diskon ${salePrice} harus lebih kecil dari harga ${price}`);
    }

    // `Mocca #A47551`: a name, and her own swatch code after it if she writes one.
    const colorItems = readList(get(col.colors)).map(readColorItem);
    for (const item of colorItems) if ('error' in item) at(col.colors, item.error);
    const colors = colorItems.map((item) => ('error' in item ? '' : item.color));
    const ownHexes = colorItems.map((item) => ('hex' in item ? item.hex : undefined));
    const photos = readList(get(col.photos));
    const hexes = readList(get(col.hex));
    if (!colors.length) at(col.colors, 'paling sedikit satu warna');
    if (colors.length && photos.length !== colors.length) at(col.photos, `${photos.length} foto untuk ${colors.length} warna: tulis satu foto per warna, urutannya sama`);
    if (hexes.length && hexes.length !== colors.length) at(col.hex, `${hexes.length} kode hex untuk ${colors.length} warna`);
    for (const hex of hexes) if (!hexPattern.test(hex)) at(col.hex, `'${hex}' bukan kode warna (contoh: #1a2b3c)`);
    const crops = readList(get(col.crop)).map((crop) => crop.toLowerCase());
    // One word for all the row's photos, or one per photo in the same order.
    if (crops.length > 1 && crops.length !== photos.length) at(col.crop, `${crops.length} pilihan potong untuk ${photos.length} foto: tulis satu untuk semua, atau satu per foto`);
    for (const crop of crops) if (!(CROPS as readonly string[]).includes(crop)) at(col.crop, `'${crop}' bukan pilihan potong: tulis ${CROPS.map((c) => `'${c}'`).join(', ')} (kosong = 'pas', seluruh foto)`);

    const sizes = read(col.sizes, readSizes(get(col.sizes)));
    // Empty: the shop's berat_default (toko.csv) weighs it at the checkout.
    const weight = get(col.weight) ? read(col.weight, readGrams(get(col.weight))) : undefined;
    const createdAt = get(col.createdAt) ? read(col.createdAt, readDate(get(col.createdAt))) : today;

    if (problems.length > before) continue;
    products.push({
      row,
      id,
      slug,
      name,
      category: category!,
      description: get(col.description),
      price: price!,
      ...(salePrice !== undefined ? { salePrice } : {}),
      tags: readList(get(col.tags)).map((tag) => tag.toLowerCase()),
      colors: colors.map((color, index) => {
        // The sheet's own code first (the hex column, or after the name); without one, a common colour name's swatch (colorSwatches.ts).
        const hex = hexes[index] || ownHexes[index] || swatchOf(color);
        const crop = (crops.length > 1 ? crops[index] : crops[0]) ?? DEFAULT_CROP;
        return { color, ...(hex ? { hex } : {}), photo: photos[index]!, crop: crop as Crop };
      }),
      sizes: sizes!,
      ...(weight !== undefined ? { weight } : {}),
      createdAt: createdAt!,
    });
  }
  return { products, problems };
}
