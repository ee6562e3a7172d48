import fs from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { catalogFromFile } from '../../../scripts/catalog/split/fromCatalogFile';
import { homeFile } from '../../../scripts/catalog/split/homeFile';
import { largestDiscount } from '../../../src/features/catalog/homeSelections';
import HomePage from '../../../src/pages/HomePage';
import { makeProduct, readyCatalog, renderPage } from './catalog-test-utils';

const root = path.join(__dirname, '../../..');
const demo = catalogFromFile(JSON.parse(fs.readFileSync(path.join(root, 'public/catalog/catalog.json'), 'utf8')));

/** The sale picture's link, where the figure is read out with the picture (its alt is the demo's own words, drawn by catalog:build). */
const saleLink = () => screen.getByRole('img', { name: 'Promo diskon Langkah: Sepatu, Sandal & Tas' }).closest('a')!;

it("promises the demo shop's own largest discount, rounded down, and nothing larger", async () => {
  // Worked out here from the prices, not by the code under test.
  const given = demo.products.filter((p) => p.salePrice !== undefined && p.salePrice < p.price).map((p) => ((p.price - p.salePrice!) / p.price) * 100);
  const expected = Math.floor(Math.max(...given) + 1e-9);
  expect(expected).toBeGreaterThan(0);
  expect(expected).toBeLessThan(50);
  renderPage(<HomePage />, '/', '/', readyCatalog(demo.products));
  expect(await within(saleLink()).findByText(`Diskon hingga ${expected}%`)).toBeInTheDocument();
  // The tag says the same figure, and no other percentage is on the picture.
  expect(saleLink().textContent).toBe(`Diskon hingga ${expected}%-${expected}%`);
});

it('shows no figure when nothing is on sale, and the picture itself draws none', async () => {
  renderPage(<HomePage />, '/', '/', readyCatalog([makeProduct({ slug: 'tanpa-diskon', name: 'Tanpa Diskon' })]));
  expect(await screen.findByRole('list', { name: 'Produk terbaru' })).toBeInTheDocument();
  expect(saleLink().textContent).toBe('');
  // Every word the picture draws, as catalog:build recorded them: no figure among them.
  const drawn = JSON.parse(fs.readFileSync(path.join(root, 'public/catalog/drawn-words.json'), 'utf8')) as { salePicture: string[] };
  expect(drawn.salePicture.join(' ')).not.toMatch(/\d/);
  expect(screen.getByRole('img', { name: /^Promo diskon/ })).toHaveAttribute('src', expect.stringMatching(/^\/catalog\/img\/promo-[0-9a-f]{10}\.800\.webp$/));
});

it('rounds down in whole rupiah: a promise may be a little under the truth, never over', () => {
  // 36,000 off 100,000 is 36% exactly (in floating point, 35.99…% would round down to 35).
  expect(largestDiscount([{ price: 100_000, salePrice: 64_000 }])).toBe(36);
  expect(largestDiscount([{ price: 150_000, salePrice: 96_500 }, { price: 90_000, salePrice: 89_000 }])).toBe(35);
  expect(largestDiscount([{ price: 90_000 }, { price: 80_000, salePrice: 80_000 }])).toBe(0);
  const none = homeFile({ categories: [], products: [makeProduct({ slug: 'a' })] });
  expect(none).not.toHaveProperty('saleUpTo');
  expect(homeFile({ categories: [], products: [makeProduct({ slug: 'a', price: 200_000, salePrice: 129_000 })] }).saleUpTo).toBe(35);
});
