import { expect, test, type Page } from '@playwright/test';

const storedCart = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]') as Record<string, unknown>[]);
/** The price paid on each card of a list: the first rupiah amount in the card's price line. */
async function paidPrices(page: Page, list: string): Promise<number[]> {
  const lines = await page.getByRole('list', { name: list }).locator('article p:first-of-type').allTextContents();
  return lines.map((line) => Number(/Rp.([\d.]+)/.exec(line)![1]!.replace(/\./g, '')));
}

const badge = (page: Page) => page.getByRole('link', { name: /^Keranjang/ });

test('home → category → product → add twice is one line of 2, another color is a new line', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Melangkah Bersama, Setiap Hari' })).toBeVisible();

  await page.getByRole('link', { name: 'Sepatu', exact: true }).click();
  await expect(page).toHaveURL(/\/kategori\/sepatu$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sepatu' })).toBeVisible();

  await page.getByRole('link', { name: 'Sneakers Kanvas Klasik' }).click();
  await expect(page).toHaveURL(/\/produk\/sneakers-kanvas-klasik/);
  const colors = page.getByRole('group', { name: 'Warna' });
  const sizes = page.getByRole('group', { name: 'Ukuran' });
  await colors.getByRole('button', { name: 'Hitam' }).click();
  await expect(colors.getByRole('button', { name: 'Hitam' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('img', { name: /warna Hitam/ })).toHaveAttribute('src', /\/catalog\/img\/sneakers-kanvas-klasik-hitam\.[0-9a-f]+\.svg$/);
  await expect(sizes.getByRole('button', { name: '38' })).toBeDisabled();
  await sizes.getByRole('button', { name: '42' }).click();
  await expect(page).toHaveURL(/warna=Hitam&ukuran=42/);

  const add = page.getByRole('button', { name: 'Tambah ke keranjang' });
  await add.click();
  await expect(page.getByText('Ditambahkan ke keranjang').first()).toBeVisible();
  await add.click();
  await expect.poll(() => storedCart(page)).toEqual([
    expect.objectContaining({ id: 'lk-001', name: 'Sneakers Kanvas Klasik', price: 249000, selectedColor: 'Hitam', selectedSize: '42', quantity: 2, slug: 'sneakers-kanvas-klasik', image: expect.stringMatching(/^\/catalog\/img\/sneakers-kanvas-klasik-hitam\.[0-9a-f]+\.svg$/) }),
  ]);
  await expect(badge(page)).toContainText('1');

  await colors.getByRole('button', { name: 'Navy' }).click();
  await add.click();
  await expect.poll(async () => (await storedCart(page)).map((line) => [line.selectedColor, line.quantity])).toEqual([
    ['Hitam', 2],
    ['Navy', 1],
  ]);
  await expect(badge(page)).toContainText('2');

  // The choice survives a reload because it lives in the URL.
  await page.reload();
  await expect(page.getByRole('group', { name: 'Warna' }).getByRole('button', { name: 'Navy' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: 'Ukuran' }).getByRole('button', { name: '42' })).toHaveAttribute('aria-pressed', 'true');
  expect(errors).toEqual([]);
});

test('color, size and add tapped in quick succession on a slow phone add what was chosen', async ({ page }) => {
  await page.goto('/produk/sneakers-kanvas-klasik');
  const colors = page.getByRole('group', { name: 'Warna' });
  await expect(colors.getByRole('button', { name: 'Putih' })).toHaveAttribute('aria-pressed', 'true');
  await page.context().newCDPSession(page).then((cdp) => cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 }));
  const taps = await Promise.all([
    colors.getByRole('button', { name: 'Hitam' }).elementHandle(),
    page.getByRole('group', { name: 'Ukuran' }).getByRole('button', { name: '42' }).elementHandle(),
    page.getByRole('button', { name: 'Tambah ke keranjang' }).elementHandle(),
  ]);
  // Three taps, each its own event, none waiting for the router to render the one before.
  await page.evaluate(async (buttons) => {
    for (const button of buttons) {
      (button as HTMLElement).click();
      await Promise.resolve();
    }
  }, taps);
  await expect.poll(async () => (await storedCart(page)).map((line) => [line.selectedColor, line.selectedSize, line.quantity])).toEqual([['Hitam', '42', 1]]);
  await expect(page).toHaveURL(/warna=Hitam/);
  await expect(page).toHaveURL(/ukuran=42/);
  await expect(colors.getByRole('button', { name: 'Hitam' })).toHaveAttribute('aria-pressed', 'true');
});

