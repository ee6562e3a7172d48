import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { publicRoutes, staffRoutes } from './routes';

/** Every route of PRODUCT.md; /user and /admin are checked signed in (else they are /login). */
const routes = [...publicRoutes, ...staffRoutes];
const themes = ['light', 'dark'] as const;
const widths = [375, 1280];

async function open(page: Page, route: string, theme: (typeof themes)[number], width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.addInitScript((mode) => {
    localStorage.setItem('theme', mode);
    localStorage.setItem('isAuthenticated', 'true');
  }, theme);
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kabar & promo' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
}

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

// Each route in both themes from one load: light, then dark by the shopper's own button (the
// tests below open pages dark). With a load per theme, this file took two fifths of the browser
// tests' time.
for (const route of routes) {
  for (const width of widths) {
    test(`axe: ${route} ${width}px, light and dark`, async ({ page }) => {
      await open(page, route, 'light', width);
      const light = await axeViolations(page);
      await page.getByRole('button', { name: 'Ganti tema' }).click();
      await expect(page.getByRole('button', { name: 'Ganti tema' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('html')).toHaveClass(/dark/);
      expect({ light, dark: await axeViolations(page) }).toEqual({ light: [], dark: [] });
    });
  }
}

for (const theme of themes) {
  test(`axe: open menu and search on a phone, ${theme}`, async ({ page }) => {
    await open(page, '/', theme, 375);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Cari' }).click();
    await expect(page.getByPlaceholder('Cari produk...')).toBeVisible();
    await expectNoViolations(page);
  });

  for (const width of widths) {
    test(`axe: promo overlay, ${theme} ${width}px`, async ({ page }) => {
      await open(page, '/', theme, width);
      await page.getByPlaceholder('masukkan email').fill('sari@contoh.id');
      await page.getByRole('button', { name: 'Daftar' }).click();
      await expect(page.getByRole('dialog', { name: 'Promo' })).toBeVisible();
      await expectNoViolations(page);
    });
  }
}

test('axe: the invalid e-mail warning toast is readable', async ({ page }) => {
  await open(page, '/', 'light', 375);
  await page.getByRole('button', { name: 'Daftar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Masukkan email yang valid.' })).toBeVisible();
  await page.waitForTimeout(400); // let the toast finish sliding in before colours are measured
  await expectNoViolations(page);
});
