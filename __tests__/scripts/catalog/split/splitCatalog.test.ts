import * as v from 'valibot';
import { toCard } from '../../../../scripts/catalog/split/cards';
import type { Catalog, Product } from '../../../../src/features/catalog/catalogTypes';
import { facets } from '../../../../src/features/catalog/facets';
import { applyFilters } from '../../../../src/features/catalog/filters';
import { biggestDiscounts, giftIdeas, largestDiscount, newArrivals } from '../../../../src/features/catalog/homeSelections';
import { inPriceRange, priceRangeKey, priceRangePresets } from '../../../../src/features/catalog/priceRanges';
import { effectivePrice, isOnSale } from '../../../../src/features/catalog/pricing';
import { relatedProducts } from '../../../../src/features/catalog/related';
import { sortKeys } from '../../../../src/features/catalog/sorting';
import { idBucket, listingNames, MANIFEST_FILE, splitFilePath, splitPaths } from '../../../../src/features/catalog/split/splitPaths';
import { idBucketSchema, listingPageSchema, productFileSchema } from '../../../../src/features/catalog/split/pageSchemas';
import { homeFileSchema, manifestSchema } from '../../../../src/features/catalog/split/splitSchema';
import { LISTING_PAGE_SIZE, type HomeFile, type IdBucketFile, type ListingPage, type ProductFileData } from '../../../../src/features/catalog/split/splitTypes';
import { demoCatalog, readSplit, variedCatalog } from './split-test-utils';

// What each page lists today, written out here from the pages (CategoryPage, OnSalePage,
// GiftPage and its budget links), not taken from the split's own listingsOf().
function expectedListings(catalog: Catalog): Map<string, Product[]> {
  const gifts = catalog.products.filter((p) => p.tags.includes('hadiah'));
  return new Map([
    ...catalog.categories.map((c): [string, Product[]] => [`kategori/${c.slug}`, catalog.products.filter((p) => p.category === c.slug)]),
    ['diskon', catalog.products.filter(isOnSale)],
    ['hadiah', gifts],
    ...priceRangePresets.map((range): [string, Product[]] => [listingNames.giftBudget(priceRangeKey(range)), gifts.filter((p) => inPriceRange(effectivePrice(p), range))]),
  ]);
}

