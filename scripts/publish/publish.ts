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
import path from 'node:path';
import { checkBudget, formatBytes } from '../build/budget';
import { shopOutputOf } from '../shop/shopOutput';
import { updateShop } from '../shop/updateShop';
import { SiteSettingError, siteSettings, type DeployTarget } from '../site/siteSettings';

/** Runs a command with the terminal's output and also hands that output back. */
export type Exec = (command: string, args: string[], env: NodeJS.ProcessEnv) => Promise<{ code: number; output: string }>;

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

/** What the upload runs; one place, for the script and the docs. */
export const wranglerDeploy = (project: string) => ['--yes', 'wrangler@4', 'pages', 'deploy', 'dist', '--project-name', project, '--commit-dirty=true'];

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
  // Checked before the long build: a publish that cannot upload must say so at once.
  if (!dryRun) {
    if (target !== 'cloudflare') return refuse(`mengunggah hanya ke Cloudflare Pages (DEPLOY_TARGET=${target}); untuk host lain pakai --dry-run lalu unggah dist/ sendiri.`);
    const missing = [!env.CLOUDFLARE_API_TOKEN && 'CLOUDFLARE_API_TOKEN', !env.CLOUDFLARE_ACCOUNT_ID && 'CLOUDFLARE_ACCOUNT_ID', !project && 'CLOUDFLARE_PAGES_PROJECT'].filter(Boolean);
    if (missing.length) return refuse(`belum diatur: ${missing.join(', ')} (lihat docs/panduan-toko.md, "Menerbitkan toko lewat GitHub").`);
    if (catalogueApart) return refuse('katalog dipasang di tempat lain (CATALOG_BASE_URL): unggah dulu folder katalognya ke sana; perintah ini hanya mengunggah situsnya (docs/publishing.md).');
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
  log(`Mengunggah ${what} ke Cloudflare Pages (proyek ${project})…`);
  const upload = await exec('npx', wranglerDeploy(project!), childEnv);
  if (upload.code !== 0) return refuse(`unggahan ke Cloudflare Pages gagal (lihat log langkah ini); situs yang lama tetap tampil. Jalankan lagi; kalau tetap gagal, minta bantuan pengembang.`);
  const address = /https:\/\/\S+\.pages\.dev\S*/.exec(upload.output)?.[0];
  log(`Toko sudah diterbitkan${address ? `: ${address}` : ''}.`);
  summary.push(`## Toko sudah diterbitkan`, '', `${what}${address ? `; alamat pratinjau: ${address}` : ''}.`, '');
  return finish(0);
}
