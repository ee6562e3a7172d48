import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const screens = [
  { path: '/', ready: 'Produk terbaru' },
  { path: '/kategori/sepatu?ukuran=42', ready: 'Sepatu' },
  { path: '/produk/sepatu-lari-ringan-aero?warna=Biru', ready: 'Sepatu Lari Ringan Aero' },
  { path: '/onsale', ready: 'On Sale' },
  { path: '/gift', ready: 'Gifting' },
  { path: '/cari?q=tas', ready: 'Hasil pencarian “tas”' },
];

for (const scheme of ['light', 'dark'] as const) {
  for (const { path, ready } of screens) {
    test(`${path} has no axe violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
      await expect(page.getByRole('status', { name: 'Memuat produk' })).toHaveCount(0);
      // The header and footer belong to the layout and are checked by their own specs.
      const results = await new AxeBuilder({ page }).include('main').analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
