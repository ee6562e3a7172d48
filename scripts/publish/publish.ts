/**
 * `npm run terbitkan`: publishes the shop, the same steps on a developer's machine and in the
 * workflow (.github/workflows/terbitkan.yml): `npm run toko`'s update (the catalogue, then the
 * site with DEPLOY_TARGET's host files and previews required), the build's file budget, then the
 * upload to Cloudflare Pages with wrangler. `--dry-run` stops before the upload and says what
 * it would send; `--upload-only` sends the dist/ a dry run left. With GITHUB_STEP_SUMMARY set
 * (GitHub Actions), catalog:build's Indonesian report, and why nothing was published, become
 * the run's summary. docs/publishing.md has the whole story.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkBudget, formatBytes } from '../build/budget';
import { shopOutputOf } from '../shop/shopOutput';
import { updateShop } from '../shop/updateShop';
import { SiteSettingError, siteSettings, type DeployTarget } from '../site/siteSettings';
import { ensurePagesProject, wrangler, wranglerEnv } from './pagesProject';
import { checkPublishSettings, passcodeHashFrom, type PublishSettings } from './publishSettings';
import type { Exec } from './runCommand';
import { deployedAddresses, deployRecord, wranglerProblem } from './wranglerOutput';

export type { Exec } from './runCommand';

export interface PublishOptions {
  root: string;
  /** The shop folder (toko.csv, produk.csv, …), as `npm run toko -- --dir` takes it. */
  dir: string;
  dryRun: boolean;
  uploadOnly: boolean;
  env: NodeJS.ProcessEnv;
  exec: Exec;
  /** Every line for the terminal. */
  log: (line: string) => void;
}

/**
 * What the upload runs; one place, for the script and the docs. `branch` (PAGES_BRANCH: the
 * workflow's branch) is the production branch the project was made with, so the deploy is the
 * shop itself rather than a preview; without it wrangler asks git.
 */
export const wranglerDeploy = (project: string, branch?: string) => wrangler('pages', 'deploy', 'dist', '--project-name', project, ...(branch ? ['--branch', branch] : []), '--commit-dirty=true');

/** The Cloudflare Pages project: CLOUDFLARE_PAGES_PROJECT (a repository variable in the workflow). */
const projectFrom = (env: NodeJS.ProcessEnv) => env.CLOUDFLARE_PAGES_PROJECT?.trim() || undefined;

/** catalog:build's report as she should read it: no colour codes, no progress counter. */
export function reportText(output: string): string {
  return output
    // eslint-disable-next-line no-control-regex -- the terminal's colour codes start with ESC
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split(/\r?\n|\r/)
    .filter((line) => !/^foto \d+\/\d+ \(\d+%\)$/.test(line.trim()))
    .join('\n')
    .trim();
}

/** The lines of a failed site build that say why in a sentence (the budget, the previews). */
const reasonLines = (output: string) =>
  output
    .split('\n')
    .map((line) => line.replace(/^\s*(Error: )?/, ''))
    .filter((line) => /^\[(budget|prerender)\] (This build does not fit|PREVIEWS_REQUIRED)/.test(line));

/** One `wrangler pages deploy`, with what it records in WRANGLER_OUTPUT_FILE_PATH read back. */
async function deploy(exec: Exec, env: NodeJS.ProcessEnv, project: string, branch: string | undefined) {
  const recordFile = path.join(os.tmpdir(), `langkah-wrangler-${process.pid}-${Date.now()}.json`);
  try {
    const result = await exec('npx', wranglerDeploy(project, branch), { ...env, WRANGLER_OUTPUT_FILE_PATH: recordFile });
    const record = fs.existsSync(recordFile) ? deployRecord(fs.readFileSync(recordFile, 'utf8')) : undefined;
    return { ...result, record };
  } finally {
    fs.rmSync(recordFile, { force: true });
  }
}

