/**
 * @jest-environment node
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkBudget } from '../../scripts/build/budget';
import { routesFile } from '../../scripts/edge/routesFile';
import { SiteSettingError, siteSettings } from '../../scripts/site/siteSettings';

// Product pages rendered at the edge (docs/edge.md); the worker itself runs in e2e/edge/.
describe('PRODUCT_PAGES: a file per product page, or rendered at the edge', () => {
  it('is static unless set, and edge only on Cloudflare, with one line saying so', () => {
    expect(siteSettings({}).productPages).toBe('static');
    expect(siteSettings({ DEPLOY_TARGET: 'netlify', PRODUCT_PAGES: 'static' }).productPages).toBe('static');
    expect(siteSettings({ DEPLOY_TARGET: 'cloudflare', PRODUCT_PAGES: ' Edge ' }).productPages).toBe('edge');
    expect(() => siteSettings({ PRODUCT_PAGES: 'edge' })).toThrow(new SiteSettingError('PRODUCT_PAGES=edge needs DEPLOY_TARGET=cloudflare (got DEPLOY_TARGET=nginx): only Cloudflare Pages runs the edge worker'));
    expect(() => siteSettings({ DEPLOY_TARGET: 'netlify', PRODUCT_PAGES: 'edge' })).toThrow(SiteSettingError);
    expect(() => siteSettings({ DEPLOY_TARGET: 'cloudflare', PRODUCT_PAGES: 'ssr' })).toThrow('PRODUCT_PAGES must be one of static, edge (got "ssr")');
  });

  it('sends Cloudflare Pages’ worker the product pages only: everything else is a static file', () => {
    expect(routesFile()).toEqual({ version: 1, include: ['/produk/*'], exclude: [] });
  });
});

describe('the file budget of an edge build', () => {
  let dist: string;
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'langkah-edge-budget-'));
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));
  const write = (file: string, content: string | Buffer = 'x') => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), content);
  };

  it('suggests rendering product pages at the edge when they put a Cloudflare site over its files', () => {
    // 20,000 other files in one folder (quick to write) and the product pages over the limit.
    write('js/0.js');
    for (let index = 1; index < 20_000; index += 1) fs.writeFileSync(path.join(dist, 'js', `${index}.js`), 'x');
    for (const slug of ['sandal', 'topi']) write(`produk/${slug}/index.html`);
    const budget = checkBudget({ target: 'cloudflare', dist, catalogue: { shipped: true } });
    expect(budget.ok).toBe(false);
    expect(budget.text.split('\n')[0]).toContain('render the 2 product pages at the edge instead of shipping a file for each (PRODUCT_PAGES=edge, docs/edge.md)');
    // nginx has no edge worker to suggest (and no limit to break).
    expect(checkBudget({ target: 'nginx', dist, catalogue: { shipped: true } }).text).not.toContain('PRODUCT_PAGES');
  });

  it("weighs the worker against Cloudflare's 3 MiB after gzip, and fails a bigger one", () => {
    write('_worker.js', 'export default {};');
    const fits = checkBudget({ target: 'cloudflare', dist, catalogue: { shipped: true } });
    expect(fits.ok).toBe(true);
    expect(fits.text).toMatch(/^ {2}worker +_worker\.js: 18 B, \d+ B gzip where at most 3\.0 MiB gzip \(https:\/\/developers\.cloudflare\.com\/workers\/platform\/limits\/#worker-size\)$/m);
    // Random bytes do not compress: 3.1 MiB of them stay over 3 MiB after gzip.
    write('_worker.js', randomBytes(3.1 * 1024 * 1024));
    const over = checkBudget({ target: 'cloudflare', dist, catalogue: { shipped: true } });
    expect(over.ok).toBe(false);
    expect(over.text.split('\n')[0]).toMatch(/_worker\.js is 3\.1 MiB after gzip where a worker may be at most 3\.0 MiB/);
  });

  it('fails a worker in a build for a host that would never run it', () => {
    write('_worker.js', 'export default {};');
    expect(checkBudget({ target: 'netlify', dist, catalogue: { shipped: true } }).text).toContain('PRODUCT_PAGES=edge needs DEPLOY_TARGET=cloudflare');
  });
});
