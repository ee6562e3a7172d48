import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';

// The catalogue's screens in states a11y.spec.ts (every route, plain) doesn't reach: a filter
// chosen in the URL, a product with a colour chosen. The scheme is the device's here, where
// a11y.spec.ts stores the shopper's choice.
const screens = [
  { path: '/kategori/sepatu?ukuran=42', ready: 'Sepatu' },
  { path: '/produk/sepatu-lari-ringan-aero?warna=Biru', ready: 'Sepatu Lari Ringan Aero' },
];

for (const scheme of ['light', 'dark'] as const) {
  for (const { path, ready } of screens) {
    test(`${path} has no axe violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
      await expect(page.getByRole('status', { name: 'Memuat produk' })).toHaveCount(0);
      // The header and footer belong to the layout and are checked by their own specs.
      expect(await axeViolations(page, 'main')).toEqual([]);
    });
  }
}
