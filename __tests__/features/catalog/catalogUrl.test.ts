import { assetResolver } from '../../../src/features/catalog/catalogUrl';

/** What resolving by the URL parser alone gives: the rule the shortcut must keep. */
function parsed(path: string, fileUrl: string): string {
  const url = new URL(path, fileUrl);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.href;
}

const paths = [
  '/images/products/sneakers-kanvas-putih.svg',
  '/images/products/a_b~c.1.svg',
  '/images//double.svg',
  '/images/./here.svg',
  '/images/../up.svg',
  '/images/..',
  '/images/.',
  '/images/.hidden.svg',
  '/images/..two-dots.svg',
  '//cdn.example.com/x.svg',
  '/images/with space.svg',
  '/images/%C3%A4.svg',
  '/images/ä.svg',
  '/images/x.svg?v=2',
  '/images/x.svg#part',
  '/images\\back.svg',
  'relative/x.svg',
  '../images/x.svg',
  'https://other.example/x.svg',
  `${window.location.origin}/images/x.svg`,
];

describe('assetResolver', () => {
  it.each([
    ['beside the page', `${window.location.origin}/catalog/catalog.json`],
    ['in a folder of its own', `${window.location.origin}/toko/katalog/catalog.json`],
    ['on a CDN', 'https://cdn.example.com/toko/catalog.json'],
  ])('gives what the URL parser gives for every kind of path, with the file %s', (_where, fileUrl) => {
    const resolve = assetResolver(fileUrl);
    for (const path of paths) expect([path, resolve(path)]).toEqual([path, parsed(path, fileUrl)]);
  });

  it('takes a plain root-relative path as it is, next to a same-origin file, and makes it absolute on a CDN', () => {
    expect(assetResolver(`${window.location.origin}/catalog/catalog.json`)('/images/a.svg')).toBe('/images/a.svg');
    expect(assetResolver('https://cdn.example.com/catalog.json')('/images/a.svg')).toBe('https://cdn.example.com/images/a.svg');
  });
});
