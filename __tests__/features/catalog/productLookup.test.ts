import { allFiles } from '../../../src/features/catalog/split/allFiles';
import { bucketPaths, idTexts, productPaths } from '../../../src/features/catalog/split/productLookup';
import { idBucket } from '../../../src/features/catalog/split/splitPaths';

describe('productLookup: ids -> buckets -> product files', () => {
  it('asks each bucket once, for ids as text (a legacy numeric id and its text are one id)', () => {
    const ids = idTexts([7, '7', 'sepatu-1', 'sepatu-2']);
    expect(ids).toEqual(['7', 'sepatu-1', 'sepatu-2']);
    const expected = [...new Set(ids.map((id) => `ids/${idBucket(id, 4)}.json`))];
    expect(bucketPaths(ids, 4).sort()).toEqual(expected.sort());
  });

  it('names the files the buckets give, once each; an id in no bucket names none', () => {
    const buckets = [new Map([['a', 'sneakers']]), new Map([['b', 'sneakers'], ['c', 'tas']])];
    expect(productPaths(['a', 'b', 'c', 'gone'], buckets)).toEqual(['produk/sneakers.json', 'produk/tas.json']);
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
