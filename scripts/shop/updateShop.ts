import fs from 'node:fs/promises';
import path from 'node:path';
import type { CatalogFile } from '../catalog/buildCatalog';
import { appFingerprint } from '../site/appFingerprint';
import { APP_RECORD, recordedFingerprint, sealRecord } from '../site/appRecord';
import { outputFolderOf, SHOP_OUTPUT_ENV, shopOutputFrom } from './shopOutput';
import { buildWarnings, catalogueChanges, catalogueNotes, changesLine, factsChanged, summaryLines } from './updateSummary';

/**
 * Runs a command to its end, with `env` added to this process's; resolves with its exit code, or
 * with the code and the command's output when the runner keeps it (update.ts writes it to the log
 * and reads the warnings in it).
 */
export type Runner = (command: string, args: string[], env?: Record<string, string>) => Promise<number | { code: number; output: string }>;

export interface UpdateResult {
  ok: boolean;
  /** What to tell her, in Indonesian: where the shop is and how to see it, or why nothing changed. */
  lines: string[];
  /** How the site was made: the whole build, or the recorded app with this catalogue's files and pages. */
  site?: 'penuh' | 'katalog';
}

export interface UpdateOptions {
  /** The build's environment, part of the app's fingerprint (appFingerprint.ts). */
  env?: NodeJS.ProcessEnv;
  /** The log file the runner writes the builds' output to, named in what she is told. */
  log?: string;
}

/** CATALOG_DIR (a shop built beside the demo, the bench's): catalog:build writes where webpack reads. */
const catalogueArgs = (env: NodeJS.ProcessEnv) => (env.CATALOG_DIR ? ['--out', env.CATALOG_DIR] : []);

const outcome = async (running: ReturnType<Runner>) => {
  const result = await running;
  return typeof result === 'number' ? { code: result, output: '' } : result;
};

const readCatalogue = async (file: string) =>
  fs.readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as CatalogFile,
    () => undefined,
  );

/**
 * `npm run toko`: her folder -> the catalogue (catalog:build, which also writes the shop's facts,
 * both into her output folder: shopOutput.ts) -> the site from that output (told by SHOP_OUTPUT),
 * built in a folder beside dist/ and swapped in whole when it succeeds. At every
 * failure the shop that was built before stays in dist/, whole, and keeps serving.
 * The site: when nothing the app is made of changed since the last full build (its fingerprint,
 * scripts/site/appFingerprint.ts, is the one recorded with it in .cache/app), the recorded app
 * is kept and only the catalogue's files and pages are made again (scripts/site/catalogueOnly.ts);
 * otherwise webpack builds it all and records the app for next time.
 * `root` is the repository; `run` starts the builds (a stub in the tests).
 */
export async function updateShop(root: string, dir: string, run: Runner, { env = process.env, log }: UpdateOptions = {}): Promise<UpdateResult> {
  const started = Date.now();
  const folder = path.resolve(root, dir);
  const stat = await fs.stat(folder).catch(() => undefined);
  if (!stat?.isDirectory()) {
    return { ok: false, lines: [`Toko TIDAK diperbarui: folder '${dir}' tidak ada (dicari di ${folder}).`, 'Tulis nama folder yang berisi toko.csv, produk.csv, kategori.csv dan foto/.'] };
  }
  const output = outputFolderOf(root, folder);
  const siteEnv: Record<string, string> = output ? { [SHOP_OUTPUT_ENV]: output } : {};
  const catalogueFile = path.join(shopOutputFrom(root, { ...env, ...siteEnv }).catalog, 'catalog.json');
  const before = await readCatalogue(catalogueFile);
  const catalogue = await outcome(run('npx', ['tsx', 'scripts/catalog/build.ts', '--dir', folder, ...catalogueArgs(env)]));
  if (catalogue.code !== 0) {
    return { ok: false, lines: ['', 'Toko TIDAK diperbarui: perbaiki masalah di atas lalu jalankan lagi. Situs yang lama tetap tampil.'] };
  }
  const dist = path.join(root, 'dist');
  const staging = `${dist}.baru-${process.pid}`;
  const record = path.join(root, APP_RECORD);
  const newRecord = `${record}.baru-${process.pid}`;
  // After catalog:build, which may have written new facts (they go into the app).
  const fingerprint = await appFingerprint(root, { ...env, ...siteEnv });
  const quick = (await recordedFingerprint(record)) === fingerprint;
  const site = await outcome(
    quick
      ? run('npx', ['tsx', 'scripts/site/catalogueOnly.ts', '--output-path', staging], siteEnv)
      : run('npx', ['webpack', '--mode', 'production', '--output-path', staging, '--env', `appRecord=${newRecord}`], siteEnv),
  );
  if (site.code !== 0) {
    await fs.rm(staging, { recursive: true, force: true });
    await fs.rm(newRecord, { recursive: true, force: true });
    return {
      ok: false,
      lines: [
        '',
        'Katalog sudah diperbarui, tetapi situsnya GAGAL dibangun; situs yang lama tetap tampil.',
        'Jalankan lagi perintah yang sama; kalau tetap gagal, kirim log-nya ke pengembang.',
        ...(log ? [`Log lengkap (untuk pengembang): ${log}`] : []),
      ],
    };
  }
  if (!quick && (await fs.stat(newRecord).catch(() => undefined))) {
    await sealRecord(newRecord, fingerprint);
    await swapIn(newRecord, record);
  }
  await swapIn(staging, dist);
  const after = await readCatalogue(catalogueFile);
  const warnings = [...catalogueNotes(catalogue.output), ...buildWarnings(site.output)];
  return {
    ok: true,
    site: quick ? 'katalog' : 'penuh',
    lines: [
      '',
      ...summaryLines({
        from: shownFolder(root, folder),
        dist: path.relative(root, dist),
        seconds: (Date.now() - started) / 1000,
        changes: after ? changesLine(catalogueChanges(before, after), !before) : 'katalog tidak terbaca',
        factsChanged: factsChanged(catalogue.output),
        site: quick ? 'katalog' : 'penuh',
        warnings,
        ...(log ? { log } : {}),
      }),
    ],
  };
}

/** Her folder as she named it: inside the repository, its relative path; elsewhere, the whole one. */
const shownFolder = (root: string, folder: string) => {
  const relative = path.relative(root, folder);
  return relative && !relative.startsWith('..') ? relative : folder;
};

/** `to` is replaced by `from` with two renames: `npm run serve` finds the old site or the new one, never half. */
async function swapIn(from: string, to: string): Promise<void> {
  const old = `${to}.lama-${process.pid}`;
  const hadOld = await fs.rename(to, old).then(() => true, () => false);
  await fs.rename(from, to);
  if (hadOld) await fs.rm(old, { recursive: true, force: true });
}
