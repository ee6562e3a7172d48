import { slugify } from '../buildCatalog';
import { slugPattern } from './cells';
import { categoryColumns as col } from './columns';
import type { Problem } from './problems';
import type { Sheet } from './readSheet';

export interface CategoryDraft {
  slug: string;
  name: string;
  description: string;
}

/** kategori.csv: one row per category, in the order the shop shows them. */
export function categoriesFromSheet(sheet: Sheet): { categories: CategoryDraft[]; problems: Problem[] } {
  const problems: Problem[] = [];
  if (!sheet.headers.includes(col.name)) problems.push({ file: sheet.file, row: 1, column: col.name, message: `kolom '${col.name}' tidak ada di baris judul` });
  const categories: CategoryDraft[] = [];
  const rowOfSlug = new Map<string, number>();
  for (const { row, cells } of sheet.rows) {
    const at = (column: string, message: string) => problems.push({ file: sheet.file, row, column, message });
    const name = cells[col.name] ?? '';
    const slug = cells[col.slug] || slugify(name);
    if (!name) at(col.name, 'nama kategori kosong');
    else if (!slugPattern.test(slug)) at(col.slug, `slug '${slug}' hanya boleh huruf kecil, angka dan tanda hubung`);
    else if (rowOfSlug.has(slug)) at(col.slug, `slug '${slug}' sudah dipakai di baris ${rowOfSlug.get(slug)}`);
    else {
      rowOfSlug.set(slug, row);
      categories.push({ slug, name, description: cells[col.description] ?? '' });
    }
  }
  if (!categories.length && !problems.length) problems.push({ file: sheet.file, message: 'belum ada kategori' });
  return { categories, problems };
}
