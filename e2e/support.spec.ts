import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { legacyCart } from '../__tests__/fixtures/legacyCart';

const run = promisify(execFile);
const signedIn = (page: Page) => page.addInitScript(() => localStorage.setItem('isAuthenticated', 'true'));

/** Client-side navigation: a full load would start a new store and a new log. */
async function navigateInApp(page: Page, to: string) {
  await page.evaluate((url) => {
    history.pushState({}, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

async function exportLog(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ekspor log' }).click();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'langkah-log-')), (await download).suggestedFilename());
  await (await download).saveAs(file);
  return file;
}

test('the store connects to Redux DevTools as "Langkah" with readable action names', async ({ page }) => {
  await page.addInitScript(() => {
    const seen = { options: [] as unknown[], actions: [] as string[] };
    Object.assign(window, { __devtoolsSeen: seen });
    type Enhancer = (next: unknown) => unknown;
    // A stand-in for the extension: remembers how the store connected and what it dispatched.
    Object.assign(window, {
      __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: (options: unknown) => {
        seen.options.push(options);
        return (...enhancers: Enhancer[]) =>
          (createStore: (...args: unknown[]) => { dispatch: (action: { type: string }) => unknown }) =>
          (...args: unknown[]) => {
            const store = (enhancers.reduceRight((next, enhance) => enhance(next), createStore as unknown) as typeof createStore)(...args);
            return { ...store, dispatch: (action: { type: string }) => (seen.actions.push(action.type), store.dispatch(action)) };
          };
      },
    });
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Ganti tema' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  const seen = await page.evaluate(() => (window as unknown as { __devtoolsSeen: { options: { name: string; maxAge: number }[]; actions: string[] } }).__devtoolsSeen);
  expect(seen.options).toEqual([expect.objectContaining({ name: 'Langkah', maxAge: 1000 })]);
  expect(seen.actions).toContain('theme/toggled');
});

test('a session recorded in the browser, exported from /admin, replays in Node to the same cart and theme', async ({ page }) => {
  await signedIn(page);
  await page.addInitScript((cart) => {
    if (!sessionStorage.getItem('seeded')) localStorage.setItem('cartItems', cart);
    sessionStorage.setItem('seeded', '1');
  }, JSON.stringify(legacyCart));
  await page.goto('/');
  await page.getByRole('button', { name: 'Ganti tema' }).click();
  await navigateInApp(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Konsol dukungan', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Ganti tema' }).click();
  await page.getByRole('button', { name: 'Ganti tema' }).click();

  // Load a log and apply one of its steps: the page's cart changes through its own actions.
  const imported = JSON.stringify({
    payload: JSON.stringify([
      { type: 'cart/itemAdded', payload: { id: 'sandal', name: 'Sandal Kulit', price: 120000, image: '/s.svg', selectedSize: '41' } },
      { type: 'cart/quantityChanged', payload: { id: 'sandal', selectedSize: '41', quantity: 3 } },
    ]),
    preloadedState: JSON.stringify({ cart: { items: legacyCart.slice(0, 1) } }),
  });
  await page.getByLabel('Berkas log').setInputFiles({ name: 'contoh.json', mimeType: 'application/json', buffer: Buffer.from(imported) });
  await expect(page.getByRole('slider', { name: 'Langkah' })).toHaveValue('2');
  await page.getByRole('button', { name: 'Terapkan ke browser ini' }).click();
  await page.getByRole('button', { name: 'Ya, terapkan' }).click();
  await expect(page.getByRole('table', { name: 'Keranjang (sekarang)' })).toContainText('Sandal Kulit');
  await page.getByRole('button', { name: 'Ganti tema' }).click();
  const log = page.getByRole('list', { name: 'Aksi terbaru' });
  // From page load: the home page's catalogue load, three theme toggles, the applied step, one more toggle.
  await expect(log).toContainText('catalog/loaded');
  await expect(log.getByRole('listitem').filter({ hasText: 'theme/toggled' })).toHaveCount(4);
  await expect(log.getByRole('listitem').first()).toContainText(/#\d+ theme\/toggled/);

  const file = await exportLog(page);
  const exported = JSON.parse(readFileSync(file, 'utf8'));
  expect(exported.payload).not.toContain('persist/');
  // Sorted: the catalogue may finish loading before or after the first toggle.
  expect(JSON.parse(exported.payload).map((action: { type: string }) => action.type).sort()).toEqual([
    'cart/syncedFromStorage',
    'catalog/loadStarted',
    'catalog/loaded',
    'theme/syncedFromStorage',
    'theme/toggled',
    'theme/toggled',
    'theme/toggled',
    'theme/toggled',
  ]);
  expect(exported.preloadedState).not.toContain('_persist');
  expect(JSON.parse(exported.preloadedState).cart.items).toHaveLength(legacyCart.length);

  const { stdout } = await run('npx', ['tsx', 'scripts/replay.ts', '--json', file]);
  const replayed = JSON.parse(stdout);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cartItems'))).toBe(JSON.stringify(replayed.cart.items));
  expect(replayed.cart.items.map((line: { id: unknown }) => line.id)).toEqual([101, 'sandal']);
  expect(replayed.theme.mode).toMatch(/^(dark|light)$/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(replayed.theme.mode);
  // The readable form for people.
  const readable = await run('npm', ['run', '--silent', 'replay', '--', file]);
  expect(readable.stdout).toContain('Keranjang: 2 baris');
  expect(readable.stdout).toContain('Sandal Kulit (id sandal) · ukuran 41 · 3 × Rp\u00a0120.000');
});

test('an imported log never touches the saved cart until Terapkan; a malformed one is named in one line', async ({ page }) => {
  await signedIn(page);
  await page.addInitScript((cart) => {
    if (!sessionStorage.getItem('seeded')) localStorage.setItem('cartItems', cart);
    sessionStorage.setItem('seeded', '1');
  }, JSON.stringify(legacyCart));
  await page.goto('/admin');
  // Catalogue health: the published split reads clean (its manifest and each first-visit file).
  const catalog = page.getByRole('table', { name: 'Ringkasan katalog' });
  await expect(catalog).toContainText(/Berkas terbaca\s*(\d+) dari \1/);
  await expect(catalog).toContainText(/Masalah validasi\s*0/);
  // The app saves the loaded cart once, in its own shape (every line gets colorOptions), ~100 ms
  // after it starts; what is saved after that must stay untouched.
  const storedLines = () => page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]') as object[]);
  await expect.poll(async () => (await storedLines()).filter((line) => 'colorOptions' in line).length).toBe(legacyCart.length);
  const saved = await page.evaluate(() => localStorage.getItem('cartItems'));

  await page.getByLabel('Berkas log').setInputFiles({ name: 'rusak.json', mimeType: 'application/json', buffer: Buffer.from('{"payload":') });
  await expect(page.getByRole('alert').filter({ hasText: 'Log tidak bisa dibaca' })).toContainText('rusak.json: berkas bukan JSON yang valid');

  const log = { payload: JSON.stringify([{ type: 'cart/cleared' }, { type: 'theme/toggled' }]), preloadedState: '{}' };
  await page.getByLabel('Berkas log').setInputFiles({ name: 'kosongkan.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(log)) });
  await expect(page.getByRole('alert').filter({ hasText: 'Log tidak bisa dibaca' })).toHaveCount(0);
  await expect(page.getByText(/Keranjang \(setelah aksi #2\):/)).toBeVisible();
  await page.getByRole('slider', { name: 'Langkah' }).fill('0');
  await expect(page.getByText('Keadaan awal log.')).toBeVisible();
  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem('cartItems'))).toBe(saved);

  await page.getByRole('button', { name: 'Reset data lokal' }).click();
  await page.getByRole('button', { name: 'Ya, reset data lokal' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cartItems'))).toBe('[]');
  await expect(page.getByRole('link', { name: /^Keranjang/ })).not.toContainText(/\d/);
});
