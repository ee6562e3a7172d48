import fc from 'fast-check';
import * as v from 'valibot';
import { toCard } from '../../../../scripts/catalog/split/cards';
import type { Catalog, Product } from '../../../../src/features/catalog/catalogTypes';
import { applyFilters, type ProductFilters } from '../../../../src/features/catalog/filters';
import { priceRangePresets } from '../../../../src/features/catalog/priceRanges';
import { sortKeys } from '../../../../src/features/catalog/sorting';
import { cardAt, decodePositions, encodePositions, filteredPositions } from '../../../../src/features/catalog/split/filterIndex';
import { searchEntries } from '../../../../src/features/catalog/split/searchColumns';
import { splitPaths } from '../../../../src/features/catalog/split/splitPaths';
import { filterIndexSchema } from '../../../../src/features/catalog/split/pageSchemas';
import { searchFileSchema } from '../../../../src/features/catalog/split/searchFileSchema';
import type { ListingFilterIndex, ListingPage, SearchFile } from '../../../../src/features/catalog/split/splitTypes';
import { isSoldOut } from '../../../../src/features/catalog/stock';
import { demoCatalog, readSplit, variedCatalog } from './split-test-utils';

it('writes positions as gaps and reads them back', () => {
  fc.assert(
    fc.property(fc.uniqueArray(fc.nat(100_000)), (positions) => {
      const ascending = [...positions].sort((a, b) => a - b);
      expect(decodePositions(encodePositions(ascending))).toEqual(ascending);
    }),
  );
});

describe.each([
  ['the demo catalogue', demoCatalog, 200],
  ['5,000 products', () => variedCatalog(5000), 25],
])('filtering and searching %s from the split alone', (_name, make, runs) => {
  let catalog: Catalog;
  let split: ReturnType<typeof readSplit>;
  beforeAll(() => {
    catalog = make();
    split = readSplit(catalog);
  });

  it('finds with the filter file the same products, in the same order, as the app filters the whole catalogue', () => {
    const categories = catalog.categories.map((c) => c.slug);
    const sizes = [...new Set(catalog.products.flatMap((p) => p.sizes.map((s) => s.size)))];
    const colors = [...new Set(catalog.products.flatMap((p) => p.colorOptions.map((c) => c.color)))];
    const filters = fc.record({
      sizes: fc.subarray(sizes, { maxLength: 3 }),
      colors: fc.subarray(colors, { maxLength: 3 }),
      price: fc.option(fc.constantFrom(...priceRangePresets), { nil: null }),
      sort: fc.constantFrom(...sortKeys),
    });
    fc.assert(
      fc.property(fc.constantFrom(...categories, 'diskon', 'hadiah'), filters, (listing, chosen: ProductFilters) => {
        const name = listing === 'diskon' || listing === 'hadiah' ? listing : `kategori/${listing}`;
        const index = split.read<ListingFilterIndex>(splitPaths.listingFilter(name));
        expect(v.safeParse(filterIndexSchema, index).issues).toBeUndefined();
        const found = filteredPositions(index, chosen).map((position) => {
          const { page, slot } = cardAt(position);
          return split.read<ListingPage>(splitPaths.listingPage(name, 'terbaru', page)).products[slot]!;
        });
        const all = (p: Product) => (listing === 'diskon' ? p.salePrice !== undefined : listing === 'hadiah' ? p.tags.includes('hadiah') : p.category === listing);
        expect(found).toEqual(applyFilters(catalog.products.filter(all), chosen).map(toCard));
      }),
      { numRuns: runs },
    );
  });

  it('writes search.json the app accepts, and refuses one whose columns disagree', () => {
    const file = split.read<SearchFile>(splitPaths.search);
    expect(v.safeParse(searchFileSchema, file).issues).toBeUndefined();
    expect(v.safeParse(searchFileSchema, { ...file, words: file.words.slice(1) }).success).toBe(false);
    expect(searchEntries(file).map((entry) => [entry.slug, entry.soldOut])).toEqual(catalog.products.map((p) => [p.slug, isSoldOut(p)]));
    // That every query ranks as on the whole catalogue: __tests__/features/search/entryRanking.test.ts.
  });
});