describe.each([
  ['the demo catalogue (66 products)', demoCatalog],
  ['a generated shop of 5,000 products', () => variedCatalog(5000)],
])('the split of %s', (_name, make) => {
  let catalog: Catalog;
  let split: ReturnType<typeof readSplit>;
  let expected: Map<string, Product[]>;
  beforeAll(() => {
    catalog = make();
    split = readSplit(catalog);
    expected = expectedListings(catalog);
  });

  /** A listing's products in one sort order, its pages read one after another. */
  const pagesOf = (listing: string, sort: (typeof sortKeys)[number]) => {
    const pages: ListingPage[] = [];
    for (let page = 1; page <= split.manifest.listings[listing]!.pages; page += 1) pages.push(split.read(splitPaths.listingPage(listing, sort, page)));
    return pages;
  };

  it('has a manifest the app accepts, naming every listing with its count, pages and filter choices', () => {
    expect(v.safeParse(manifestSchema, split.manifest).issues).toBeUndefined();
    expect(split.manifest).toMatchObject({ version: split.version, pageSize: LISTING_PAGE_SIZE, productCount: catalog.products.length, categories: catalog.categories });
    expect(Object.keys(split.manifest.listings).sort()).toEqual([...expected.keys()].sort());
    for (const [listing, products] of expected) {
      const { sizes, colors } = facets(products);
      expect(split.manifest.listings[listing]).toEqual({ total: products.length, pages: Math.ceil(products.length / LISTING_PAGE_SIZE), sizes, colors, hash: expect.stringMatching(/^[0-9a-f]{10}$/) });
    }
  });

  it('lists every product in exactly the listings it belongs to, once per sort order', () => {
    for (const [listing, products] of expected) {
      for (const sort of sortKeys) {
        const slugs = pagesOf(listing, sort).flatMap((page) => page.products.map((card) => card.slug));
        expect(slugs.sort()).toEqual(products.map((p) => p.slug).sort());
      }
    }
  });

  it('orders each listing as the app sorts it today, in every sort order, in pages of 24 but the last', () => {
    for (const [listing, products] of expected) {
      for (const sort of sortKeys) {
        const pages = pagesOf(listing, sort);
        const want = applyFilters(products, { sizes: [], colors: [], price: null, sort });
        expect(pages.flatMap((page) => page.products)).toEqual(want.map(toCard));
        pages.forEach((page, i) => {
          expect(v.safeParse(listingPageSchema, page).issues).toBeUndefined();
          expect(page).toMatchObject({ listing, sort, page: i + 1 });
          expect(page.products.length).toBe(i < pages.length - 1 ? LISTING_PAGE_SIZE : products.length - LISTING_PAGE_SIZE * i);
        });
        // No page past the last.
        expect(split.has(splitPaths.listingPage(listing, sort, pages.length + 1))).toBe(false);
      }
    }
  });

  it('gives each product a file with all the product page shows, its related products, and a way in from its id', () => {
    // relatedProducts() sorts the whole catalogue per product: every product at 66, 1 in 100 at 5,000.
    const step = Math.ceil(catalog.products.length / 100);
    catalog.products.forEach((product, index) => {
      const file = split.read<ProductFileData>(splitPaths.product(product.slug));
      const checked = v.safeParse(productFileSchema, file);
      expect(checked.issues).toBeUndefined();
      const { image: _image, photo: _photo, ...asWritten } = product;
      expect(file.product).toEqual(asWritten);
      if (index % step === 0) expect(file.related).toEqual(relatedProducts(catalog.products, product).map(toCard));
      const bucket = split.read<IdBucketFile>(splitPaths.idBucket(idBucket(product.id, split.manifest.idBuckets)));
      expect(bucket).toContainEqual([String(product.id), product.slug]);
    });
  });

  it('puts the home page’s three bands and the tiles’ pictures in one small file', () => {
    const home = split.read<HomeFile>(splitPaths.home);
    expect(v.safeParse(homeFileSchema, home).issues).toBeUndefined();
    expect(home).toEqual({
      fresh: newArrivals(catalog.products).map(toCard),
      sale: biggestDiscounts(catalog.products).map(toCard),
      gifts: giftIdeas(catalog.products).map(toCard),
      // Each category's first product, as the tiles showed it from the whole catalogue.
      covers: catalog.categories.map(({ slug }) => [slug, toCard(catalog.products.find((product) => product.category === slug)!)]),
      // The sale picture's figure: the largest discount given (both shops have products on sale).
      saleUpTo: largestDiscount(catalog.products),
    });
  });

  it('writes nothing the manifest does not lead to, and everything under its group\'s folder', () => {
    const reachable = new Set([MANIFEST_FILE]);
    const add = (file: string) => reachable.add(splitFilePath(split.manifest, file));
    add(splitPaths.home);
    add(splitPaths.search);
    for (const [listing, summary] of Object.entries(split.manifest.listings)) {
      for (const sort of sortKeys) for (let page = 1; page <= summary.pages; page += 1) add(splitPaths.listingPage(listing, sort, page));
      if (summary.pages > 0) add(splitPaths.listingFilter(listing));
    }
    catalog.products.forEach((p) => add(splitPaths.product(p.slug)));
    for (let bucket = 0; bucket < split.manifest.idBuckets; bucket += 1) {
      add(splitPaths.idBucket(bucket));
      expect(v.safeParse(idBucketSchema, split.read(splitPaths.idBucket(bucket))).issues).toBeUndefined();
    }
    expect([...split.files.keys()].sort()).toEqual([...reachable].sort());
  });
});
