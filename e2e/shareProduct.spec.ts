import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';

// A product of the shipped catalogue on sale: 59.000, today 49.000.
const sandal = { slug: 'sandal-jepit-karet-pantai', name: 'Sandal Jepit Karet Pantai' };
// Prices as the page writes them, with a no-break space after 'Rp'.
const shareLine = 'Sandal Jepit Karet Pantai: Rp\u00a049.000 (diskon dari Rp\u00a059.000)';

/** What the page handed to navigator.share or the clipboard, kept for the test. */
const handedOver = (page: Page) => page.evaluate(() => (window as unknown as { __handed?: unknown }).__handed);

test("'Bagikan' hands the product's link, name and price to the phone's share sheet", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: async (data: ShareData) => void Object.assign(window, { __handed: data }), configurable: true });
  });
  await page.goto(`/produk/${sandal.slug}?warna=Biru`);
  await page.getByRole('button', { name: 'Bagikan', exact: true }).click();
  await expect(page.getByText('Tautan produk sudah dibagikan.')).toBeVisible();
  const origin = new URL(page.url()).origin;
  // The page's own address, without the chosen colour: the same as its og:url.
  expect(await handedOver(page)).toEqual({ title: `${sandal.name} | Langkah`, text: shareLine, url: `${origin}/produk/${sandal.slug}` });
});

test("without a share sheet 'Bagikan' copies the link and says so; without a clipboard it shows the link to copy", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  await page.goto(`/produk/${sandal.slug}`);
  await page.getByRole('button', { name: 'Bagikan', exact: true }).click();
  await expect(page.getByText('Tautan produk disalin. Tempel di chat untuk mengirimnya.')).toBeVisible();
  const url = `${new URL(page.url()).origin}/produk/${sandal.slug}`;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  await page.evaluate(() =>
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }, configurable: true }),
  );
  await page.getByRole('button', { name: 'Bagikan', exact: true }).click();
  const field = page.getByRole('textbox', { name: 'Tautan tidak bisa disalin otomatis. Salin tautan ini:' });
  await expect(field).toHaveValue(url);
  await expect(field).toBeFocused();
  expect(await axeViolations(page, 'main')).toEqual([]);
});

test("'Bagikan ke WhatsApp' opens WhatsApp's chat picker with the line and the link, in a new tab", async ({ page }) => {
  await page.goto(`/produk/${sandal.slug}`);
  const link = page.getByRole('link', { name: 'Bagikan ke WhatsApp' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const href = new URL((await link.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://wa.me/');
  expect(href.searchParams.get('text')).toBe(`${shareLine}\n${new URL(page.url()).origin}/produk/${sandal.slug}`);
});
