import type { SearchEntry, SearchFile } from './splitTypes';

/** Entries -> search.json's columns. */
export function toSearchColumns(entries: readonly SearchEntry[]): SearchFile {
  const column = <K extends keyof SearchEntry>(key: K) => entries.map((entry) => entry[key]);
  return {
    id: column('id'),
    slug: column('slug'),
    name: column('name'),
    category: column('category'),
    colors: column('colors'),
    tags: column('tags'),
    words: column('words'),
    price: column('price'),
    salePrice: entries.map((entry) => entry.salePrice ?? null),
    image: column('image'),
    soldOut: column('soldOut'),
    createdAt: column('createdAt'),
  };
}

/** search.json's columns -> one entry per product, in catalogue order. */
export function searchEntries(file: SearchFile): SearchEntry[] {
  return file.id.map((id, i) => {
    const salePrice = file.salePrice[i];
    return {
      id,
      slug: file.slug[i]!,
      name: file.name[i]!,
      category: file.category[i]!,
      colors: file.colors[i]!,
      tags: file.tags[i]!,
      words: file.words[i]!,
      price: file.price[i]!,
      ...(salePrice !== null && salePrice !== undefined ? { salePrice } : {}),
      image: file.image[i]!,
      soldOut: file.soldOut[i]!,
      createdAt: file.createdAt[i]!,
    };
  });
}
