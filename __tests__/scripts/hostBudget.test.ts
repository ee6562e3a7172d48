/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { checkBudget, figuresOf, overLimits } from '../../scripts/build/budget';
import { BudgetPlugin } from '../../scripts/build/budgetPlugin';
import { renderRedirectsFile, shellRoutes } from '../../scripts/build/redirectsFile';
import { cacheControlFor, cacheRules } from '../../scripts/serve/cacheControl';
import { renderHeadersFile } from '../../scripts/serve/headersFile';
import { renderNginxCacheMap } from '../../scripts/build/nginxHeaders';
import { hosts, writesTwins } from '../../scripts/site/hosts';
import { SiteSettingError, siteSettings } from '../../scripts/site/siteSettings';
import { securityHeaders } from '../../scripts/build/securityHeaders';
import { get, serveForTest } from './serve-test-utils';

const MiB = 1024 * 1024;

describe('DEPLOY_TARGET: which host, and what the build writes for it', () => {
  it('is nginx unless set, and one of the three hosts when set', () => {
    expect(siteSettings({}).deployTarget).toBe('nginx');
    expect(siteSettings({ DEPLOY_TARGET: ' Cloudflare ' }).deployTarget).toBe('cloudflare');
    expect(siteSettings({ DEPLOY_TARGET: 'netlify' }).deployTarget).toBe('netlify');
    expect(() => siteSettings({ DEPLOY_TARGET: 'vercel' })).toThrow(SiteSettingError);
  });

  it('writes .gz/.br twins for nginx only: Cloudflare Pages and Netlify compress on their own', () => {
    expect(writesTwins('nginx')).toBe(true);
    expect(writesTwins('cloudflare')).toBe(false);
    expect(writesTwins('netlify')).toBe(false);
  });

  it("holds each host's limits in one table", () => {
    expect(hosts.cloudflare.limits).toEqual({ filesPerSite: 20_000, bytesPerFile: 25 * MiB });
    expect(hosts.netlify.limits).toEqual({ filesPerFolder: 54_000 });
    expect(hosts.nginx.limits).toEqual({});
  });

  it("gives Netlify the SPA fallback after real 404s for the folders of files, and Cloudflare Pages named routes only (its own fallback does the rest)", () => {
    const netlify = renderRedirectsFile('netlify')!;
    expect(netlify).toMatch(/^\/js\/\* {2}\/shell\.html {2}404$/m);
    expect(netlify.trim().split('\n').at(-1)).toBe('/*  /shell.html  200');
    const cloudflare = renderRedirectsFile('cloudflare')!;
    // A catch-all would hide every file on Pages, which applies rules before its files.
    expect(cloudflare).not.toMatch(/^\/\*/m);
    for (const route of shellRoutes) expect(cloudflare).toContain(`${route}  /shell  200`);
    expect(renderRedirectsFile('nginx')).toBeUndefined();
  });

  it('caches every hashed folder for a year on every host, from one table', () => {
    const year = 'public, max-age=31536000, immutable';
    for (const hashed of ['/js/main.abcd1234.js', '/catalog/v/1f8814b5e989/produk/a.json', '/catalog/bagikan/0a1b2c3d4e5f.jpg', '/wilayah/c5b440722603/kota/32.73.json']) {
      expect(cacheControlFor(hashed)).toBe(year);
    }
    expect(cacheControlFor('/catalog/bagikan.json')).toBe('no-cache');
    const headers = renderHeadersFile([]);
    for (const pattern of ['/js/*', '/img/*', '/catalog/v/*', '/catalog/bagikan/*', '/wilayah/*']) expect(headers).toContain(`${pattern}\n  Cache-Control: ${year}`);
    const nginxMap = renderNginxCacheMap(cacheRules);
    expect(nginxMap).toContain(`~^/catalog/bagikan/[0-9a-f]+\\.jpg$ "${year}";`);
    expect(nginxMap).toContain(`~^/wilayah/[0-9a-f]+/              "${year}";`);
  });
});

