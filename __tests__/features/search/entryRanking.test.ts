import type { Catalog, Product } from '../../../src/features/catalog/catalogTypes';
import type { SearchEntry } from '../../../src/features/catalog/split/splitTypes';
import { normalize } from '../../../src/features/search/normalize';
import { searchProducts } from '../../../src/features/search/searchProducts';
import { variedCatalog } from '../../scripts/catalog/split/split-test-utils';
import { entriesOf, wholeProductRanking, shippedCatalog } from './ranking-test-utils';

// Typed by hand: whole words, word starts, inside words, accents and case, several words, none.
const written = ['sepatu', 'kanvas hitam', 'TAS anyam', 'kulit cokelat', 'hadiah', 'PIQUÉ', 'pique', 'Kulit', 'sneak', 'snea', 'anva', 'tas', 'rok', 'xyz', '42', 'seri 1', 'garut', 'adem', 'bandung', 'sepatu lari', 'Rajut  PUTIH', 'kain', '', '%%%'];

const wordsOf = (text: string) => normalize(text).split(' ').filter(Boolean);

/** Queries drawn from the catalogue itself, so every kind of match is met whatever its text. */
function drawnQueries(products: readonly Product[], step: number): string[] {
  const queries = new Set<string>();
  for (let at = 0; at < products.length; at += step) {
    const product = products[at]!;
    const elsewhere = new Set([product.name, product.category, ...product.colorOptions.map((c) => c.color), ...product.tags].flatMap(wordsOf));
    const onlyDescribed = wordsOf(product.description).filter((word) => !elsewhere.has(word));
    const [first = 'x', second = 'y'] = wordsOf(product.name);
    const described = onlyDescribed[at % Math.max(onlyDescribed.length, 1)];
    if (described) queries.add(described).add(`${first} ${described}`).add(described.toUpperCase()).add(described.slice(0, 4));
    queries.add(first.slice(0, 3)).add(second.slice(0, 4)).add(`${second} ${first}`);
    // Inside other words: where a description's whole word and a name's, colour's or
    // category's inner part score close, so any change of weight shows in the order.
    for (const word of [first, described ?? '', ...wordsOf(product.colorOptions[0]!.color), product.category]) {
      if (word.length > 5) queries.add(word.slice(1, 5)).add(word.slice(-4));
    }
    queries.add(product.colorOptions[0]!.color.toUpperCase());
  }
  return [...queries];
}

const slugs = (found: readonly (Product | SearchEntry)[]) => found.map((product) => product.slug);

describe.each([
  ['the shipped demo catalogue', shippedCatalog, 1],
  ['2,000 varied products', () => variedCatalog(2000), 40],
])('searching search.json of %s', (_name, make: () => Catalog, step) => {
  let products: Product[];
  let entries: SearchEntry[];
  beforeAll(() => {
    products = make().products;
    entries = entriesOf(products);
  });

  it('gives the same products in the same order as the whole catalogue gave', () => {
    const rankWholeProducts = wholeProductRanking(products);
    const queries = [...written, ...drawnQueries(products, step)];
    let found = 0;
    for (const query of queries) {
      const expected = slugs(rankWholeProducts(query));
      found += expected.length;
      expect({ query, found: slugs(searchProducts(entries, query)) }).toEqual({ query, found: expected });
      // The suggestions' short list keeps its best few as it goes instead of sorting all.
      expect({ query, top: slugs(searchProducts(entries, query, 6)) }).toEqual({ query, top: expected.slice(0, 6) });
    }
    // The queries do find things (a broken file would find nothing and still "agree").
    expect(found).toBeGreaterThan(queries.length * 3);
  });

  it('keeps a description word only where no other field has it, and finds the product by it', () => {
    const [product] = products;
    const entry = entries[0]!;
    const others = new Set([entry.name, entry.category, ...entry.colors, ...entry.tags].flatMap(wordsOf));
    expect(entry.words.split(' ').filter((word) => others.has(word))).toEqual([]);
    expect(new Set(entry.words.split(' ')).size).toBe(entry.words.split(' ').length);
    for (const word of entry.words.split(' ').filter(Boolean)) expect(slugs(searchProducts(entries, word))).toContain(product!.slug);
  });
});
