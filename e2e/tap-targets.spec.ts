import { expect, test, type Locator } from '@playwright/test';
import { legacyCart } from '../__tests__/fixtures/legacyCart';

// Every control a shopper taps is at least 44 × 44 CSS px to a finger, even where its drawing is
// smaller (the header's 40 px buttons on phones, the cart lines' 22 px checkboxes): the points 21 px
// left, right, above and below its centre all reach it (or the label that ticks it).

/** The offsets from the control's centre that do not reach it. */
async function missedPoints(control: Locator): Promise<string[]> {
  return control.evaluate((element) => {
    // Mid-screen: what floats at the screen's edges (the chat button) is another question.
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    const [cx, cy] = [box.left + box.width / 2, box.top + box.height / 2];
    const reaches = (hit: Element | null) => !!hit && (element.contains(hit) || hit.contains(element) || (hit.closest('label')?.contains(element) ?? false));
    return [
      [-21, 0],
      [21, 0],
      [0, -21],
      [0, 21],
    ]
      .filter(([dx, dy]) => !reaches(document.elementFromPoint(cx + dx!, cy + dy!)))
      .map(([dx, dy]) => `${dx},${dy}`);
  });
}

for (const width of [320, 375]) {
  test(`at ${width} px the header's buttons, the cart's checkboxes and its links reach 44 × 44 px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript((cart) => localStorage.setItem('cartItems', cart), JSON.stringify(legacyCart));
    await page.goto('/cart');
    const banner = page.getByRole('banner');
    const controls: [string, Locator][] = [
      ['Menu', banner.getByRole('button', { name: 'Menu' })],
      ['Cari', banner.getByRole('button', { name: 'Cari' })],
      ['Ganti tema', banner.getByRole('button', { name: 'Ganti tema' })],
      ['Riwayat pesanan', page.getByRole('main').getByRole('link', { name: 'Riwayat pesanan' })],
      ['a line checkbox', page.getByRole('checkbox', { name: /^Pilih Sneakers/ })],
      ['the custom line checkbox', page.getByRole('checkbox', { name: /^Pilih Sepatu custom/ })],
      ['the footer link', page.getByRole('contentinfo').getByRole('link', { name: 'Riwayat pesanan' })],
    ];
    for (const [name, control] of controls) expect(await missedPoints(control), `${name} at ${width} px`).toEqual([]);
    // Ticking from the edge of the hit area ticks the box.
    const box = page.getByRole('checkbox', { name: /^Pilih Sneakers/ });
    await box.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const bounds = (await box.boundingBox())!;
    const at = { x: bounds.x + bounds.width / 2 + 20, y: bounds.y + bounds.height / 2 };
    await page.mouse.click(at.x, at.y);
    await expect(box).toBeChecked();
  });

  test(`at ${width} px 'Bagikan ke WhatsApp' on a product reaches 44 × 44 px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/produk/sneakers-kanvas-klasik');
    expect(await missedPoints(page.getByRole('link', { name: 'Bagikan ke WhatsApp' }))).toEqual([]);
  });
}
