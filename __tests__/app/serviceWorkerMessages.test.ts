import { alreadyLoadedDataUrls, isCacheUrlsMessage, isSkipWaitingMessage } from '../../src/app/serviceWorkerMessages';

describe('URLs the page hands to a newly installed service worker', () => {
  it('keeps the catalogue and product images of this origin only', () => {
    const entries = [
      { name: 'https://langkah.example/catalog/products.json' },
      { name: 'https://langkah.example/images/sepatu-hitam.svg' },
      { name: 'https://langkah.example/js/main.abc.js' },
      { name: 'https://cdn.example/images/sepatu-hitam.svg' },
      { name: 'https://langkah.example/produk/catalog/x' },
    ];
    expect(alreadyLoadedDataUrls(entries, 'https://langkah.example')).toEqual([
      'https://langkah.example/catalog/products.json',
      'https://langkah.example/images/sepatu-hitam.svg',
    ]);
  });
});

describe('messages the worker accepts', () => {
  it('recognises skip-waiting and cache-urls messages, and nothing else', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isSkipWaitingMessage({ type: 'skip' })).toBe(false);
    expect(isSkipWaitingMessage(null)).toBe(false);
    expect(isCacheUrlsMessage({ type: 'CACHE_URLS', payload: { urlsToCache: ['/catalog/a.json'] } })).toBe(true);
    expect(isCacheUrlsMessage({ type: 'CACHE_URLS', payload: { urlsToCache: '/catalog/a.json' } })).toBe(false);
    expect(isCacheUrlsMessage({ type: 'CACHE_URLS' })).toBe(false);
    expect(isCacheUrlsMessage('CACHE_URLS')).toBe(false);
  });
});
