import { splitCatalog } from '../../../../scripts/catalog/split/splitCatalog';
import { productFileHref, withProductPreload } from '../../../../scripts/build/productPreload';
import { GIFT_TAG, type Catalog } from '../../../../src/features/catalog/catalogTypes';
import { isOnSale } from '../../../../src/features/catalog/pricing';
import { sortProducts } from '../../../../src/features/catalog/sorting';
import { listingNames, MANIFEST_FILE, productBucket, splitFileUrl, splitPaths, type LocatedSplit } from '../../../../src/features/catalog/split/splitPaths';
import type { SplitManifest } from '../../../../src/features/catalog/split/splitTypes';
import { variedCatalog } from './split-test-utils';

const manifestOf = (split: ReturnType<typeof splitCatalog>) => JSON.parse(split.files.get(MANIFEST_FILE)!) as SplitManifest;

/** Every group's folder name, by what the group is. */
function folders(manifest: SplitManifest): Map<string, string> {
  const { products, ...single } = manifest.groups;
  return new Map([
    ...Object.entries(single).map(([group, hash]): [string, string] => [group, hash!]),
    ...products.map((hash, bucket): [string, string] => [`products:${bucket}`, hash]),
    ...Object.entries(manifest.listings).map(([listing, { hash }]): [string, string] => [`list:${listing}`, hash]),
  ]);
}

describe('the split in groups, each in a folder named by its own files', () => {
  const catalog = variedCatalog(1200);
  const before = splitCatalog(catalog);
  const manifest = manifestOf(before);

  // An old product, not on sale, not a gift, not its category's first (the home page's tile): its
  // price shows on its own page, its category's pages and in search.json, nowhere else.
  const newest = sortProducts(catalog.products, 'terbaru');
  const quiet = [...newest].reverse().find((p) => !isOnSale(p) && !p.tags.includes(GIFT_TAG) && catalog.products.find((q) => q.category === p.category) !== p)!;
  const repriced: Catalog = { ...catalog, products: catalog.products.map((p) => (p === quiet ? { ...p, price: p.price + 1000 } : p)) };
  const after = splitCatalog(repriced);

  it('names a bucket per ~128 products, a power of two, and keeps the version as the hash of everything', () => {
    expect(manifest.groups.products).toHaveLength(16);
    expect(manifest.version).toMatch(/^[0-9a-f]{12}$/);
    expect(after.version).not.toBe(before.version);
  });

  it('a price change renames only the product\'s bucket, the lists that show it and search.json', () => {
    const old = folders(manifest);
    const changed = [...folders(manifestOf(after))].filter(([group, hash]) => old.get(group) !== hash).map(([group]) => group);
    expect(changed.sort()).toEqual([`list:${listingNames.category(quiet.category)}`, `products:${productBucket(quiet.slug, 16)}`, 'search']);
  });

  it('changes the files of those groups and no other file', () => {
    const changedFiles = [...after.files].filter(([file, text]) => before.files.get(file) !== text).map(([file]) => file);
    const oldManifest = folders(manifest);
    const renamed = new Set([oldManifest.get(`list:${listingNames.category(quiet.category)}`), oldManifest.get(`products:${productBucket(quiet.slug, 16)}`), oldManifest.get('search')]);
    const newManifest = folders(manifestOf(after));
    const renamedTo = new Set([newManifest.get(`list:${listingNames.category(quiet.category)}`), newManifest.get(`products:${productBucket(quiet.slug, 16)}`), newManifest.get('search')]);
    for (const file of changedFiles) if (file !== MANIFEST_FILE) expect(renamedTo.has(file.split('/')[1])).toBe(true);
    const bucketSize = catalog.products.filter((p) => productBucket(p.slug, 16) === productBucket(quiet.slug, 16)).length;
    // Far fewer than the ~1,500 files of the whole split; the unchanged groups' files keep their names.
    expect(changedFiles.length).toBeLessThan(bucketSize + 200);
    const kept = [...before.files.keys()].filter((file) => file !== MANIFEST_FILE && !renamed.has(file.split('/')[1]));
    for (const file of kept) expect(after.files.get(file)).toBe(before.files.get(file));
  });

  it('gives the same names to the same catalogue', () => {
    expect(splitCatalog(variedCatalog(1200)).files).toEqual(before.files);
  });
});

