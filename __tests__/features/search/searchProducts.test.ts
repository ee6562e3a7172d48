import { normalize, queryTokens } from '../../../src/features/search/normalize';
import { searchProducts } from '../../../src/features/search/searchProducts';
import { searchFile } from '../../../scripts/catalog/split/searchFile';
import { readSearchFile } from '../../../src/features/catalog/split/searchReader';
import type { SearchFile } from '../../../src/features/catalog/split/splitTypes';
import { makeProduct, products } from '../catalog/catalog-test-utils';
import { entriesOf } from './ranking-test-utils';

// search.json of these products, as the shop reads it.
const catalogue = entriesOf([
  makeProduct({ slug: 'kaus-polo', name: 'Kaus Polo Piqué', category: 'atasan', description: 'Katun piqué dengan kerah rapi.', createdAt: '2025-01-01' }),
  makeProduct({ slug: 'sneakers-kanvas-putih', name: 'Sneakers Kanvas Putih', description: 'Kanvas tebal.', createdAt: '2025-02-01' }),
  makeProduct({ slug: 'tote-kanvas', name: 'Tote Bag', category: 'tas', description: 'Tas dari kanvas tebal untuk belanja.', createdAt: '2025-03-01' }),
  makeProduct({ slug: 'sepatu-kanvas-hitam', name: 'Sepatu Hitam Kanvas', createdAt: '2025-04-01' }),
  makeProduct({ slug: 'ransel', name: 'Ransel Harian', category: 'tas', description: 'Muat laptop.', tags: ['hadiah'], createdAt: '2025-05-01' }),
]);

const search = (query: string) => searchProducts(catalogue, query).map((product) => product.slug);

describe('normalize', () => {
  it('lowercases, strips accents and punctuation', () => {
    expect(normalize('  Kaus  POLO-Piqué!! ')).toBe('kaus polo pique');
    expect(normalize('Sepatu Kanvas 42')).toBe('sepatu kanvas 42');
    expect(normalize('İzmir ŞAL')).toBe('izmir sal');
    expect(queryTokens('kanvas Kanvas putih')).toEqual(['kanvas', 'putih']);
  });
});

describe('searchProducts', () => {
  it('ignores case and accents', () => {
    expect(search('PIQUE')).toEqual(['kaus-polo']);
    expect(search('piqué')).toEqual(['kaus-polo']);
  });

  it('ignores word order but needs every word', () => {
    expect(search('putih sneakers')).toEqual(['sneakers-kanvas-putih']);
    expect(search('sneakers kulit')).toEqual([]);
    // Each word matches some product, but no product has both.
    expect(search('polo ransel')).toEqual([]);
  });

  it('ranks a match in the name above one in the description', () => {
    const results = search('kanvas');
    expect(results.slice(0, 2).sort()).toEqual(['sepatu-kanvas-hitam', 'sneakers-kanvas-putih']);
    expect(results.at(-1)).toBe('tote-kanvas');
  });

  it('prefers the words in the order typed when both orders match', () => {
    expect(search('kanvas hitam')[0]).toBe('sepatu-kanvas-hitam');
    expect(search('sepatu hitam')[0]).toBe('sepatu-kanvas-hitam');
  });

  it('finds word starts, categories, colors and tags', () => {
    expect(search('sneak')).toEqual(['sneakers-kanvas-putih']);
    expect(search('tas')).toEqual(['ransel', 'tote-kanvas']);
    expect(search('hadiah')).toEqual(['ransel']);
    expect(search('Putih').length).toBe(catalogue.length);
  });

  it('returns nothing for empty or symbol-only queries and never throws on hostile text', () => {
    expect(search('')).toEqual([]);
    expect(search('   %%% ')).toEqual([]);
    for (const hostile of ['<script>alert(1)</script>', '%', '👟'.repeat(100), 'a'.repeat(500), '\\', '(.*)+', '%E0%A4%A']) {
      expect(() => search(hostile)).not.toThrow();
    }
    expect(search('<script>')).toEqual([]);
  });

  it('limits the number of results when asked, to the first of the whole ranking', () => {
    expect(searchProducts(catalogue, 'putih', 2)).toHaveLength(2);
    // The best few are kept as hits come; one that cannot reach them is not looked at closely.
    for (const query of ['putih', 'kanvas', 'tas', 'k', 'sepatu hitam']) {
      const whole = search(query);
      for (const limit of [1, 2, 3]) expect(searchProducts(catalogue, query, limit).map((product) => product.slug)).toEqual(whole.slice(0, limit));
    }
  });

  it('lets a newer hit that only ties with the last of the best few with its bonus in', () => {
    // 'kulit' in the name is 100 and inside the name's phrase +50: 150. The start of a name's
    // word is 70, and the phrase at the name's start +80: 150 too, and the newer wins the tie.
    const tied = entriesOf([
      makeProduct({ slug: 'sepatu-kulit', name: 'Sepatu Kulit', createdAt: '2025-01-01' }),
      makeProduct({ slug: 'kulitan-rajut', name: 'Kulitan Rajut', createdAt: '2025-06-01' }),
    ]);
    const whole = searchProducts(tied, 'kulit').map((product) => product.slug);
    expect(whole).toEqual(['kulitan-rajut', 'sepatu-kulit']);
    expect(searchProducts(tied, 'kulit', 1).map((product) => product.slug)).toEqual(['kulitan-rajut']);
  });

  it('answers text typed again as it did the first time, whatever was asked between', () => {
    // Each key asks the whole text again, and the words before the last are kept scored.
    const typed = ['ka', 'kan', 'kanvas', 'kanvas h', 'kanvas hitam', 'k', 'ta', 'tas', 'tas kanvas', 'pu', 'putih', 'sepatu', 'sn', 'hadiah', 'polo', 'kanvas'];
    const first = typed.map(search);
    for (const round of [1, 2]) expect([round, typed.map(search)]).toEqual([round, first]);
    // The same words in a catalogue read afresh (no word kept from before).
    const fresh = [...catalogue];
    expect(typed.map((query) => searchProducts(fresh, query).map((product) => product.slug))).toEqual(first);
  });
});

describe('search.json from a build before its soldOut column', () => {
  it('is still read and searched, its cards never saying "Stok habis"', () => {
    const { soldOut: _dropped, ...older } = JSON.parse(JSON.stringify(searchFile(products))) as SearchFile;
    const entries = readSearchFile(older, 'http://localhost/catalog/v/abc/search.json');
    expect(searchProducts(entries, 'boots').map((entry) => [entry.slug, entry.soldOut])).toEqual([['boots-suede', false]]);
  });
});
