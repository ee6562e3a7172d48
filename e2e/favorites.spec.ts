import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { routeCatalog, shippedCatalog } from './routeCatalog';

// Every product of the shipped catalogue comes in several colors; this one is made single-color
// and single-size here, so that /favorit can put it straight in the cart.
const simple = { slug: 'tas-anyam-pandan', name: 'Tas Anyam Pandan' };
const withChoices = { slug: 'sneakers-kanvas-klasik', name: 'Sneakers Kanvas Klasik' };

async function serveSimpleProduct(page: Page) {
  const catalog = shippedCatalog();
  const product = catalog.products.find((p) => p.slug === simple.slug)!;
  product.colorOptions = product.colorOptions.slice(0, 1);
  await routeCatalog(page, catalog);
}

const favoritesLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Favorit/ });
const storedFavorites = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('favorites') ?? '[]') as { slug: string }[]);

test('save from a card and from the product page, add to the cart from /favorit, remove', async ({ page }) => {
  await serveSimpleProduct(page);
  await page.goto('/kategori/tas');
  await expect(favoritesLink(page)).toHaveAccessibleName('Favorit');
  const cardHeart = page.getByRole('button', { name: `Simpan ke favorit: ${simple.name}` });
  await cardHeart.click();
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(favoritesLink(page)).toHaveAccessibleName('Favorit, 1 produk');

  await page.goto(`/produk/${withChoices.slug}`);
  const heart = page.getByRole('button', { name: 'Simpan ke favorit', exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(favoritesLink(page)).toHaveAccessibleName('Favorit, 2 produk');
  // Saved 100 ms after the change (throttled), so wait for it rather than read at once.
  await expect.poll(async () => (await storedFavorites(page)).map((item) => item.slug)).toEqual([withChoices.slug, simple.slug]);

  await favoritesLink(page).click();
  await expect(page).toHaveURL(/\/favorit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favorit' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Produk favorit' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByRole('link', { name: withChoices.name })).toBeVisible();
  await expect(cards.nth(0).getByRole('link', { name: 'Pilih warna & ukuran' })).toHaveAttribute('href', `/produk/${withChoices.slug}`);
  await cards.nth(1).getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect(page.getByRole('link', { name: /^Keranjang, 1 produk/ })).toBeVisible();

  await cards.nth(0).getByRole('button', { name: 'Hapus dari favorit' }).click();
  await expect(cards).toHaveCount(1);
  await expect(favoritesLink(page)).toHaveAccessibleName('Favorit, 1 produk');
  await cards.nth(0).getByRole('button', { name: 'Hapus dari favorit' }).click();
  await expect(page.getByRole('heading', { name: 'Belum ada favorit' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mulai belanja' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('favorites'))).toBeNull();
});

test('a favourite that left the catalogue says so and can be removed; a damaged value loses nothing else', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      'favorites',
      JSON.stringify([{ id: 'lk-999', slug: 'sandal-lama', name: 'Sandal Lama', savedAt: '' }, { junk: true }, { id: 'lk-001', slug: 'sneakers-kanvas-klasik' }]),
    );
  });
  await page.goto('/favorit');
  const cards = page.getByRole('list', { name: 'Produk favorit' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Sandal Lama');
  await expect(cards.nth(0)).toContainText('Produk ini sudah tidak ada di katalog.');
  await expect(cards.nth(1).getByRole('link', { name: withChoices.name })).toBeVisible();
  await cards.nth(0).getByRole('button', { name: 'Hapus dari favorit' }).click();
  await expect(cards).toHaveCount(1);
  await page.reload();
  await expect(cards).toHaveCount(1);
  expect(await storedFavorites(page)).toEqual([{ id: 'lk-001', slug: withChoices.slug, name: '', savedAt: '' }]);
});

test('favourites follow in a second tab', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto(`/produk/${withChoices.slug}`);
  await second.goto('/favorit');
  await expect(second.getByRole('heading', { name: 'Belum ada favorit' })).toBeVisible();
  await first.getByRole('button', { name: 'Simpan ke favorit', exact: true }).click();
  await expect(favoritesLink(second)).toHaveAccessibleName('Favorit, 1 produk');
  await expect(second.getByRole('list', { name: 'Produk favorit' }).getByRole('link', { name: withChoices.name })).toBeVisible();
  await second.getByRole('button', { name: 'Hapus dari favorit' }).click();
  await expect(first.getByRole('button', { name: 'Simpan ke favorit', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(favoritesLink(first)).toHaveAccessibleName('Favorit');
});

test('recently viewed on the home and product pages, most recent first, and clearing it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Produk terbaru' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Terakhir dilihat' })).toHaveCount(0);
  for (const slug of ['tas-anyam-pandan', 'kaus-katun-polos', withChoices.slug]) {
    await page.goto(`/produk/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  const recent = page.getByRole('list', { name: 'Terakhir dilihat' });
  await expect(recent.getByRole('heading')).toHaveText(['Kaus Katun Polos', 'Tas Anyam Pandan']);
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(recent.getByRole('heading')).toHaveText([withChoices.name, 'Kaus Katun Polos', 'Tas Anyam Pandan']);
  await page.getByRole('button', { name: 'Hapus riwayat' }).click();
  await expect(page.getByText('Riwayat produk yang dilihat sudah dihapus.')).toBeFocused();
  await expect(recent).toHaveCount(0);
  // Saved a moment later (listSync's save delay), as every list is.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('recentlyViewed'))).toBeNull();
});

test('keyboard only: save from a card, open /favorit from the header, remove', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/kategori/tas');
  const first = page.getByRole('main').getByRole('article').first();
  const name = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('link', { name }).focus();
  await page.keyboard.press('Tab');
  const heart = first.getByRole('button', { name: `Simpan ke favorit: ${name}` });
  await expect(heart).toBeFocused();
  await page.keyboard.press('Space');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await favoritesLink(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Favorit' })).toBeVisible();
  const remove = page.getByRole('button', { name: 'Hapus dari favorit' });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Belum ada favorit' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();
});

for (const width of [375, 1280]) {
  test(`axe: /favorit with a saved and a gone product, ${width}px, light and dark`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript(() => {
      localStorage.setItem('favorites', JSON.stringify([{ id: 'lk-999', slug: 'x', name: 'Sandal Lama', savedAt: '' }, { id: 'lk-001', slug: 'sneakers-kanvas-klasik', name: '', savedAt: '' }]));
    });
    await page.goto('/favorit');
    await expect(page.getByRole('list', { name: 'Produk favorit' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Kabar & promo' })).toBeVisible();
    const light = await axeViolations(page);
    await page.getByRole('button', { name: 'Ganti tema' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect({ light, dark: await axeViolations(page) }).toEqual({ light: [], dark: [] });
  });
}

test('the sign-in page shows the shop logo', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('img', { name: 'Logo Langkah' })).toBeVisible();
});
