/**
 * The Cloudflare Pages project the shop is published to, made when it is missing, and its free
 * address (https://<subdomain>.pages.dev: the project's name, or Cloudflare's variant of it when
 * another account has that name). The first call to Cloudflare of a publish, so a refused token
 * or a wrong account is named here, before any build.
 */
import type { Exec } from './runCommand';
import type { PublishSettings } from './publishSettings';
import { createdAddress, pagesDevAddress, projectDomains, wranglerProblem } from './wranglerOutput';

/** Every wrangler call: wrangler 4 (Node 22), fetched by npx when the repository's own is another version. */
export const wrangler = (...args: string[]) => ['--yes', 'wrangler@4', ...args];

/** wrangler's environment: the checked token and account, without the spaces a paste may add. */
export const wranglerEnv = (env: NodeJS.ProcessEnv, settings: Pick<PublishSettings, 'token' | 'accountId'>): NodeJS.ProcessEnv => ({
  ...env,
  CLOUDFLARE_API_TOKEN: settings.token,
  CLOUDFLARE_ACCOUNT_ID: settings.accountId,
});

export type ProjectResult = { ok: true; address: string | undefined; created: boolean } | { ok: false; problem: string };

const failed = (output: string, what: string): ProjectResult => ({
  ok: false,
  problem: wranglerProblem(output) ?? `${what} gagal (lihat log langkah ini). Jalankan lagi; kalau tetap gagal, kirim tautan halaman ini ke pengembang.`,
});

/** Lists her projects; creates `settings.project` (production branch `branch`) when it is not among them. */
export async function ensurePagesProject(exec: Exec, env: NodeJS.ProcessEnv, settings: PublishSettings, branch: string): Promise<ProjectResult> {
  const childEnv = wranglerEnv(env, settings);
  const list = await exec('npx', wrangler('pages', 'project', 'list'), childEnv);
  if (list.code !== 0) return failed(list.output, 'Membaca daftar proyek Cloudflare Pages');
  const domains = projectDomains(list.output, settings.project);
  if (domains) return { ok: true, address: pagesDevAddress(domains), created: false };
  const create = await exec('npx', wrangler('pages', 'project', 'create', settings.project, '--production-branch', branch), childEnv);
  if (create.code !== 0) return failed(create.output, `Membuat proyek Cloudflare Pages '${settings.project}'`);
  return { ok: true, address: createdAddress(create.output), created: true };
}
