/**
 * The publishing workflow's first step, before anything is installed or built
 * (.github/workflows/terbitkan.yml runs it through prepareStep.ts): which folder, did it change,
 * are her secrets and passcode usable, does Cloudflare accept them, and the shop's address. What
 * it learns goes to the later steps through GITHUB_ENV (SHOP_DIR, SHOP_URL, the project, the
 * passcode's hash), and what she should read to the run's summary, in Indonesian.
 * Only node's own modules and the repository's dependency-free files: no npm package yet.
 */
import fs from 'node:fs';
import { checkPublishSettings } from './publishSettings';
import { ensurePagesProject } from './pagesProject';
import type { Exec } from './runCommand';
import { siteSettings } from '../site/siteSettings';
import { chooseShopFolder, folderChanges } from './shopFolderChanges';

export interface PrepareOptions {
  root: string;
  env: NodeJS.ProcessEnv;
  exec: Exec;
  log: (line: string) => void;
}

const isAddress = (url: string) => {
  try {
    return siteSettings({ SHOP_URL: url }).shopUrl !== undefined;
  } catch {
    return false;
  }
};

/** At most this many changed files are listed; the rest are counted. */
const listedChanges = 30;

export async function prepare({ root, env, exec, log }: PrepareOptions): Promise<number> {
  const summary: string[] = [];
  const write = (file: string | undefined, lines: string[]) => {
    if (file && lines.length) fs.appendFileSync(file, `${lines.join('\n')}\n`);
  };
  const finish = (code: number, outputs: Record<string, string>, exports: Record<string, string> = {}) => {
    write(env.GITHUB_STEP_SUMMARY, summary);
    write(env.GITHUB_OUTPUT, Object.entries(outputs).map(([name, value]) => `${name}=${value}`));
    write(env.GITHUB_ENV, Object.entries(exports).map(([name, value]) => `${name}=${value}`));
    return code;
  };
  const refuse = (problems: string[]) => {
    problems.forEach((problem) => log(`Toko TIDAK diterbitkan: ${problem}`));
    summary.push('## Toko TIDAK diterbitkan', '', 'Belum ada yang dikerjakan; toko yang lama tetap tampil. Perbaiki ini di GitHub (Settings → Secrets and variables → Actions), lalu jalankan lagi: tab "Actions" → "Terbitkan toko" → "Run workflow".', '', ...problems.map((problem) => `- ${problem}`), '');
    return finish(1, { publish: 'false' });
  };

  const folder = chooseShopFolder(root, env.SHOP_DIR);
  if ('problem' in folder) return refuse([folder.problem]);
  const { dir } = folder;
  const changes = env.EVENT === 'push' ? folderChanges(root, dir, env.BEFORE, env.GITHUB_SHA || 'HEAD') : undefined;
  if (changes && !changes.length) {
    log(`Folder ${dir} tidak berubah: tidak ada yang diterbitkan.`);
    summary.push(`Folder ${dir} tidak berubah: tidak ada yang diterbitkan.`);
    return finish(0, { publish: 'false' });
  }

  const problems: string[] = [];
  const { problems: settingProblems, settings } = checkPublishSettings(env, env.REPOSITORY_NAME);
  problems.push(...settingProblems);
  const ownUrl = env.SHOP_URL?.trim();
  if (ownUrl && !isAddress(ownUrl)) {
    problems.push(`variabel SHOP_URL '${ownUrl}' bukan alamat toko: tulis lengkap, misalnya https://tokoku.id, atau hapus variabelnya untuk memakai alamat gratis dari Cloudflare (….pages.dev).`);
  }
  if (problems.length || !settings) return refuse(problems);

  const branch = env.PAGES_BRANCH?.trim() || 'main';
  log(`Memeriksa proyek Cloudflare Pages '${settings.project}'…`);
  const project = await ensurePagesProject(exec, env, settings, branch);
  if (!project.ok) return refuse([project.problem]);
  const address = (ownUrl && siteSettings({ SHOP_URL: ownUrl }).shopUrl) || project.address;

  summary.push('## Alamat toko', '');
  if (address) summary.push(`${address}${ownUrl ? ' (variabel SHOP_URL)' : ' (alamat gratis dari Cloudflare Pages)'}`);
  else summary.push('Cloudflare belum menyebut alamat proyek ini; alamatnya tertulis di akhir ringkasan setelah diunggah.');
  if (project.created) summary.push('', `Proyek Cloudflare Pages '${settings.project}' baru dibuat. Alamat baru bisa butuh beberapa menit sebelum bisa dibuka.`);
  if (folder.note) summary.push('', folder.note);
  summary.push('', `## Yang berubah di ${dir}`, '');
  if (!changes) summary.push(env.EVENT === 'push' ? 'Penerbitan pertama (atau riwayat ditimpa): seluruh folder diterbitkan.' : 'Dijalankan dengan "Run workflow": seluruh folder diterbitkan.');
  else summary.push(...changes.slice(0, listedChanges).map((line) => `- ${line}`), ...(changes.length > listedChanges ? [`- … dan ${changes.length - listedChanges} berkas lain`] : []));
  summary.push('');
  log(`Folder ${dir}; alamat toko ${address ?? '(belum diketahui)'}; proyek ${settings.project}.`);

  return finish(
    0,
    { publish: 'true' },
    {
      SHOP_DIR: dir,
      CLOUDFLARE_PAGES_PROJECT: settings.project,
      PAGES_BRANCH: branch,
      ADMIN_PASSCODE_SHA256: settings.passcodeHash,
      ...(address ? { SHOP_URL: address } : {}),
    },
  );
}
