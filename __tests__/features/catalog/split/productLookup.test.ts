import { allFiles } from '../../../../src/features/catalog/split/allFiles';
import { bucketPaths, productPaths, productsOf, wantedProducts } from '../../../../src/features/catalog/split/productLookup';
import type { FileState } from '../../../../src/features/catalog/split/splitFiles';
import { idBucket } from '../../../../src/features/catalog/split/splitPaths';
import type { ProductFile } from '../../../../src/features/catalog/split/pageReaders';
import { products } from '../catalog-test-utils';

describe('productLookup: ids -> buckets -> product files', () => {
  it('asks each bucket once, for ids as text (a legacy numeric id and its text are one id)', () => {
    const wanted = wantedProducts([7, '7', 'sepatu-1', { id: 'sepatu-2', slug: 'sepatu-dua' }]);
    expect(wanted).toEqual([{ id: '7' }, { id: 'sepatu-1' }, { id: 'sepatu-2', slug: 'sepatu-dua' }]);
    const expected = [...new Set(wanted.map(({ id }) => `ids/${idBucket(id, 4)}.json`))];
    expect(bucketPaths(wanted, 4).sort()).toEqual(expected.sort());
  });

  it('keeps only slugs that are safe in a path', () => {
    expect(wantedProducts([{ id: 'a', slug: '../../admin' }, { id: 'b', slug: 42 }, { id: 'c', slug: '' }])).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
  });

  it('names the files the buckets give, once each; an id in no bucket names its kept slug, or nothing', () => {
    const buckets = [new Map([['a', 'sneakers']]), new Map([['b', 'sneakers'], ['c', 'tas']])];
    const wanted = wantedProducts(['a', 'b', { id: 'c', slug: 'tas-lama' }, { id: 'renamed', slug: 'loafer' }, { id: 'also', slug: 'tas' }, 'gone']);
    expect(productPaths(wanted, buckets)).toEqual({ named: ['produk/sneakers.json', 'produk/tas.json'], bySlug: ['produk/loafer.json'] });
  });

  it("reads a kept slug's 404 as gone, not as a failure; a named file must arrive", () => {
    const [sneakers, loafer] = products;
    const ready = (product: typeof sneakers): FileState<ProductFile> => ({ status: 'ready', value: { product: product!, related: [] } });
    const missing: FileState<ProductFile> = { status: 'failed', error: 'HTTP 404', notFound: true };
    const broken: FileState<ProductFile> = { status: 'failed', error: 'HTTP 500', notFound: false };
    expect(productsOf([ready(sneakers)], [missing, ready(loafer)])).toEqual({ status: 'ready', value: [sneakers, loafer] });
    expect(productsOf([ready(sneakers)], [broken]).status).toBe('failed');
    expect(productsOf([missing], []).status).toBe('failed');
    expect(productsOf([ready(sneakers)], [{ status: 'loading' }]).status).toBe('loading');
  });
});

describe('allFiles', () => {
  it('is failed if any failed, loading while any loads, else ready in order', () => {
    const failed = { status: 'failed', error: 'HTTP 404', notFound: true } as const;
    expect(allFiles([{ status: 'ready', value: 1 }, { status: 'loading' }, failed])).toEqual({ status: 'failed', error: 'HTTP 404', notFound: true });
    expect(allFiles([{ status: 'ready', value: 1 }, { status: 'loading' }])).toEqual({ status: 'loading' });
    expect(allFiles([{ status: 'ready', value: 1 }, { status: 'ready', value: 2 }])).toEqual({ status: 'ready', value: [1, 2] });
    expect(allFiles([])).toEqual({ status: 'ready', value: [] });
  });
});
