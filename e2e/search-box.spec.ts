import { expect, test, type Page } from '@playwright/test';

/**
 * Counts the animation frames from the tap on 'Cari' to the first one in which the search box is
 * on screen. The box is in the first screen's JS (src/app/layout/SearchPanel.tsx): it once came in
 * a chunk of its own, which React's Suspense revealed no sooner than 300 ms after the empty strip.
 */
async function framesToTheBox(page: Page): Promise<number> {
  await page.evaluate(() => {
    const seen = window as unknown as { boxFrame?: number };
    delete seen.boxFrame;
    const toggle = document.querySelector('button[aria-controls="search-panel"]')!;
    toggle.addEventListener(
      'click',
      () => {
        let frame = 0;
        const look = () => {
          frame += 1;
          const box = document.querySelector<HTMLInputElement>('#search-panel input[placeholder="Cari produk..."]');
          if (box?.checkVisibility() && box.getBoundingClientRect().height > 0) seen.boxFrame = frame;
          else if (frame < 120) requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      },
      { once: true },
    );
  });
  await page.getByRole('button', { name: 'Cari' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { boxFrame?: number }).boxFrame ?? 0)).toBeGreaterThan(0);
  return page.evaluate(() => (window as unknown as { boxFrame: number }).boxFrame);
}

const suggestionsChunk = '**/js/search-suggestions.*.js';

test('Cari shows the box in the first frame after the tap, its suggestions already fetched', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  // The pointer over the button fetches the suggestions ahead of the tap.
  const fetched = page.waitForResponse((response) => /\/js\/search-suggestions\./.test(response.url()));
  await page.getByRole('button', { name: 'Cari' }).hover();
  await fetched;
  expect(await framesToTheBox(page)).toBeLessThanOrEqual(2);
  await expect(page.getByPlaceholder('Cari produk...')).toBeFocused();
  await page.getByPlaceholder('Cari produk...').fill('kanvas');
  await expect(page.getByRole('listbox', { name: 'Saran produk' }).getByRole('option').first()).toContainText('Kanvas');
});

test('Cari shows the box at once while its suggestions are still on their way, and it searches on Enter', async ({ page }) => {
  // The suggestions' chunk never arrives (a slow network, a tap straight after the page opened).
  await page.route(suggestionsChunk, () => undefined);
  await page.goto('/');
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  expect(await framesToTheBox(page)).toBeLessThanOrEqual(2);
  const box = page.getByPlaceholder('Cari produk...');
  await expect(box).toBeFocused();
  await box.fill('kanvas');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/cari\?q=kanvas$/);
  await expect(page.getByRole('list', { name: 'Hasil pencarian' }).getByRole('link').first()).toContainText('Kanvas');
});

test('on a phone too: the tap shows the box in the next frame', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/produk/sneakers-kanvas-klasik');
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  expect(await framesToTheBox(page)).toBeLessThanOrEqual(2);
  await expect(page.getByPlaceholder('Cari produk...')).toBeInViewport();
});
