/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productPageRenderer } from '../../scripts/build/productPreviews';
import { withPreview } from '../../scripts/build/prerender';
import { splitFilePath, splitPaths } from '../../src/features/catalog/split/splitPaths';
import type { SplitManifest } from '../../src/features/catalog/split/splitTypes';

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

it('refuses an address that is not a slug before reading any file (the edge worker renders what visitors type)', async () => {
  const fetched = jest.spyOn(globalThis, 'fetch');
  for (const typed of ['../manifest', '..%2Fmanifest', 'Tas Anyam', '<script>']) {
    await expect(render(typed)).rejects.toThrow(/not a product address/);
  }
  expect(fetched).not.toHaveBeenCalled();
  fetched.mockRestore();
});

it("writes a shop owner's hostile product name as text, in the page and in its title, never as markup", async () => {
  // A copy of the shipped catalogue whose product is named by a spreadsheet cell like this one.
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-'));
  fs.cpSync(path.resolve(__dirname, '../../public/catalog'), path.join(dist, 'catalog'), { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'catalog', 'manifest.json'), 'utf8')) as SplitManifest;
  const file = path.join(dist, 'catalog', splitFilePath(manifest, splitPaths.product('tas-anyam-pandan')));
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  json.product.name = 'Tas "Anyam" <script>alert(1)</script> & <img src=x onerror=alert(2)>';
  fs.writeFileSync(file, JSON.stringify(json));
  try {
    const page = await productPageRenderer(dist)('tas-anyam-pandan');
    const html = withPreview('<html><head><title>x</title><meta name="description" content="y"></head><body><div id="root"></div></body></html>', page);
    expect(html).not.toMatch(/<script>alert|<img src=x/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<title>Tas &quot;Anyam&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(2)&gt; · Langkah</title>');
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
});
