import { expect, test, type Page } from '@playwright/test';
import { buildLargeCatalog } from '../scripts/catalog/buildCatalog';
import { routeCatalog } from './routeCatalog';

// 600 products: about a hundred shoes, four steps of the list and then some.
const catalog = buildLargeCatalog(600);
const shoes = catalog.products.filter((product) => product.category === 'sepatu').length;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ page }) => {
  await routeCatalog(page, catalog);
});

const cards = (page: Page) => page.getByRole('list', { name: 'Produk Sepatu' }).getByRole('article');
const more = (page: Page) => page.getByRole('button', { name: 'Tampilkan lebih banyak' });
/** The nth card's link (1-based), as a shopper sees the list. */
const cardLink = (page: Page, nth: number) => cards(page).nth(nth - 1).getByRole('link');

test('a long category shows a step at a time; Back from a product returns to the card tapped', async ({ page }) => {
  await page.goto('/kategori/sepatu');
  await expect(page.getByText(`${shoes} produk`, { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(24);
  await expect(page.getByText(`24 dari ${shoes} produk ditampilkan`)).toBeVisible();

  await more(page).tap();
  await expect(cards(page)).toHaveCount(48);
  await expect(page.getByText(`48 dari ${shoes} produk ditampilkan`)).toBeVisible();

  // Far down the list, the shopper opens a card, reads, and comes Back.
  const tapped = cardLink(page, 41);
  const name = await tapped.textContent();
  await tapped.scrollIntoViewIfNeeded();
  // The first scroll fetches the page-position memory; a shopper reads for longer than that takes.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/js/scroll-memory.'))))
    .toBe(true);
  await page.mouse.wheel(0, -200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(3000);
  const topBefore = (await tapped.boundingBox())!.y;
  await tapped.tap();
  await expect(page.getByRole('heading', { level: 1, name: name! })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(cards(page)).toHaveCount(48);
  await expect(page.getByRole('link', { name: name!, exact: true })).toBeInViewport();
  const topAfter = (await page.getByRole('link', { name: name!, exact: true }).boundingBox())!.y;
  expect(Math.abs(topAfter - topBefore)).toBeLessThanOrEqual(2);

  // Another page, by the menu, is a new visit: it starts at the top with the first step.
  await page.getByRole('button', { name: 'Menu' }).tap();
  await page.getByRole('link', { name: 'On Sale' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'On Sale' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('list', { name: 'Produk diskon' }).getByRole('article')).toHaveCount(24);
});

test('from the keyboard, “Tampilkan lebih banyak” puts focus on the first card it added, in view', async ({ page }) => {
  await page.goto('/kategori/sepatu');
  await more(page).focus();
  await page.keyboard.press('Enter');
  await expect(cardLink(page, 25)).toBeFocused();
  await expect(cardLink(page, 25)).toBeInViewport();
  // Tab goes on through the cards just added: the product, its heart, then the next product.
  await page.keyboard.press('Tab');
  await expect(cards(page).nth(24).getByRole('button', { name: /^Simpan ke favorit/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cardLink(page, 26)).toBeFocused();
});
