import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { legacyCart } from '../__tests__/fixtures/legacyCart';

// The assertions are the axe checks of these pages' own content (the frame around them is
// checked by its own specs). With SHOTS_DIR set, the pages are also saved as screenshots for
// people to look at; CI has no one to look, and they cost it a few seconds each.
const shotsDir = process.env.SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
};

async function prepare(page: Page, theme: 'light' | 'dark', width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.addInitScript(
    ([cart, mode]) => {
      if (sessionStorage.getItem('prepared')) return;
      sessionStorage.setItem('prepared', '1');
      localStorage.setItem('isAuthenticated', 'true');
      localStorage.setItem('cartItems', cart);
      localStorage.setItem('theme', mode);
    },
    [JSON.stringify(legacyCart), theme] as const,
  );
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test(`the support console and sign-in pass axe (${theme}, ${width} px)`, async ({ page }) => {
      await prepare(page, theme, width);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Konsol dukungan', level: 1 })).toBeVisible();
      const log = JSON.stringify({
        payload: JSON.stringify([{ type: 'cart/itemAdded', payload: { id: 'sandal', name: 'Sandal Kulit', price: 120000, image: '/s.svg' } }, { type: 'ui/menuToggled' }]),
        preloadedState: JSON.stringify({ cart: { items: legacyCart.slice(0, 1) } }),
      });
      await page.getByLabel('Berkas log').setInputFiles({ name: 'sesi.json', mimeType: 'application/json', buffer: Buffer.from(log) });
      await expect(page.getByRole('slider', { name: 'Langkah' })).toBeVisible();
      await page.getByRole('button', { name: 'Reset data lokal' }).click();
      await shoot(page, `admin-${theme}-${width}`);
      expect(await axeViolations(page, 'main')).toEqual([]);

      await page.evaluate(() => localStorage.removeItem('isAuthenticated'));
      await page.goto('/login');
      await page.getByLabel('Kode akses').fill('salah');
      await page.getByRole('button', { name: 'Masuk' }).click();
      await expect(page.getByRole('alert')).toContainText('Kode akses salah.');
      await shoot(page, `login-${theme}-${width}`);
      expect(await axeViolations(page, 'main')).toEqual([]);
    });
  }
}
