import { slugify } from '../buildCatalog';
import { slugPattern } from './cells';
import { categoryColumns as col } from './columns';
import { headerProblems } from './headers';
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
  problems.push(...headerProblems(sheet, Object.values(col), [col.name]));
  // Without the name column every row would be wrong: the header is what to mend.
  if (!sheet.headers.includes(col.name)) return { categories: [], problems };
  const categories: CategoryDraft[] = [];
  const rowOfSlug = new Map<string, number>();
  for (const { row, cells } of sheet.rows) {
    const at = (column: string, message: string) => problems.push({ file: sheet.file, row, column, message });
    const name = cells[col.name] ?? '';
    const slug = cells[col.slug] || slugify(name);
    if (!name) at(col.name, 'nama kategori kosong');
    else if (!slugPattern.test(slug)) at(col.slug, `alamat kategori '${slug}' hanya boleh huruf kecil, angka dan tanda hubung`);
    else if (rowOfSlug.has(slug)) at(col.slug, `alamat kategori '${slug}' sudah dipakai di baris ${rowOfSlug.get(slug)}; setiap kategori perlu alamat sendiri`);
    else {
      rowOfSlug.set(slug, row);
      categories.push({ slug, name, description: cells[col.description] ?? '' });
    }
  }
  if (!categories.length && !problems.length) problems.push({ file: sheet.file, message: 'belum ada kategori' });
  return { categories, problems };
}
