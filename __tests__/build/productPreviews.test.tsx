/** @jest-environment node */
import path from 'node:path';
import { productPageRenderer } from '../../scripts/build/productPreviews';

// The shipped catalogue's split files, read where the build reads them from dist/.
const render = productPageRenderer(path.resolve(__dirname, '../../public'));

it('renders a product page as the app does: the frame, the product and its related cards, with their CSS and no script', async () => {
  const page = await render('sneakers-kanvas-klasik');
  expect(page.path).toBe('/produk/sneakers-kanvas-klasik');
  expect(page.title).toBe('Sneakers Kanvas Klasik · Langkah');
  expect(page.description.length).toBeLessThanOrEqual(155);
  expect(page.html).toMatch(/<h1[^>]*>Sneakers Kanvas Klasik<\/h1>/);
  expect(page.html).toMatch(/Rp\u00a0[\d.]+/);
  expect(page.html).toContain('Tambah ke keranjang');
  expect(page.html).toContain('Produk terkait');
  // The header and the whole footer (a chunk of its own in the browser), not their loading states.
  expect(page.html).toContain('aria-label="Utama"');
  expect(page.html).toContain('Ikuti kami');
  expect(page.html).not.toContain('Memuat');
  // React's streaming would add inline scripts, which the pages' policy forbids.
  expect(page.html).not.toContain('<script');
  expect(page.html).not.toContain('<template');
  expect(page.css).toMatch(/\.[\w-]+\{[^}]+\}/);
  // Without what only styled-components' rehydration reads: the app replaces a preview, never hydrates it.
  expect(page.css).not.toMatch(/data-styled|\/\*!sc\*\//);
});

it('renders each product from its own file, one after another, as the build does', async () => {
  const first = await render('tas-anyam-pandan');
  const second = await render('kaus-katun-polos');
  expect(first.html).toMatch(/<h1[^>]*>Tas Anyam Pandan<\/h1>/);
  expect(second.html).toMatch(/<h1[^>]*>Kaus Katun Polos<\/h1>/);
  expect(second.html).not.toContain('Tas Anyam Pandan</h1>');
});

it('fails with the page and the reason when a product has no file, so the build stops', async () => {
  await expect(render('tidak-ada')).rejects.toThrow(/\/produk\/tidak-ada: HTTP 404/);
});