describe('splitFileUrl', () => {
  const manifest: LocatedSplit = {
    url: 'https://toko.example/catalog/manifest.json',
    groups: { home: 'a1a1a1a1a1', search: 'b2b2b2b2b2', ids: 'c3c3c3c3c3', more: 'd4d4d4d4d4', products: ['e0e0e0e0e0', 'e1e1e1e1e1', 'e2e2e2e2e2', 'e3e3e3e3e3'] },
    listings: { 'kategori/sepatu': { hash: 'f5f5f5f5f5' }, 'hadiah/harga-0-100000': { hash: 'f6f6f6f6f6' } },
  };
  const at = (path: string) => splitFileUrl(manifest, path).replace('https://toko.example/catalog/', '');

  it("finds each file's folder from its path", () => {
    expect(at(splitPaths.home)).toBe('v/a1a1a1a1a1/home.json');
    expect(at(splitPaths.search)).toBe('v/b2b2b2b2b2/search.json');
    expect(at(splitPaths.idBucket(3))).toBe('v/c3c3c3c3c3/ids/3.json');
    expect(at(splitPaths.ongkir('32'))).toBe('v/d4d4d4d4d4/ongkir/32.json');
    expect(at(splitPaths.listingPage('kategori/sepatu', 'termurah', 2))).toBe('v/f5f5f5f5f5/list/kategori/sepatu/termurah-2.json');
    expect(at(splitPaths.listingFilter('hadiah/harga-0-100000'))).toBe('v/f6f6f6f6f6/list/hadiah/harga-0-100000/filter.json');
    const slug = 'sneakers-kanvas-klasik';
    expect(at(splitPaths.product(slug))).toBe(`v/${manifest.groups.products[productBucket(slug, 4)]}/produk/${slug}.json`);
  });

  it('sends a file of a group the manifest lacks to a folder no build writes (a 404, as a missing file)', () => {
    expect(at(splitPaths.listingPage('kategori/topi', 'terbaru', 1))).toBe('v/0/list/kategori/topi/terbaru-1.json');
    expect(at(splitPaths.listingPage('__proto__', 'terbaru', 1))).toBe('v/0/list/__proto__/terbaru-1.json');
    const { more: _none, ...withoutRates } = manifest.groups;
    expect(splitFileUrl({ ...manifest, groups: withoutRates }, splitPaths.ongkir('32'))).toBe('https://toko.example/catalog/v/0/ongkir/32.json');
  });

  it('resolves against a catalogue on another origin', () => {
    expect(splitFileUrl({ ...manifest, url: 'https://cdn.example/toko/manifest.json' }, splitPaths.home)).toBe('https://cdn.example/toko/v/a1a1a1a1a1/home.json');
  });
});

describe("a product page's preload of its own file", () => {
  const split = splitCatalog(variedCatalog(40));
  const manifest = manifestOf(split);
  const slug = variedCatalog(40).products[7]!.slug;
  const template = '<!doctype html><html lang="id"><head><meta charset="utf-8"><title>x</title></head><body><div id="root"></div></body></html>';

  it('names the URL the app fetches, for the shipped catalogue and for one on a bucket', () => {
    const href = productFileHref(manifest, '/catalog/', slug);
    expect(new URL(href, 'https://toko.example/').href).toBe(splitFileUrl({ ...manifest, url: 'https://toko.example/catalog/manifest.json' }, splitPaths.product(slug)));
    expect(split.files.has(href.slice('/catalog/'.length))).toBe(true);
    expect(productFileHref(manifest, 'https://cdn.example/toko', slug)).toBe(splitFileUrl({ ...manifest, url: 'https://cdn.example/toko/manifest.json' }, splitPaths.product(slug)));
  });

  it('adds the link early in <head>, after the charset and the page\'s policy, and marks <html> as the inline script does', () => {
    const page = withProductPreload(template, '/catalog/v/abc/produk/a.json');
    expect(page).toContain('<html lang="id" data-catalog-preloaded><head><meta charset="utf-8"><link rel="preload" as="fetch" crossorigin="anonymous" href="/catalog/v/abc/produk/a.json"><title>');
    const document = new DOMParser().parseFromString(page, 'text/html');
    expect(document.documentElement.hasAttribute('data-catalog-preloaded')).toBe(true);
    expect(withProductPreload(page, '/x').match(/data-catalog-preloaded/g)).toHaveLength(1);
    const withPolicy = template.replace('<meta charset="utf-8">', `<meta charset=utf-8><meta http-equiv="Content-Security-Policy" content="default-src 'none'">`);
    expect(withProductPreload(withPolicy, '/p.json')).toContain(`content="default-src 'none'"><link rel="preload" as="fetch" crossorigin="anonymous" href="/p.json">`);
  });
});
