import fs from 'node:fs/promises';
import path from 'node:path';
import { buildShopCatalog, readShopSources, type BuildReport, type ShopPictures } from '../catalog/sheet/buildShopCatalog';
import { photoRecipeFrom, type PhotoRecipe } from '../catalog/sheet/photoRecipe';
import { PhotoDestination, photoDestinationFrom } from '../catalog/sheet/photoDestination';
import { photoOriginFrom } from '../catalog/sheet/photoOrigin';
import { CatalogBuildError } from '../catalog/sheet/problems';
import type { ShippingFacts } from '../../src/features/checkout/shipping/rateTypes';
import type { PaymentFacts } from '../../src/config/payment';
import { writeShopFacts } from './factsFiles';
import { checkQrisFile, copyQris } from './paymentFacts';
import { checkFreeServices } from './ongkir/freeServices';
import { readOngkir } from './ongkir/readOngkir';
import { readShopFacts, type ShopFacts } from './shopFacts';
import { readLogo } from './logoFile';
import { mapWordsOf } from './mapLabels';
import { writeDrawnWords } from './drawnWords';
import { finishWords } from './shopWords';

/** Her categories as the catalogue just built lists them (catalog.json, in kategori.csv's order). */
async function builtCategories(outDir: string): Promise<{ slug: string; name: string }[]> {
  const { categories } = JSON.parse(await fs.readFile(path.join(outDir, 'catalog.json'), 'utf8')) as { categories: { slug: string; name: string }[] };
  return categories.map(({ slug, name }) => ({ slug, name }));
}

export interface ShopBuildOptions {
  today: string;
  /** The folder the facts files are written to (shopOutput.ts says which). */
  factsDir: string;
  cacheDir?: string;
  /** How photos are encoded; by default what FOTO_CEPAT says (photoRecipe.ts). */
  photoRecipe?: PhotoRecipe;
  onPhoto?: (done: number, total: number) => void;
  /**
   * The catalogue's public address, asked for the photos it already holds (photoDestination.ts);
   * by default what CATALOG_BASE_URL and SHOP_URL say, `null` for none (the local cache only).
   */
  destination?: string | null;
  /** Where the originals are read from instead of foto/ (photoOrigin.ts); by default FOTO_ASAL. */
  photoOrigin?: string;
  /** false: no share images (bagikan/), to time a build without them. */
  shareImages?: boolean;
}

/** The name and tagline the share images show: toko.csv's, as the site shows them (facts/shop.json). */
export const shareShopOf = (facts: ShopFacts) => ({ name: String(facts.shop.name ?? ''), tagline: String(facts.shop.tagline ?? '') });

/** Her name and mark, for the sale picture and icons: her logo's bytes when she has one, her initials otherwise. */
export const picturesOf = (facts: ShopFacts, logo: Buffer | undefined): ShopPictures => ({ name: String(facts.shop.name), mark: logo ? { logo } : { initials: String(facts.shop.initials) } });

/**
 * A shop folder (toko.csv, produk.csv, kategori.csv, foto/, and ongkir.csv if she has one) -> the
 * catalogue in `outDir` and the shop's facts in `options.factsDir`. All or nothing: toko.csv,
 * ongkir.csv, both sheets and every photo's presence and readability are checked (each, and
 * against each other) before any photo is encoded or anything is written, the
 * catalogue is swapped in whole with the rate files in it (buildShopCatalog), and the facts are
 * written only after it. Throws CatalogBuildError listing every problem of the files that stopped it.
 */
export async function buildShop(dir: string, outDir: string, options: ShopBuildOptions): Promise<BuildReport & { factsWritten: string[] }> {
  const photoRecipe = options.photoRecipe ?? photoRecipeFrom(process.env);
  let photoOrigin: string | undefined;
  try {
    photoOrigin = options.photoOrigin ?? photoOriginFrom(process.env);
  } catch (error) {
    throw new CatalogBuildError([{ file: 'FOTO_ASAL', message: (error as Error).message }]);
  }
  const destinationUrl = options.destination === undefined ? photoDestinationFrom(process.env) : options.destination;
  if (!(await fs.stat(dir).catch(() => undefined))?.isDirectory()) throw new CatalogBuildError([{ file: dir, message: 'folder toko ini tidak ada' }]);
  const sources = { products: path.join(dir, 'produk.csv'), categories: path.join(dir, 'kategori.csv'), photos: path.join(dir, 'foto'), ...(photoOrigin ? { photoOrigin } : {}) };
  // Every file is read and checked in one go, photos' cheap look included, before any photo is
  // encoded: one run lists every problem of every file, not one file per run.
  const [{ facts, problems, rowOfKey }, ongkir, read] = await Promise.all([
    readShopFacts(dir, Number(options.today.slice(0, 4))),
    readOngkir(dir),
    readShopSources(sources, options.today).catch((error: unknown) => {
      if (error instanceof CatalogBuildError) return error;
      throw error;
    }),
  ]);
  const shipping = facts?.shipping as ShippingFacts | undefined;
  // Once ongkir.csv reads cleanly (or is not there): a broken sheet's services are not known yet.
  const cross = shipping && !ongkir.problems.length ? checkFreeServices(shipping, ongkir.rates, rowOfKey?.get('gratis_ongkir_layanan')) : undefined;
  const qrisProblems = facts ? await checkQrisFile(dir, facts.payment as unknown as PaymentFacts, rowOfKey?.get('qris')) : [];
  const logoFile = (facts?.shop.logo as { file: string } | undefined)?.file;
  const logo = logoFile ? await readLogo(dir, logoFile, rowOfKey?.get('logo')) : undefined;
  const sheetProblems = read instanceof CatalogBuildError ? read.problems : [];
  const all = [...problems, ...(cross?.problems ?? []), ...qrisProblems, ...(logo && 'problem' in logo ? [logo.problem] : []), ...sheetProblems, ...ongkir.problems];
  if (!facts || all.length || read instanceof CatalogBuildError) throw new CatalogBuildError(all);
  if (cross) facts.shipping = { ...cross.shipping };
  const report = await buildShopCatalog(
    { ...sources, ...(ongkir.rates ? { rates: ongkir.rates.rows } : {}) },
    outDir,
    {
      today: options.today,
      cacheDir: options.cacheDir,
      photoRecipe,
      read,
      ...(destinationUrl ? { destination: new PhotoDestination(destinationUrl) } : {}),
      onPhoto: options.onPhoto,
      ...(options.shareImages === false ? {} : { share: shareShopOf(facts) }),
      pictures: picturesOf(facts, logo && 'bytes' in logo ? logo.bytes : undefined),
    },
  );
  // Her pictures (issue 63): the app shows the logo's icons or her initials, and the sale picture the catalogue build drew.
  if (logo) facts.shop.logo = true;
  facts.shop.salePicture = report.pictures!.salePicture;
  const { name, address } = { name: String(facts.shop.name), address: String(facts.contact.address) };
  await writeDrawnWords(outDir, { map: Object.values(mapWordsOf({ name, address })), salePicture: report.pictures!.saleWords });
  facts.payment = { ...(await copyQris(dir, outDir, facts.payment as unknown as PaymentFacts)) };
  finishWords(facts, await builtCategories(outDir));
  return { ...report, factsWritten: await writeShopFacts(options.factsDir, facts) };
}
