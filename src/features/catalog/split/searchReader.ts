import type { FileReader } from './splitFiles';
import { assetsAt, checked } from './splitReaders';
import { searchEntries } from './searchColumns';
import { searchFileSchema } from './searchFileSchema';
import type { SearchEntry } from './splitTypes';

/** search.json's reader (splitReaders.ts has the why), in the search's chunks only. */
export const readSearchFile: FileReader<SearchEntry[]> = (json, url) => {
  const file = checked(searchFileSchema, json, url);
  // In the column, before the entries are made: a copy of 50,000 entries to change one field
  // took longer than making them.
  const image = assetsAt(url).image;
  return searchEntries({ ...file, image: file.image.map((path) => image(path)), soldOut: file.soldOut ?? file.id.map(() => false) });
};
