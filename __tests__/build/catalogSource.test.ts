import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { absoluteBase, fileUnder, readSourceManifest, sourceSlugs } from '../../scripts/build/catalogSource';
import { servedCatalogFiles } from '../../scripts/build/copyCatalogPlugin';
import { bucketCacheControl, bucketCorsPolicy } from '../../scripts/serve/bucketRules';

const demo = path.resolve(__dirname, '../../public/catalog');
const catalogJson = JSON.parse(fs.readFileSync(path.join(demo, 'catalog.json'), 'utf8')) as { products: { slug: string }[] };

describe("the previews' view of the built catalogue folder", () => {
  it('finds every product by the id buckets and the categories in the manifest, without catalog.json', () => {
    expect(sourceSlugs(demo).sort()).toEqual(catalogJson.products.map(({ slug }) => slug).sort());
    expect(readSourceManifest(demo).categories.map(({ slug }) => slug)).toContain('sepatu');
  });

  it('answers URLs under the catalogue URL with the folder\'s files, and nothing outside it', () => {
    const base = absoluteBase('https://katalog.toko.example/catalog', 'https://langkah.invalid');
    expect(base).toBe('https://katalog.toko.example/catalog/');
    expect(absoluteBase('/catalog/', 'https://langkah.invalid')).toBe('https://langkah.invalid/catalog/');
    expect(fileUnder(demo, base, `${base}manifest.json`)).toBe(path.join(demo, 'manifest.json'));
    expect(fileUnder(demo, base, `${base}v/`)).toBeNull();
    expect(fileUnder(demo, base, `${base}../package.json`)).toBeNull();
    expect(fileUnder(demo, base, `${base}%2e%2e/%2e%2e/package.json`)).toBeNull();
    expect(fileUnder(demo, base, 'https://elsewhere.example/catalog/manifest.json')).toBeNull();
  });
});

describe('what is served of the catalogue folder (dist/catalog, or the bucket)', () => {
  it('is every file but the top-level catalog.json', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'langkah-served-'));
    for (const file of ['catalog.json', 'manifest.json', 'v/abc/home.json', 'v/abc/produk/catalog.json', 'img/a.1234567890.svg']) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), '{}');
    }
    expect(servedCatalogFiles(dir).map((file) => path.relative(dir, file)).sort()).toEqual(['img/a.1234567890.svg', 'manifest.json', 'v/abc/home.json', 'v/abc/produk/catalog.json']);
  });

  it('caches what is named by content for good and revalidates the manifest; CORS for the shop, GET and HEAD', () => {
    expect(bucketCacheControl('v/00e49b0d7328/home.json')).toBe('public, max-age=31536000, immutable');
    expect(bucketCacheControl('img/sepatu.4f6ca88343.svg')).toBe('public, max-age=31536000, immutable');
    expect(bucketCacheControl('manifest.json')).toBe('no-cache');
    expect(bucketCorsPolicy(['https://toko.example'])).toEqual([{ AllowedOrigins: ['https://toko.example'], AllowedMethods: ['GET', 'HEAD'], MaxAgeSeconds: 86400 }]);
  });
});
