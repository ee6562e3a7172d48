import { buildLargeCatalog } from '../../../scripts/catalog/buildCatalog';
import type { SearchEntry } from '../../../src/features/catalog/split/splitTypes';
import { buildSearchIndex, isSearchIndexReady, prepareSearchIndex } from '../../../src/features/search/searchIndex';
import { searchProducts } from '../../../src/features/search/searchProducts';
import { entriesOf } from './ranking-test-utils';

const catalogue = (count: number): SearchEntry[] =>
  entriesOf(buildLargeCatalog(count).products.map((product) => ({ ...product, image: product.colorOptions[0]!.image })));

describe('building the search index in slices', () => {
  it('gives the same index as building it at once, and searching then uses it', async () => {
    const products = catalogue(1500);
    const preparing = prepareSearchIndex(products);
    expect(isSearchIndexReady(products)).toBe(false);
    const index = await preparing;
    expect(isSearchIndexReady(products)).toBe(true);

    const whole = buildSearchIndex(products);
    expect(index.names).toEqual(whole.names);
    expect(index.created).toEqual(whole.created);
    expect([...index.words.entries()]).toEqual([...whole.words.entries()]);
    expect(searchProducts(products, 'sepatu kulit').map((p) => p.slug)).toEqual(
      searchProducts([...products], 'sepatu kulit').map((p) => p.slug),
    );
  });

  it('yields between slices: a timer queued while it builds runs before it ends', async () => {
    const products = catalogue(3000);
    const order: string[] = [];
    const built = prepareSearchIndex(products).then(() => order.push('index'));
    setTimeout(() => order.push('keystroke'), 0);
    await built;
    expect(order).toEqual(['keystroke', 'index']);
  });

  it('builds once per catalogue, however many ask', async () => {
    const products = catalogue(200);
    const [a, b] = await Promise.all([prepareSearchIndex(products), prepareSearchIndex(products)]);
    expect(a).toBe(b);
    expect(await prepareSearchIndex(products)).toBe(a);
  });
});
