import { expect, test, type Locator, type Page } from '@playwright/test';

const added = (page: Page) => page.locator('#notistack-snackbar', { hasText: 'Ditambahkan ke keranjang' });

async function openProduct(page: Page) {
  await page.goto('/produk/sneakers-kanvas-klasik');
  await page.getByRole('group', { name: 'Ukuran' }).getByRole('button', { name: '42' }).click();
  return page.getByRole('button', { name: 'Tambah ke keranjang' });
}

/** The toast's box once its animations have ended: where the shopper reads it. */
async function settledBox(toast: Locator) {
  await toast.evaluate((node) => Promise.all(node.closest('.notistack-MuiContent')!.getAnimations().map((animation) => animation.finished)));
  return (await toast.boundingBox())!;
}

test('a toast rises into place at the bottom of a phone, at most three stack, and each leaves by itself', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const add = await openProduct(page);

  await add.click();
  const first = added(page).first();
  await expect(first).toBeVisible();
  const box = await settledBox(first);
  // Wholly on screen, in the lower part, clear of both edges.
  expect(box.y).toBeGreaterThan(740 / 2);
  expect(box.y + box.height).toBeLessThanOrEqual(740);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);

  // notistack keeps three on screen: a fourth add sends the oldest away, well before it would
  // hide by itself (four seconds).
  const oldest = await first.elementHandle();
  for (let more = 0; more < 3; more += 1) await add.click();
  await expect.poll(() => oldest!.evaluate((node) => node.isConnected), { timeout: 2_500 }).toBe(false);
  await expect(added(page)).toHaveCount(3);
  await expect(page.getByRole('link', { name: /^Keranjang/ })).toContainText('1');

  // Each hides after four seconds and is then taken out of the page.
  await expect(added(page)).toHaveCount(0, { timeout: 10_000 });
});

test('a toast comes in with motion, and without it for a shopper who asked for less', async ({ page }) => {
  const add = await openProduct(page);
  // Animations at a hundredth of their speed: one still runs when the test looks.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.01 });
  const runningAnimations = (toast: Locator) =>
    toast.evaluate((node) => node.closest('.notistack-MuiContent')!.getAnimations().filter((animation) => animation.playState === 'running').length);

  await add.click();
  await expect(added(page)).toHaveCount(1);
  expect(await runningAnimations(added(page).first())).toBe(1);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await add.click();
  await expect(added(page)).toHaveCount(2);
  // Shortened to nothing, it may still count as running until its first frame starts it (a busy
  // CI host); at full length it would run for 22 s at this rate, past the poll's 5.
  await expect.poll(() => runningAnimations(added(page).last())).toBe(0);
});
