/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildShopCatalog } from '../../scripts/catalog/sheet/buildShopCatalog';
import { picturesOf, shareShopOf } from '../../scripts/shop/buildShop';
import { writeDrawnWords } from '../../scripts/shop/drawnWords';
import { mapWordsOf } from '../../scripts/shop/mapLabels';
import { DEMO_SHOP } from '../../scripts/shop/demoShop';
import { readOngkir } from '../../scripts/shop/ongkir/readOngkir';
import type { PaymentFacts } from '../../src/config/payment';
import { copyQris } from '../../scripts/shop/paymentFacts';
import { readShopFacts } from '../../scripts/shop/shopFacts';
import { factsFiles, factsJson } from '../../scripts/shop/factsFiles';
import { demoOutput } from '../../scripts/shop/shopOutput';
import { finishWords } from '../../scripts/shop/shopWords';

const root = path.resolve(__dirname, '../..');
const demo = path.join(root, DEMO_SHOP);
const committed = path.join(root, 'public/catalog');

/** Every file under `dir`, by its path inside it. */
function filesIn(dir: string): Map<string, Buffer> {
  const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(entries.map((entry) => { const file = path.join(entry.parentPath, entry.name); return [path.relative(dir, file), fs.readFileSync(file)]; }));
}


it('the committed catalogue (public/catalog) and facts (generated/toko-contoh/facts) are what `npm run catalog:build` makes of the demo shop’s folder', async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-contoh-'));
  try {
    // The date only fills products without a `tanggal`: every demo row has one.
    const { rates } = await readOngkir(demo);
    const { facts } = await readShopFacts(demo, 2000);
    // With its share images (bagikan/, issue 53), drawn with the shop's name as buildShop does.
    // With its sale picture and icons (issue 63; the demo has no logo file: its initials).
    const report = await buildShopCatalog({ products: path.join(demo, 'produk.csv'), categories: path.join(demo, 'kategori.csv'), photos: path.join(demo, 'foto'), rates: rates!.rows }, path.join(out, 'catalog'), { today: '2000-01-01', share: shareShopOf(facts!), pictures: picturesOf(facts!, undefined) });
    // The shop's QRIS image goes into the catalogue's img/ too (issue 52), as buildShop copies it.
    facts!.payment = { ...(await copyQris(demo, path.join(out, 'catalog'), facts!.payment as unknown as PaymentFacts)) };
    await writeDrawnWords(path.join(out, 'catalog'), { map: Object.values(mapWordsOf({ name: String(facts!.shop.name), address: String(facts!.contact.address) })), salePicture: report.pictures!.saleWords });
    // The app is told of the sale picture the build drew, as buildShop writes it into shop.json.
    facts!.shop.salePicture = report.pictures!.salePicture;
    // The facts files too, with the words made from the catalogue's categories (shopWords.ts).
    finishWords(facts!, JSON.parse(fs.readFileSync(path.join(out, 'catalog', 'catalog.json'), 'utf8')).categories);
    for (const [file, name] of Object.entries(factsFiles) as [keyof typeof factsFiles, string][]) {
      expect({ name, text: fs.readFileSync(path.join(demoOutput(root).facts, name), 'utf8') }).toEqual({ name, text: factsJson(facts![file]) });
    }
    const built = filesIn(path.join(out, 'catalog'));
    const shipped = filesIn(committed);
    // Named first, so a stale or missing file is named rather than shown as a byte dump.
    expect([...shipped.keys()].sort()).toEqual([...built.keys()].sort());
    for (const [file, bytes] of built) expect({ file, same: bytes.equals(shipped.get(file)!) }).toEqual({ file, same: true });
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});

it('the demo folder holds what an owner’s does: its facts, its sheets and every picture they name, nothing else', () => {
  // qris-contoh.svg: the QRIS image toko.csv names (a placeholder marked CONTOH).
  expect(fs.readdirSync(demo).sort()).toEqual(['foto', 'kategori.csv', 'ongkir.csv', 'produk.csv', 'qris-contoh.svg', 'toko.csv']);
  const named = new Set(
    fs
      .readFileSync(path.join(demo, 'produk.csv'), 'utf8')
      .match(/[a-z0-9-]+\.svg/g),
  );
  expect(new Set(fs.readdirSync(path.join(demo, 'foto')))).toEqual(named);
});
