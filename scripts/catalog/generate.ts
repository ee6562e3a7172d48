/**
 * Writes the default catalogue (public/catalog/catalog.json, and its split: manifest.json and
 * v/<version>/, docs/catalog-split.md) and one SVG per product color (public/images/products/).
 * Deterministic: run `npm run catalog:generate` and commit the output.
 *
 * With `-- --count N --out <folder>` it writes instead a made-up shop of N products with varied
 * text, prices and stock, as sheets and drawings for `npm run catalog:build -- --dir <folder>`;
 * with `--photos` too, its pictures are SYNTHETIC photo-like JPEGs instead of drawings.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildCatalog } from './buildCatalog';
import { catalogFromFile } from './split/fromCatalogFile';
import { splitCatalog } from './split/splitCatalog';
import { removeOtherVersions, writeSplit } from './split/writeSplit';
import { productSvg } from './svg';
import { writeVariedShop } from './writeVariedShop';

const { values } = parseArgs({ options: { count: { type: 'string' }, out: { type: 'string' }, photos: { type: 'boolean', default: false } } });

/** The demo catalogue, in the repository: catalog.json, its split and the drawings. */
async function writeDemoCatalogue(): Promise<void> {
  const root = path.resolve(__dirname, '../..');
  const imageDir = path.join(root, 'public/images/products');
  const catalogDir = path.join(root, 'public/catalog');

  const { catalog, images } = buildCatalog();

  mkdirSync(catalogDir, { recursive: true });
  mkdirSync(imageDir, { recursive: true });
  // Old drawings of renamed products must not linger.
  for (const file of readdirSync(imageDir)) if (file.endsWith('.svg')) rmSync(path.join(imageDir, file));

  writeFileSync(path.join(catalogDir, 'catalog.json'), `${JSON.stringify(catalog)}\n`);
  for (const image of images) {
    writeFileSync(path.join(root, 'public', image.path), productSvg(image.shape, image.hex, image.variant));
  }

  // The split of the same catalogue; the old version's folder goes (the output is committed).
  const split = splitCatalog(catalogFromFile(catalog));
  const onSale = catalog.products.filter((product) => product.salePrice !== undefined).length;
  const gifts = catalog.products.filter((product) => product.tags.includes('hadiah')).length;
  await writeSplit(catalogDir, split);
  await removeOtherVersions(catalogDir, split.version);
  console.log(`${catalog.products.length} produk, ${images.length} gambar, ${onSale} diskon, ${gifts} hadiah; pecahan ${split.files.size} berkas (versi ${split.version})`);
}

async function writeMadeUpShop(count: number): Promise<void> {
  const out = path.resolve(values.out ?? `toko-${count}`);
  const { rows, photos } = await writeVariedShop(out, count, { photos: values.photos });
  console.log(`${rows} produk, ${photos} ${values.photos ? 'foto' : 'gambar'}: ${out}`);
}

void (values.count ? writeMadeUpShop(Number(values.count)) : writeDemoCatalogue());
