import fs from 'node:fs';
import path from 'node:path';
import { previewPaths, withPreview, type Snapshot } from '../../scripts/build/prerender';

// The template as html-webpack-plugin minifies it (unquoted attributes).
const template =
  '<!doctype html><html lang=id><head><title>Langkah</title><meta name=description content="Toko"></head>' +
  '<body><div id=root></div><script>guard()</script></body></html>';

const shot = (overrides: Partial<Snapshot> = {}): Snapshot => ({
  path: '/onsale',
  title: 'On Sale · Langkah',
  description: 'Produk diskon',
  html: '<header>Langkah</header><main><h1>On Sale</h1></main>',
  css: '.a{color:var(--color-text)}',
  ...overrides,
});

it('puts the page into #root as an inert preview, marked with its address, its CSS first, after the head and its sheets', () => {
  const page = withPreview(template, shot());
  expect(page).toContain(
    '<div id="root" data-prerendered="/onsale"><style data-prerendered>.a{color:var(--color-text)}</style>' +
      '<div inert aria-hidden="true" style="display:contents"><header>Langkah</header>',
  );
  expect(page.slice(0, page.indexOf('</head>'))).not.toContain('<style');
  expect(page).toContain('<script>guard()</script>');
});

it("uses the page's own title and description, escaped", () => {
  const page = withPreview(template, shot({ title: 'Tas <Anyam> & "Pandan"', description: 'a "b" <c>' }));
  expect(page).toContain('<title>Tas &lt;Anyam&gt; &amp; &quot;Pandan&quot;</title>');
  expect(page).toContain('<meta name="description" content="a &quot;b&quot; &lt;c&gt;">');
  expect(page.match(/<title>/g)).toHaveLength(1);
});


it('keeps special replacement patterns in the markup literal, and a </style> in CSS from ending the element', () => {
  const page = withPreview(template, shot({ html: '<p>$& $1 $$</p>', css: 'x{content:"</style>"}' }));
  expect(page).toContain('<p>$& $1 $$</p>');
  expect(page).toContain('content:"<\\/style>"');
});

it('refuses a template without an empty #root', () => {
  expect(() => withPreview('<html><head></head><body></body></html>', shot())).toThrow('no empty <div id="root"></div>');
});

it('paints in Chromium the shared pages, the empty cart, favourites and order history and every category, but no per-shopper page and no product page', () => {
  const catalog = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../public/catalog/catalog.json'), 'utf8'));
  const paths = previewPaths(catalog);
  expect(paths.slice(0, 7)).toEqual(['/', '/onsale', '/gift', '/custom', '/cart', '/favorit', '/pesanan']);
  expect(paths).toContain('/kategori/sepatu');
  // Every product page is rendered by react-dom/server instead (productPreviews.tsx), at any catalogue size.
  expect(paths.filter((p) => p.startsWith('/produk/'))).toEqual([]);
  expect(paths).toHaveLength(7 + catalog.categories.length);
  for (const perShopper of ['/cari', '/login', '/admin', '/user']) expect(paths).not.toContain(perShopper);
});

it("marks the cart's preview as true only while the stored cart is empty", () => {
  expect(withPreview(template, shot({ path: '/cart' }))).toContain('<div id="root" data-prerendered="/cart" data-only-if-empty="cartItems">');
  expect(withPreview(template, shot({ path: '/onsale' }))).not.toContain('data-only-if-empty');
});