export async function publish(options: PublishOptions): Promise<number> {
  const { root, dir, dryRun, uploadOnly, env, exec, log } = options;
  const summary: string[] = [];
  const finish = (code: number) => {
    if (env.GITHUB_STEP_SUMMARY && summary.length) fs.appendFileSync(env.GITHUB_STEP_SUMMARY, `${summary.join('\n')}\n`);
    return code;
  };
  const refuse = (why: string) => {
    log(`Toko TIDAK diterbitkan: ${why}`);
    summary.push('## Toko TIDAK diterbitkan', '', why, '');
    return finish(1);
  };

  // Publishing goes to Cloudflare Pages unless told otherwise, with every preview painted.
  const childEnv: NodeJS.ProcessEnv = { ...env, DEPLOY_TARGET: env.DEPLOY_TARGET?.trim() || 'cloudflare', PREVIEWS_REQUIRED: env.PREVIEWS_REQUIRED ?? '1' };
  let target: DeployTarget;
  try {
    target = siteSettings(childEnv).deployTarget;
  } catch (error) {
    if (error instanceof SiteSettingError) return refuse(error.message);
    throw error;
  }
  const catalogueApart = Boolean(env.CATALOG_BASE_URL && env.CATALOG_BASE_URL !== '/catalog/');
  const project = projectFrom(env);
  let settings: PublishSettings | undefined;
  // Checked before the long build: a publish that cannot upload must say so at once.
  if (!dryRun) {
    if (target !== 'cloudflare') return refuse(`mengunggah hanya ke Cloudflare Pages (DEPLOY_TARGET=${target}); untuk host lain pakai --dry-run lalu unggah dist/ sendiri.`);
    const checked = checkPublishSettings(env);
    if (!checked.settings) return refuse(`${checked.problems.join(' ')} (Lihat docs/panduan-toko.md, "Menerbitkan toko dari peramban".)`);
    settings = checked.settings;
    if (catalogueApart) return refuse('katalog dipasang di tempat lain (CATALOG_BASE_URL): unggah dulu folder katalognya ke sana; perintah ini hanya mengunggah situsnya (docs/publishing.md).');
  }
  // Her staff passcode goes into the build as its hash (ADMIN_PASSCODE, or ADMIN_PASSCODE_SHA256 as it is).
  if (!uploadOnly) {
    const passcode = passcodeHashFrom(env);
    if ('hash' in passcode) childEnv.ADMIN_PASSCODE_SHA256 = passcode.hash;
    else if (env.ADMIN_PASSCODE || env.ADMIN_PASSCODE_SHA256?.trim()) return refuse(passcode.problem);
    else log("Catatan: kode staf masih bawaan ('langkah-staf'); sebelum diterbitkan isi ADMIN_PASSCODE.");
  }
  // A full publish makes the Pages project when it is missing (the workflow's first step did it
  // already), and the shop's address is its free *.pages.dev one unless SHOP_URL names another.
  if (settings && !uploadOnly) {
    const made = await ensurePagesProject(exec, env, settings, env.PAGES_BRANCH?.trim() || 'main');
    if (!made.ok) return refuse(made.problem);
    if (!childEnv.SHOP_URL?.trim() && made.address) childEnv.SHOP_URL = made.address;
  }

  if (!uploadOnly) {
    let catalogueOutput = '';
    let siteOutput = '';
    const result = await updateShop(root, dir, async (command, args, extra = {}) => {
      const { code, output } = await exec(command, args, { ...childEnv, ...extra });
      if (args.includes('scripts/catalog/build.ts')) catalogueOutput = output;
      else siteOutput = output;
      return code;
    });
    summary.push('## Laporan katalog', '', '```text', reportText(catalogueOutput) || '(tidak ada laporan)', '```', '');
    if (!result.ok) {
      const reasons = reasonLines(siteOutput);
      summary.push('## Toko TIDAK diterbitkan', '', ...result.lines.filter(Boolean), '', ...(reasons.length ? ['```text', ...reasons, '```', ''] : []));
      log('Toko TIDAK diterbitkan.');
      return finish(1);
    }
    result.lines.filter(Boolean).forEach((line) => log(line));
  }

  const dist = path.join(root, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) return refuse('dist/ belum berisi situs: jalankan dulu tanpa --upload-only.');
  const budget = checkBudget({ target, dist, catalogue: catalogueApart ? { shipped: false, dir: env.CATALOG_DIR ? path.resolve(root, env.CATALOG_DIR) : shopOutputOf(root, dir).catalog, url: env.CATALOG_BASE_URL! } : { shipped: true } });
  log(budget.text);
  // In the workflow the build step (--dry-run) has put the figures in the summary already.
  if (!uploadOnly) summary.push('## Ukuran situs', '', '```text', budget.text, '```', '');
  if (!budget.ok) return refuse('situsnya terlalu besar untuk host ini (lihat angka di atas); minta bantuan pengembang.');
  const what = `${budget.upload.files.toLocaleString('id-ID')} berkas, ${formatBytes(budget.upload.bytes)} dari dist/`;

  if (dryRun) {
    log(`Uji coba (--dry-run): TIDAK diunggah. Yang akan diunggah ke Cloudflare Pages${project ? ` (proyek ${project})` : ''}: ${what}.`);
    summary.push(`Siap diunggah: ${what}.`, '');
    return finish(0);
  }
  log(`Mengunggah ${what} ke Cloudflare Pages (proyek ${settings!.project})…`);
  let upload = await deploy(exec, wranglerEnv(childEnv, settings!), settings!.project, env.PAGES_BRANCH?.trim());
  // A project whose production branch is not this one (made by hand, say with 'production')
  // takes the deploy as a preview: the shop would not change. Deploy again as its production.
  const { record } = upload;
  const productionBranch = record?.environment === 'preview' ? record.productionBranch : undefined;
  if (upload.code === 0 && productionBranch) {
    log(`Cabang produksi proyek ini '${productionBranch}': mengunggah lagi sebagai toko, bukan pratinjau…`);
    upload = await deploy(exec, wranglerEnv(childEnv, settings!), settings!.project, productionBranch);
  }
  if (upload.code !== 0) {
    const why = wranglerProblem(upload.output) ?? 'unggahan ke Cloudflare Pages gagal (lihat log langkah ini). Jalankan lagi; kalau tetap gagal, minta bantuan pengembang.';
    return refuse(`${why} Situs yang lama tetap tampil.`);
  }
  if (upload.record?.environment === 'preview') return refuse('Cloudflare memasangnya hanya sebagai pratinjau, bukan sebagai toko (cabang produksi proyek tidak diketahui). Minta bantuan pengembang.');
  const deployed = deployedAddresses(upload.record ? `Take a peek over at ${upload.record.url}` : upload.output);
  const shopUrl = childEnv.SHOP_URL?.trim().replace(/\/+$/, '');
  const address = shopUrl || deployed?.shop;
  log(`Toko sudah diterbitkan${address ? `: ${address}` : ''}.`);
  summary.push(`## Toko sudah diterbitkan`, '', ...(address ? [`Alamat toko: ${address}`, ''] : []), `Diunggah: ${what}.`);
  if (deployed) summary.push('', `Versi ini juga tetap bisa dibuka di ${deployed.deployment} (alamat khusus penerbitan ini, untuk membandingkan).`);
  // The build wrote its links for SHOP_URL; a deploy under another *.pages.dev means they point elsewhere.
  if (deployed && shopUrl?.endsWith('.pages.dev') && shopUrl !== deployed.shop) {
    summary.push('', `Perhatian: Cloudflare memasang toko di ${deployed.shop}, bukan di ${shopUrl} (SHOP_URL). Hapus atau perbaiki variabel SHOP_URL lalu jalankan lagi.`);
  }
  summary.push('');
  return finish(0);
}