test('category filters live in a drawer on phones and in the URL', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/kategori/sepatu');
  await expect(page.getByText('11 produk', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Urutkan' }).selectOption('termurah');
  await page.getByRole('button', { name: 'Filter' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter' });
  await drawer.getByRole('checkbox', { name: 'Cokelat' }).check();
  // The tapped radio is ticked at once, before the list re-renders: read right after the tap's
  // handlers ran. (It once stayed unticked for a third of a second at 4× CPU.)
  const price = drawer.getByRole('radio', { name: /Rp.250\.000 – Rp.500\.000/ });
  await price.evaluate((radio: HTMLInputElement) => {
    document.addEventListener('click', () => (document.body.dataset.tickedAtOnce = String(radio.checked)), { once: true });
  });
  await price.click();
  await expect(page.locator('body')).toHaveAttribute('data-ticked-at-once', 'true');
  await expect(price).toBeChecked();
  await drawer.getByRole('button', { name: /^Lihat \d+ produk$/ }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/urut=termurah/);
  await expect(page).toHaveURL(/warna=Cokelat/);
  await expect(page).toHaveURL(/harga=250000-500000/);
  const prices = await paidPrices(page, 'Produk Sepatu');
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  for (const price of prices) expect(price >= 250000 && price < 500000).toBe(true);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Filter (2)' })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('unknown category and product show "tidak ditemukan" with ways onward', async ({ page }) => {
  await page.goto('/kategori/payung');
  await expect(page.getByRole('heading', { level: 1, name: 'Kategori tidak ditemukan' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Jelajahi kategori' }).getByRole('link', { name: 'Tas', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tas' })).toBeVisible();

  await page.goto('/produk/sepatu-terbang');
  await expect(page.getByRole('heading', { level: 1, name: 'Produk tidak ditemukan' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
});

/** The catalogue's files (the manifest and its split), not its pictures. */
const catalogueFiles = (url: URL) => url.pathname.startsWith('/catalog/') && url.pathname.endsWith('.json');

test('a blocked catalogue gives a retryable error, and "Coba lagi" works once it is back', async ({ page }) => {
  await page.route(catalogueFiles, (route) => route.abort('failed'));
  await page.goto('/kategori/tas');
  await expect(page.getByRole('alert')).toContainText('Katalog belum bisa dimuat');
  await expect(page.getByRole('link', { name: /^Keranjang/ })).toBeVisible();

  await page.unroute(catalogueFiles);
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tas Anyam Pandan' })).toBeVisible();
});

test('a stalled catalogue on a page with no preview shows the frame and a loading state, then the products', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/catalog/manifest.json', async (route) => {
    await released;
    await route.fallback();
  });
  // A filtered category gets no preview (index.html's guard), so until the app renders the page is blank.
  await page.goto('/kategori/tas?urut=termurah');
  // Timed in the page's own clock from the arrival of the app's main script, so that a slow
  // navigation or a busy test machine cannot eat the margin: a blank page waits 1.5 s for the
  // catalogue (whenFirstRenderReady.ts), and waiting as long as over a preview (5 s) must fail.
  const frameAt = await page.waitForFunction(() => document.querySelector('header a[href="/cart"]') && performance.now(), undefined, { polling: 'raf', timeout: 15_000 });
  const mainArrivedAt = await page.evaluate(
    () => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => /\/js\/main\.[^/]*\.js$/.test(entry.name))?.responseEnd ?? NaN,
  );
  expect(Number(await frameAt.jsonValue()) - mainArrivedAt).toBeLessThan(4500);
  await expect(page.getByRole('link', { name: /^Keranjang/ })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Memuat produk' })).toBeVisible();

  release();
  await expect(page.getByRole('link', { name: 'Tas Anyam Pandan' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Memuat produk' })).toHaveCount(0);
});

test('a listing file that is not what it claims gives a retryable error, not a broken page', async ({ page }) => {
  // A card without its price: a file cut short or from another format. The build never writes
  // one (catalog:build refuses a bad product), so this is a host or CDN gone wrong.
  await page.route('**/catalog/v/*/list/kategori/sepatu/terbaru-1.json', async (route) => {
    const response = await route.fetch();
    const file = await response.json();
    delete file.products[0].price;
    await route.fulfill({ response, json: file });
  });
  await page.goto('/kategori/sepatu');
  await expect(page.getByRole('alert')).toContainText('Katalog belum bisa dimuat');
  await expect(page.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Keranjang/ })).toBeVisible();
});

test('sale and gift pages show struck prices and budgets', async ({ page }) => {
  await page.goto('/onsale');
  const first = page.getByRole('list', { name: 'Produk diskon' }).getByRole('article').first();
  await expect(first.locator('s')).toHaveText(/^Rp.\d/);
  await expect(first).toContainText(/-\d+%/);

  await page.goto('/gift');
  await page.getByRole('link', { name: /^Di bawah Rp.100\.000$/ }).click();
  await expect(page).toHaveURL(/\/gift\?harga=0-100000$/);
  // The URL changes before the budget's cards replace the others (flaky in CI when read at once):
  // wait for cards, every one of them under the budget. No card at all reads as Infinity.
  await expect
    .poll(async () => {
      const prices = await paidPrices(page, 'Ide hadiah');
      return prices.length ? Math.max(...prices) : Infinity;
    })
    .toBeLessThan(100000);
});

// A phone scrolls the budgets in one row; from a tablet up they wrap, every one in sight.
test('from a tablet up every gift budget is in sight', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await page.goto('/gift');
  const budgets = page.getByRole('navigation', { name: 'Budget hadiah' }).getByRole('link');
  await expect(budgets).toHaveCount(5);
  for (const budget of await budgets.all()) await expect(budget).toBeInViewport({ ratio: 1 });
});
