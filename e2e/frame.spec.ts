import { expect, test, type Page } from '@playwright/test';
import { publicRoutes } from './routes';

const phone = { width: 375, height: 740 };
const desktop = { width: 1280, height: 800 };


const footerLoaded = (page: Page) => expect(page.getByRole('heading', { name: 'Kabar & promo' })).toBeVisible();

test.describe('every route', () => {
  for (const route of publicRoutes) {
    test(`${route} renders inside the frame with its own title and description`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await footerLoaded(page);
      await expect(page.getByRole('contentinfo')).toContainText('© 2025 Langkah');
      await expect(page.getByRole('link', { name: /^Chat/ })).toBeVisible();
      const h1 = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      await expect(page).toHaveTitle(route === '/' ? /Langkah/ : new RegExp(`^${h1.trim().slice(0, 8)}.* · Langkah$`));
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
      expect(errors).toEqual([]);
    });
  }
});

test('/ONSALE and /onsale/ reach On Sale, whose link alone is active', async ({ page }) => {
  await page.setViewportSize(desktop);
  for (const route of ['/ONSALE', '/onsale/']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: 'On Sale' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'On Sale', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current');
  }
});

test('the header stays fixed and every navigation starts at the top', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto('/');
  await footerLoaded(page);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await expect(page.getByRole('banner')).toBeInViewport();
  await page.getByRole('link', { name: 'Gifting', exact: true }).click();
  await expect(page).toHaveURL(/\/gift$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('main')).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('the links hide behind Menu, which traps focus and closes on Escape or a choice', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const gifting = page.getByRole('link', { name: 'Gifting', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(gifting).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(gifting).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => !!document.activeElement?.closest('#main-nav, [aria-controls="main-nav"]'));
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.click();
    await gifting.click();
    await expect(page).toHaveURL(/\/gift$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(gifting).toBeHidden();
  });

  test('the chat button never sits on the footer controls at the bottom of the page', async ({ page }) => {
    await page.goto('/');
    await footerLoaded(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const chat = await page.getByRole('link', { name: /^Chat/ }).boundingBox();
    expect(chat).not.toBeNull();
    const controls = page.getByRole('contentinfo').locator('a, button, input');
    for (const box of await controls.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON()))) {
      const overlaps = box.left < chat!.x + chat!.width && chat!.x < box.right && box.top < chat!.y + chat!.height && chat!.y < box.bottom;
      expect(overlaps).toBe(false);
    }
  });
});

test('the chat button steps aside while typing on a phone, not on a desktop', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/');
  await footerLoaded(page);
  const chat = page.getByRole('link', { name: /^Chat/ });
  await page.getByPlaceholder('masukkan email').focus();
  await expect(chat).toBeHidden();
  await page.getByPlaceholder('masukkan email').blur();
  await expect(chat).toBeVisible();
  // From one field straight to the next: the focus leaves the first before it reaches the second.
  await page.goto('/custom');
  await page.getByRole('textbox', { name: 'Ukuran' }).fill('30 × 40 cm');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Warna' })).toBeFocused();
  await expect(chat).toBeHidden();
  // A clicked button takes the focus, and no keyboard comes up for it.
  await page.getByRole('button', { name: 'Ganti tema' }).click();
  await expect(page.getByRole('button', { name: 'Ganti tema' })).toBeFocused();
  await expect(chat).toBeVisible();
  await page.setViewportSize(desktop);
  await page.getByPlaceholder('masukkan email').focus();
  await expect(chat).toBeVisible();
});

test('the desktop header shows the links and no Menu button', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Custom', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
});

