import { applyFilters, matchesFilters, parseFilters, writeFilters } from '../../../src/features/catalog/filters';
import { sortProducts } from '../../../src/features/catalog/sorting';
import { facets } from '../../../src/features/catalog/facets';
import { inPriceRange, parsePriceRange, priceRangeLabel } from '../../../src/features/catalog/priceRanges';
import { makeProduct, products } from './catalog-test-utils';

const slugs = (list: { slug: string }[]) => list.map((product) => product.slug);
const none = { sizes: [], colors: [], price: null };

describe('filters in the URL', () => {
  it('reads sizes, colors, a price range and the sort, ignoring nonsense', () => {
    const filters = parseFilters(new URLSearchParams('ukuran=40&ukuran=42&warna=Hitam&harga=100000-250000&urut=termurah'));
    expect(filters).toEqual({ sizes: ['40', '42'], colors: ['Hitam'], price: { min: 100000, max: 250000 }, sort: 'termurah' });
    expect(parseFilters(new URLSearchParams('harga=murah&urut=acak'))).toEqual({ ...none, sort: 'terbaru' });
  });

  it('writes them back, leaving defaults out and other parameters alone', () => {
    const written = writeFilters(new URLSearchParams('q=kanvas&ukuran=39'), { sizes: ['42'], colors: [], price: { min: 500000 }, sort: 'terbaru' });
    expect(written.toString()).toBe('q=kanvas&ukuran=42&harga=500000-');
    const filters = { sizes: ['40'], colors: ['Merah Muda'], price: { min: 0, max: 100000 }, sort: 'termahal' as const };
    expect(parseFilters(writeFilters(new URLSearchParams(), filters))).toEqual(filters);
  });
});

describe('price ranges', () => {
  it('parses min-max and open-ended ranges and rejects the rest', () => {
    expect(parsePriceRange('0-100000')).toEqual({ min: 0, max: 100000 });
    expect(parsePriceRange('500000-')).toEqual({ min: 500000 });
    expect(parsePriceRange('300000-100000')).toBeNull();
    expect(parsePriceRange('-5')).toBeNull();
    expect(parsePriceRange(null)).toBeNull();
  });

  it('includes the lower bound and excludes the upper one', () => {
    expect(inPriceRange(100000, { min: 100000, max: 250000 })).toBe(true);
    expect(inPriceRange(250000, { min: 100000, max: 250000 })).toBe(false);
  });

  it('labels ranges in rupiah', () => {
    expect(priceRangeLabel({ min: 0, max: 100000 })).toBe('Di bawah Rp\u00a0100.000');
    expect(priceRangeLabel({ min: 100000, max: 250000 })).toBe('Rp\u00a0100.000 – Rp\u00a0250.000');
    expect(priceRangeLabel({ min: 500000 })).toBe('Rp\u00a0500.000 ke atas');
  });
});

describe('matching and sorting', () => {
  it('matches a size only while it is in stock', () => {
    const product = makeProduct({ slug: 'a' });
    expect(matchesFilters(product, { ...none, sizes: ['42'] })).toBe(true);
    expect(matchesFilters(product, { ...none, sizes: ['41'] })).toBe(false);
    expect(matchesFilters(product, { ...none, sizes: ['41', '40'] })).toBe(true);
  });

  it('matches any chosen color and the price the shopper pays', () => {
    expect(slugs(applyFilters(products, { ...none, colors: ['Cokelat'], sort: 'terbaru' }))).toEqual(['boots-suede']);
    // Sneakers cost 250.000 but are on sale for 200.000.
    expect(slugs(applyFilters(products, { ...none, price: { min: 100000, max: 250000 }, sort: 'termurah' }))).toEqual(['tas-anyam', 'sneakers-kanvas']);
  });

  it('sorts by newest, cheapest and dearest (by effective price), without changing its input', () => {
    const before = slugs(products);
    expect(slugs(sortProducts(products, 'terbaru'))).toEqual(['sneakers-kanvas', 'loafer-kulit', 'tas-anyam', 'boots-suede']);
    expect(slugs(sortProducts(products, 'termurah'))).toEqual(['tas-anyam', 'sneakers-kanvas', 'loafer-kulit', 'boots-suede']);
    expect(slugs(sortProducts(products, 'termahal'))).toEqual(['boots-suede', 'loafer-kulit', 'sneakers-kanvas', 'tas-anyam']);
    expect(slugs(products)).toEqual(before);
  });

  it('offers the sizes and colors a list has, in a sensible order', () => {
    const clothes = [makeProduct({ slug: 'k', sizes: [{ size: 'XL', stock: 1 }, { size: 'S', stock: 1 }, { size: 'M', stock: 0 }] })];
    expect(facets(clothes).sizes).toEqual(['S', 'M', 'XL']);
    expect(facets(products).sizes).toEqual(['40', '41', '42', 'Satu Ukuran']);
    expect(facets(products).colors.map((c) => c.color)).toEqual(['Cokelat', 'Hitam', 'Putih']);
  });
});