describe('`npm run serve` on a Cloudflare build (no twins, a _redirects file)', () => {
  it('serves it like production: pages, the shell for other routes, the hashed caching, and never the host files', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'langkah-cf-serve-'));
    fs.writeFileSync(path.join(dist, '_headers'), renderHeadersFile(securityHeaders({ scriptHashes: [] })));
    fs.writeFileSync(path.join(dist, '_redirects'), renderRedirectsFile('cloudflare')!);
    fs.writeFileSync(path.join(dist, 'shell.html'), '<!doctype html><title>shell</title>');
    fs.mkdirSync(path.join(dist, 'catalog/bagikan'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'catalog/bagikan/0a1b2c3d.jpg'), 'jpeg');
    const { origin, close } = await serveForTest(dist);
    try {
      expect((await get(`${origin}/cari?q=sandal`)).body).toContain('<title>shell</title>');
      expect((await get(`${origin}/catalog/bagikan/0a1b2c3d.jpg`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await get(`${origin}/_redirects`)).status).toBe(404);
      expect((await get(`${origin}/_headers`)).status).toBe(404);
    } finally {
      await close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('the file budget', () => {
  let dist: string;
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'langkah-budget-'));
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));
  const write = (file: string, text = 'x') => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  };
  /** `count` one-byte files in `folder`: a shop's pages or catalogue files, in small. */
  const manyFiles = (folder: string, count: number) => {
    fs.mkdirSync(path.join(dist, folder), { recursive: true });
    for (let index = 0; index < count; index += 1) fs.writeFileSync(path.join(dist, folder, `${index}.json`), 'x');
  };

  it('prints the site and the catalogue apart, with their files, bytes and largest file', () => {
    write('index.html', '<!doctype html>');
    write('js/main.abcd1234.js', 'void 0;'.repeat(100));
    write('catalog/manifest.json', '{}');
    const budget = checkBudget({ target: 'cloudflare', dist, catalogue: { shipped: true } });
    expect(budget.ok).toBe(true);
    expect(budget.site).toMatchObject({ files: 2, bytes: 715, largest: { path: 'js/main.abcd1234.js', bytes: 700 } });
    expect(budget.catalogue).toMatchObject({ files: 1, bytes: 2 });
    expect(budget.upload.files).toBe(3);
    expect(budget.text.split('\n')).toEqual([
      '[budget] DEPLOY_TARGET=cloudflare: Cloudflare Pages (free plan), at most 20,000 files per site, 25.0 MiB per file',
      '  site              2 files       715 B   largest: js/main.abcd1234.js (700 B)',
      '  catalogue         1 files         2 B   largest: catalog/manifest.json (2 B)   (dist/catalog, uploaded with the site)',
      '  together          3 files       717 B   largest: js/main.abcd1234.js (700 B)   (what the host is sent)',
    ]);
  });

  it('fails over Cloudflare’s 20,000 files, its message in one paragraph above the figures', () => {
    manyFiles('produk', 15_000);
    manyFiles('catalog/v/abc', 5_001);
    const budget = checkBudget({ target: 'cloudflare', dist, catalogue: { shipped: true } });
    expect(budget.ok).toBe(false);
    const [paragraph, blank, ...figures] = budget.text.split('\n');
    expect(paragraph).toMatch(/^\[budget\] This build does not fit Cloudflare Pages \(free plan\) \(DEPLOY_TARGET=cloudflare\): 20,001 files where it takes at most 20,000 per site\. Do not upload it\. Put the catalogue folder on object storage .*CATALOG_BASE_URL.*https:\/\/developers\.cloudflare\.com\/pages\/platform\/limits\/\.$/);
    expect(blank).toBe('');
    expect(figures[0]).toMatch(/^\[budget\] DEPLOY_TARGET=cloudflare/);
    expect(figures.join('\n')).toMatch(/site +15,000 files[\s\S]*catalogue +5,001 files[\s\S]*together +20,001 files/);
    // The same files fit nginx, which has no limits, and fit Cloudflare once the catalogue is on object storage.
    expect(checkBudget({ target: 'nginx', dist, catalogue: { shipped: true } }).ok).toBe(true);
  });

  it('counts a catalogue on object storage apart from the site, against no limit', () => {
    manyFiles('produk', 10);
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'langkah-bucket-'));
    try {
      fs.writeFileSync(path.join(elsewhere, 'manifest.json'), '{}');
      const budget = checkBudget({ target: 'cloudflare', dist, catalogue: { shipped: false, dir: elsewhere, url: 'https://katalog.tokoku.id/' } });
      expect(budget.ok).toBe(true);
      expect(budget.upload.files).toBe(10);
      expect(budget.catalogue.files).toBe(1);
      expect(budget.text).toContain('upload it to https://katalog.tokoku.id/; object storage, no limit checked');
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('fails a file over 25 MiB on Cloudflare, and a folder over 54,000 files on Netlify', () => {
    write('catalog/catalog.json');
    fs.truncateSync(path.join(dist, 'catalog/catalog.json'), 26 * MiB); // sparse: no 26 MiB written
    const cloudflare = checkBudget({ target: 'cloudflare', dist, catalogue: { shipped: true } });
    expect(cloudflare.text.split('\n')[0]).toContain('catalog/catalog.json is 26.0 MiB where a file may be at most 25.0 MiB');
    expect(checkBudget({ target: 'netlify', dist, catalogue: { shipped: true } }).ok).toBe(true);
    const crowded = figuresOf(Array.from({ length: 54_001 }, (_, index) => ({ path: `produk/${index}.html`, bytes: 1 })));
    expect(overLimits(crowded, hosts.netlify.limits)).toEqual(['produk/ holds 54,001 files where a folder may hold at most 54,000']);
  });

  it('fails the production build that ends over the limit, with the message', async () => {
    const src = fs.mkdtempSync(path.join(os.tmpdir(), 'langkah-budget-src-'));
    try {
      fs.writeFileSync(path.join(src, 'index.js'), 'console.log(1);');
      manyFiles('kategori', 20_000); // with webpack's main.js: one file too many
      const compiler = webpack({
        mode: 'production',
        context: src,
        entry: './index.js',
        output: { path: dist, filename: 'main.js' },
        plugins: [new BudgetPlugin('cloudflare', { shipped: true })],
      });
      const error = await new Promise<Error | null>((resolve) => compiler.run((failure) => compiler.close(() => resolve(failure ?? null))));
      expect(error?.message).toMatch(/^\[budget\] This build does not fit Cloudflare Pages \(free plan\) \(DEPLOY_TARGET=cloudflare\): 20,001 files/);
    } finally {
      fs.rmSync(src, { recursive: true, force: true });
    }
  }, 60_000);
});
