import fs from 'node:fs';
import path from 'node:path';
import { routeChunks } from '../../webpack.config';
import { paths } from '../../src/app/paths';

const appRoutes = fs.readFileSync(path.resolve(__dirname, '../../src/app/AppRoutes.tsx'), 'utf8');
const chunkNames = [...appRoutes.matchAll(/webpackChunkName: "([^"]+)"/g)].map((m) => m[1]);

const chunkFor = (url: string) => routeChunks.find(([pattern]) => pattern.test(url))?.[1];

it('preloads only chunks that AppRoutes really has', () => {
  for (const [, chunk] of routeChunks) expect(chunkNames).toContain(chunk);
});

it("matches every shopper-facing path to its page's chunk", () => {
  expect(chunkFor(paths.home)).toBe('page-home');
  expect(chunkFor(paths.onSale)).toBe('page-onsale');
  expect(chunkFor(paths.gift)).toBe('page-gift');
  expect(chunkFor(paths.custom)).toBe('page-custom');
  expect(chunkFor(paths.category('sepatu'))).toBe('page-category');
  expect(chunkFor(paths.product('sneakers-kanvas'))).toBe('page-product');
  expect(chunkFor('/cari')).toBe('page-search');
  expect(chunkFor(paths.cart)).toBe('page-cart');
  expect(chunkFor(paths.login)).toBe('page-login');
  expect(chunkFor('/tidak-ada')).toBeUndefined();
});
