import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { nginxHeaders } from '../scripts/build/nginxHeaders';
import { parseHeadersFile } from '../scripts/serve/headersFile';
import { openFromSearch, orderViaWhatsApp, stubWhatsApp } from './cartHelpers';
import { scriptPolicyOf, watchPolicyViolations } from './cspWatch';
import { publicRoutes, staffRoutes } from './routes';

// Every route of e2e/routes.ts (add a new route there and it is covered here) and the main
// journeys in both themes, under the headers the build wrote (scripts/serve/distHandler.ts):
// not one Content-Security-Policy or Permissions-Policy complaint.

const staffPasscode = 'langkah-staf';

/** The app has taken over from any preview, the page's heading and the footer's chunk are in. */
async function appReady(page: Page) {
  await expect(page.locator('#root [inert]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ikuti kami' })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function signIn(page: Page) {
  await expect(page.getByRole('heading', { name: 'Masuk', level: 1 })).toBeVisible();
  await page.getByLabel('Kode akses').fill(staffPasscode);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    // The device's preference: index.html's theme script picks it with nothing stored.
    test.use({ colorScheme });
    let violations: string[];
    test.beforeEach(async ({ page }) => {
      violations = await watchPolicyViolations(page);
    });
    test.afterEach(() => {
      expect(violations).toEqual([]);
    });

    // Each route once, dark: what a policy could refuse on a page (its HTML's scripts and styles,
    // its chunks) is the same in both themes, and only a dark page shows that index.html's theme
    // script ran (a refused one leaves the page light). Loading each route light as well cost
    // the browser tests a fifth of this file's time and checked nothing more.
    for (const route of colorScheme === 'dark' ? [...publicRoutes, ...staffRoutes] : []) {
      test(`${route} loads without a policy violation`, async ({ page }) => {
        const response = await page.goto(route);
        expect(scriptPolicyOf(response)).toMatch(/^script-src 'self'( 'sha256-[\w+/]+=')+$/);
        if (staffRoutes.includes(route)) await signIn(page);
        await appReady(page);
        // The theme script ran (a refused one would leave the page light).
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      });
    }

    test('theme switch, search, product, toasts, promo, custom order, cart and WhatsApp', async ({ page, context }) => {
      test.setTimeout(60_000);
      await stubWhatsApp(context);
      await page.goto('/');
      await appReady(page);

      const toggle = page.getByRole('button', { name: 'Ganti tema' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', colorScheme === 'dark' ? 'false' : 'true');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', colorScheme === 'dark' ? 'true' : 'false');

      await openFromSearch(page, 'kanvas', 'Sneakers Kanvas Klasik');

      await page.getByRole('group', { name: 'Warna' }).getByRole('button', { name: 'Hitam' }).click();
      await page.getByRole('group', { name: 'Ukuran' }).getByRole('button', { name: '42' }).click();
      await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
      await expect(page.getByRole('link', { name: /^Keranjang/ })).toContainText('1');

      // A warning toast (notistack, styled inline from its chunk), then the promo overlay.
      await page.getByRole('button', { name: 'Daftar' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Masukkan email yang valid.' })).toBeVisible();
      await page.getByPlaceholder('masukkan email').fill('sari@contoh.id');
      await page.getByRole('button', { name: 'Daftar' }).click();
      const promo = page.getByRole('dialog', { name: 'Promo' });
      await expect(promo).toBeVisible();
      await promo.getByRole('button', { name: 'Tutup' }).click();
      await expect(promo).toBeHidden();

      await page.getByRole('link', { name: 'Custom', exact: true }).first().click();
      await page.getByRole('combobox', { name: 'Model dasar' }).selectOption('Tas');
      await page.getByRole('textbox', { name: 'Ukuran' }).fill('30 × 40 cm');
      await page.getByRole('textbox', { name: 'Warna' }).fill('Hijau');
      await page.getByRole('button', { name: 'Tambah pesanan custom' }).click();
      await expect(page.getByText('Pesanan custom ditambahkan ke keranjang')).toBeVisible();

      await page.getByRole('link', { name: /^Keranjang/ }).click();
      const line = page.getByRole('region', { name: 'Produk' }).getByRole('listitem').first();
      await line.getByRole('button', { name: 'Tambah jumlah' }).click();
      await expect(line.getByRole('spinbutton', { name: 'Jumlah' })).toHaveValue('2');
      expect(await orderViaWhatsApp(page)).toContain('Sneakers Kanvas Klasik');
    });

    test('sign-in, the support console and its log download', async ({ page }) => {
      await page.goto('/admin');
      await signIn(page);
      await expect(page.getByRole('heading', { name: 'Konsol dukungan', level: 1 })).toBeVisible();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Ekspor log' }).click();
      expect((await download).suggestedFilename()).toMatch(/\.json$/);
      await page.waitForLoadState('networkidle');
    });

    test('a page chunk that fails once comes in on a retry', async ({ page }) => {
      let failures = 0;
      await page.route('**/js/page-gift.*.js', (route) => (failures++ === 0 ? route.abort('internetdisconnected') : route.continue()));
      await page.goto('/gift');
      await appReady(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Gifting' })).toBeVisible();
      expect(failures).toBeGreaterThan(1);
    });

    test.describe('with the service worker', () => {
      test.use({ serviceWorkers: 'allow' });
      test('it installs, takes charge and serves the next visit', async ({ page }) => {
        await page.goto('/onsale');
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
        await page.goto('/cart');
        await appReady(page);
      });
    });
  });
}

test('the watcher sees a violation: an injected inline script is refused and reported', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  await page.goto('/cart');
  await appReady(page);
  expect(await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    return 'injected' in window;
  })).toBe(false);
  // The console's complaint and the page's securitypolicyviolation event arrive separately and in
  // either order: wait for the event's report itself, not for the first of the two.
  await expect.poll(() => violations.join('\n')).toMatch(/script-src-elem refused inline/);
});

test('docs/nginx.conf, dist/_headers and the server carry this build\'s policy, identically', async ({ request }) => {
  const root = path.resolve(__dirname, '..');
  const built = parseHeadersFile(fs.readFileSync(path.join(root, 'dist/_headers'), 'utf8'));
  expect(built.map(([name]) => name)).toEqual(['Content-Security-Policy', 'Referrer-Policy', 'Permissions-Policy', 'X-Content-Type-Options']);
  expect(nginxHeaders(fs.readFileSync(path.join(root, 'docs/nginx.conf'), 'utf8'))).toEqual(built);
  for (const url of ['/', '/cart', '/js/nothing-here.js', '/sw.js']) {
    const headers = (await request.get(url)).headers();
    for (const [name, value] of built) expect(headers[name.toLowerCase()], `${name} of ${url}`).toBe(value);
  }
});