// The narrowest phones: 320 px (and a folded phone's 280). The shop's name stays beside the mark,
// cut with '…' where it does not fit, and ends before the Menu button.
for (const width of [280, 320]) {
  test(`a ${width} px phone reaches every header control, the cart included, and still shows the shop's name`, async ({ page }) => {
    await page.setViewportSize({ width, height: 640 });
    await page.goto('/');
    const banner = page.getByRole('banner');
    for (const control of [banner.getByRole('link', { name: 'Langkah', exact: true }), banner.getByRole('button', { name: 'Menu' }), banner.getByRole('button', { name: 'Cari' }), banner.getByRole('button', { name: 'Ganti tema' }), banner.getByRole('link', { name: /^Keranjang/ })]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    const word = banner.getByRole('link', { name: 'Langkah', exact: true }).getByText('Langkah', { exact: true });
    await expect(word).toBeVisible();
    const wordBox = (await word.boundingBox())!;
    // At 280 px (a folded phone) little more than the '…' is left; from 320 px a few letters.
    expect(wordBox.width, `the name's width at ${width} px`).toBeGreaterThan(width >= 320 ? 10 : 4);
    expect(wordBox.x + wordBox.width, `the name's right edge at ${width} px`).toBeLessThanOrEqual((await banner.getByRole('button', { name: 'Menu' }).boundingBox())!.x);
  });
}

// The commonest phones: the logo's word, the menu and the four buttons side by side. With 44 px
// buttons the word ran over the Menu button at 360-411 px.
test("on 360-412 px phones the logo's word ends before the Menu button, and every control is on screen", async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  const word = banner.getByRole('link', { name: 'Langkah', exact: true }).getByText('Langkah', { exact: true });
  const menu = banner.getByRole('button', { name: 'Menu' });
  for (const width of [360, 375, 390, 411, 412]) {
    await page.setViewportSize({ width, height: 700 });
    const wordBox = (await word.boundingBox())!;
    const menuBox = (await menu.boundingBox())!;
    expect(wordBox.x + wordBox.width, `the word's right edge at ${width} px`).toBeLessThanOrEqual(menuBox.x);
    await expect(banner.getByRole('link', { name: /^Keranjang/ })).toBeInViewport({ ratio: 1 });
  }
});

test('search: Cari opens the box, Enter goes to /cari?q= and closes it', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Cari' });
  await toggle.click();
  const box = page.getByPlaceholder('Cari produk...');
  await expect(box).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // Keyboard focus stays between the box and its toggle; Escape closes and returns to the toggle.
  for (let i = 0; i < 3; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#search-panel, [aria-controls="search-panel"]'))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await box.fill('sepatu kulit');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/cari\?q=sepatu%20kulit$/);
  await expect(box).toBeHidden();
});

test.describe('newsletter and promo', () => {
  test('an empty or @-less address gets a warning toast and no overlay', async ({ page }) => {
    await page.goto('/');
    await footerLoaded(page);
    await page.getByRole('button', { name: 'Daftar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Masukkan email yang valid.' })).toBeVisible();
    await page.getByPlaceholder('masukkan email').fill('budi.contoh.id');
    await page.getByRole('button', { name: 'Daftar' }).click();
    await expect(page.getByRole('dialog', { name: 'Promo' })).toHaveCount(0);
    await expect(page.getByPlaceholder('masukkan email')).toHaveValue('budi.contoh.id');
  });

  test('a valid address opens the promo: keyboard trapped, Escape closes, focus returns', async ({ page }) => {
    const requests: string[] = [];
    await page.goto('/gift');
    await footerLoaded(page);
    page.on('request', (request) => requests.push(request.url()));
    const email = page.getByPlaceholder('masukkan email');
    await email.fill('sari@contoh.id');
    await email.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Promo' });
    await expect(dialog).toBeVisible();
    await expect(email).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Tutup' })).toBeFocused();
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(email).toBeFocused();
    // Nothing left the browser: no request carried the address.
    expect(requests.filter((url) => url.includes('sari'))).toEqual([]);
  });

  test('the sale image leads to /onsale and closes; Tutup closes too', async ({ page }) => {
    await page.goto('/gift');
    await footerLoaded(page);
    const email = page.getByPlaceholder('masukkan email');
    await email.fill('sari@contoh.id');
    await page.getByRole('button', { name: 'Daftar' }).click();
    await page.getByRole('button', { name: 'Tutup' }).click();
    await expect(page.getByRole('dialog', { name: 'Promo' })).toBeHidden();

    await email.fill('sari@contoh.id');
    await page.getByRole('button', { name: 'Daftar' }).click();
    await page.getByRole('link', { name: 'Lihat promo' }).click();
    await expect(page).toHaveURL(/\/onsale$/);
    await expect(page.getByRole('dialog', { name: 'Promo' })).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('the theme and the matching payment logos survive a reload', async ({ page }) => {
  await page.goto('/');
  await footerLoaded(page);
  const methods = page.getByRole('list', { name: 'Metode pembayaran' });
  const bca = methods.getByRole('img', { name: 'BCA' });
  // Named at once; the drawings' chunk comes as the list nears the screen (src/app/layout/PaymentLogos.tsx).
  await expect(bca).toHaveText('BCA');
  await methods.scrollIntoViewIfNeeded();
  await expect(bca).toHaveClass('light');
  // The wordmark, drawn last.
  await expect(bca.locator('path').last()).toHaveCSS('fill', 'rgb(11, 79, 163)');
  // Words are outlines: SVG <text> costs a font round trip per word in the first layout (scripts/assets/outlineText.ts).
  await expect(page.getByRole('contentinfo').locator('svg text')).toHaveCount(0);
  await page.getByRole('button', { name: 'Ganti tema' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(bca).toHaveClass('dark');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Ganti tema' })).toHaveAttribute('aria-pressed', 'true');
  await methods.scrollIntoViewIfNeeded();
  await expect(bca).toHaveClass('dark');
  await expect(bca).toBeVisible();
  await expect(bca.locator('path').last()).toHaveCSS('fill', 'rgb(143, 192, 255)');
});

test('the theme button shows the sun in the light theme and the moon in the dark, one at a time', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  const toggle = page.getByRole('button', { name: 'Ganti tema' });
  const shown = () =>
    toggle.evaluate((button) =>
      ['sun', 'moon'].filter((shape) => button.querySelector(`.${shape}`)!.checkVisibility({ visibilityProperty: true })),
    );
  await expect.poll(shown).toEqual(['sun']);
  await toggle.click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect.poll(shown).toEqual(['moon']);
});

test('a theme switch dims the product pictures by their brightness alone', async ({ page }) => {
  // A picture whose own background, filter or colour scheme changes is redrawn at every switch
  // (src/styles/productPicture.ts): only the brightness value may differ between the themes.
  await page.goto('/');
  // The app's own picture, not the preview's it replaces (reading one across the swap gave '').
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  const picture = page.locator('main article img').first();
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toBeVisible();
  const look = () =>
    picture.evaluate((image) => {
      const style = getComputedStyle(image);
      return { filter: style.filter, background: style.backgroundColor, colorScheme: style.colorScheme };
    });
  const light = await look();
  await page.getByRole('button', { name: 'Ganti tema' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(light.filter).toBe('brightness(1)');
  expect(await look()).toEqual({ ...light, filter: 'brightness(0.88)' });
});

test('a pressed button shows a tint of its own colour instead of the tap highlight', async ({ page }) => {
  // Chromium's tap highlight re-layers the whole page as it shows and as it goes (GlobalStyle).
  await page.goto('/');
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  const toggle = page.getByRole('button', { name: 'Ganti tema' });
  await expect(toggle).toHaveCSS('-webkit-tap-highlight-color', 'rgba(0, 0, 0, 0)');
  await expect(toggle).toHaveCSS('box-shadow', 'none');
  const box = (await toggle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(toggle).toHaveCSS('box-shadow', /inset/);
  await page.mouse.up();
  await expect(toggle).toHaveCSS('box-shadow', 'none');
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('external links of the frame open a new tab without opener or referrer', async ({ page }) => {
  await page.goto('/');
  await footerLoaded(page);
  const external = page.locator('a[href^="http"]');
  expect(await external.count()).toBeGreaterThanOrEqual(5);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(page.getByRole('link', { name: /peta/ })).toHaveAttribute('href', /maps/);
});

test('the tab icons load, and none is SVG (an SVG icon is a whole document on the main thread)', async ({ page, request }) => {
  await page.goto('/');
  const icons = await page.locator('link[rel~="icon"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(icons.length).toBeGreaterThan(0);
  for (const icon of icons) {
    const response = await request.get(icon);
    expect(response.status(), icon).toBe(200);
    expect(response.headers()['content-type'], icon).toMatch(/^image\/(png|x-icon|vnd\.microsoft\.icon)/);
  }
});

test('the guard sends /user and /admin to /login while signed out', async ({ page }) => {
  for (const route of ['/user', '/admin', '/ADMIN/']) {
    await page.goto(route);
    await expect(page).toHaveURL(/\/login$/);
  }
  await page.evaluate(() => localStorage.setItem('isAuthenticated', 'true'));
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/tidak/ada/di/sini');
  await expect(page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
  await page.getByRole('link', { name: 'Kembali ke beranda' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a skip link leads keyboard users straight to the content', async ({ page }) => {
  await page.goto('/');
  // Until the app takes over, the page is an inert preview with nothing to focus.
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Langsung ke konten utama' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // A start for the next Tab, not a control: no focus ring around the whole page.
  await expect(page.getByRole('main')).toHaveCSS('outline-style', 'none');
});

test('nothing shifts while the page loads', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // A slow page chunk: the placeholder has to hold the space meanwhile.
  await page.route('**/js/page-home.*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await footerLoaded(page);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.01);
});
