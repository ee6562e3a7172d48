/**
 * What a publish needs from her before any work, checked in one place for the workflow's first
 * step (prepare.ts) and for `npm run terbitkan` (publish.ts): the Cloudflare token and account,
 * the Pages project's name, and her own staff passcode. Every problem is one Indonesian sentence
 * naming the secret and where to find its value (docs/panduan-toko.md has the same steps).
 * Only node's own modules: the workflow runs this before `npm ci`.
 */
import { createHash } from 'node:crypto';
import { DEFAULT_PASSCODE_SHA256 } from '../../src/features/auth/passcode';

export interface PublishSettings {
  token: string;
  accountId: string;
  /** The Cloudflare Pages project, a valid Pages name. */
  project: string;
  /** The staff passcode's SHA-256 (hex, lower case) the build writes into the shop. */
  passcodeHash: string;
}

const tokenWhere = 'dash.cloudflare.com → gambar profil → "My Profile" → "API Tokens" → "Create Token" → "Create Custom Token", izin "Account" · "Cloudflare Pages" · "Edit"';
const accountWhere = 'dash.cloudflare.com → "Workers & Pages": "Account ID" di kolom kanan, 32 huruf dan angka';
const passcodeWhere = 'rahasia ADMIN_PASSCODE dengan kode staf pilihan Anda sendiri, paling sedikit 8 huruf (Settings → Secrets and variables → Actions → New repository secret)';

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Cloudflare Pages names: lower-case letters, digits and dashes, at most 58, no dash at either end. */
export function pagesProjectName(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 58)
    .replace(/^-+|-+$/g, '');
}

function tokenProblem(raw: string | undefined): string | undefined {
  const token = raw?.trim() ?? '';
  if (!token) return `rahasia CLOUDFLARE_API_TOKEN belum diisi. Buat kuncinya di ${tokenWhere}, lalu simpan di GitHub: Settings → Secrets and variables → Actions → New repository secret.`;
  if (/^bearer\s/i.test(token)) return 'rahasia CLOUDFLARE_API_TOKEN diawali "Bearer": simpan kuncinya saja, tanpa kata "Bearer".';
  if (/^[0-9a-f]{32}$/i.test(token)) return `rahasia CLOUDFLARE_API_TOKEN berisi 32 huruf dan angka seperti nomor akun: apakah tertukar dengan CLOUDFLARE_ACCOUNT_ID? Kuncinya dibuat di ${tokenWhere}.`;
  if (/^cfk_/.test(token) || /^[0-9a-f]{37}$/i.test(token)) return `rahasia CLOUDFLARE_API_TOKEN berisi "Global API Key", bukan kunci (API token). Buat kunci khusus di ${tokenWhere}.`;
  if (/\s/.test(token)) return 'rahasia CLOUDFLARE_API_TOKEN berisi spasi atau baris baru di tengahnya: salin lagi kuncinya dalam satu baris.';
  // Tokens made before 2026 are 40 characters; newer ones are cfut_/cfat_ + 40 + an 8-character checksum.
  if (!/^[A-Za-z0-9_-]{40}$/.test(token) && !/^cf[ua]t_[A-Za-z0-9]{40}[0-9a-f]{8}$/.test(token)) {
    return `rahasia CLOUDFLARE_API_TOKEN bukan kunci Cloudflare (panjangnya ${token.length} huruf; kunci Cloudflare 40 huruf, atau diawali cfut_ atau cfat_): salin lagi kuncinya utuh.`;
  }
  return undefined;
}

function accountProblem(raw: string | undefined): string | undefined {
  const account = raw?.trim() ?? '';
  if (!account) return `rahasia CLOUDFLARE_ACCOUNT_ID belum diisi. Nomor akunnya ada di ${accountWhere}.`;
  if (/^[0-9a-f]{32}$/i.test(account)) return undefined;
  const inAddress = /dash\.cloudflare\.com\/([0-9a-f]{32})/i.exec(account)?.[1];
  if (inAddress) return `rahasia CLOUDFLARE_ACCOUNT_ID berisi alamat halaman; isi nomornya saja: ${inAddress}.`;
  if (account.includes('@')) return `rahasia CLOUDFLARE_ACCOUNT_ID berisi alamat email; yang diminta nomor akun, di ${accountWhere}.`;
  return `rahasia CLOUDFLARE_ACCOUNT_ID bukan nomor akun Cloudflare (nomor akun 32 huruf a-f dan angka). Salin lagi dari ${accountWhere}.`;
}

/** Her passcode's hash, or why the shop cannot be published with what she set. */
export function passcodeHashFrom(env: NodeJS.ProcessEnv): { hash: string } | { problem: string } {
  const givenHash = env.ADMIN_PASSCODE_SHA256?.trim();
  const passcode = env.ADMIN_PASSCODE;
  if (givenHash) {
    if (!/^[0-9a-f]{64}$/i.test(givenHash)) return { problem: `ADMIN_PASSCODE_SHA256 bukan SHA-256 (64 huruf a-f dan angka). Lebih mudah: hapus, lalu isi ${passcodeWhere}.` };
    if (givenHash.toLowerCase() === DEFAULT_PASSCODE_SHA256) return { problem: `ADMIN_PASSCODE_SHA256 masih kode staf bawaan 'langkah-staf', yang tertulis di panduan untuk semua orang. Isi ${passcodeWhere}.` };
    return { hash: givenHash.toLowerCase() };
  }
  if (!passcode) return { problem: `kode staf toko belum diatur: tanpa itu toko memakai kode bawaan 'langkah-staf' yang diketahui semua orang. Isi ${passcodeWhere}.` };
  if (passcode !== passcode.trim()) return { problem: 'rahasia ADMIN_PASSCODE diawali atau diakhiri spasi atau baris baru, yang tidak akan Anda ketik saat masuk: simpan ulang tanpa spasi di awal dan akhir.' };
  if (sha256Hex(passcode) === DEFAULT_PASSCODE_SHA256) return { problem: `rahasia ADMIN_PASSCODE masih kode bawaan 'langkah-staf', yang tertulis di panduan untuk semua orang. Isi ${passcodeWhere}.` };
  if ([...passcode].length < 8) return { problem: `rahasia ADMIN_PASSCODE terlalu pendek (${[...passcode].length} huruf): pakai paling sedikit 8 huruf.` };
  return { hash: sha256Hex(passcode) };
}

/**
 * Everything a publish to Cloudflare Pages needs, or every problem at once. The project is
 * CLOUDFLARE_PAGES_PROJECT, else `defaultProject` (the workflow passes the repository's name).
 */
export function checkPublishSettings(env: NodeJS.ProcessEnv, defaultProject?: string): { problems: string[]; settings?: PublishSettings } {
  const problems: string[] = [];
  const token = tokenProblem(env.CLOUDFLARE_API_TOKEN);
  const account = accountProblem(env.CLOUDFLARE_ACCOUNT_ID);
  if (token) problems.push(token);
  if (account) problems.push(account);
  const rawProject = env.CLOUDFLARE_PAGES_PROJECT?.trim() || defaultProject?.trim() || '';
  const project = pagesProjectName(rawProject);
  if (!project) problems.push('nama proyek Cloudflare Pages belum ada: isi variabel CLOUDFLARE_PAGES_PROJECT (huruf kecil, angka dan tanda -, misalnya toko-ani).');
  else if (env.CLOUDFLARE_PAGES_PROJECT?.trim() && project !== env.CLOUDFLARE_PAGES_PROJECT.trim()) {
    problems.push(`variabel CLOUDFLARE_PAGES_PROJECT '${env.CLOUDFLARE_PAGES_PROJECT.trim()}' bukan nama proyek Cloudflare Pages: pakai huruf kecil, angka dan tanda - saja, misalnya '${project}'.`);
  }
  const passcode = passcodeHashFrom(env);
  if ('problem' in passcode) problems.push(passcode.problem);
  if (problems.length || 'problem' in passcode) return { problems };
  return { problems, settings: { token: env.CLOUDFLARE_API_TOKEN!.trim(), accountId: env.CLOUDFLARE_ACCOUNT_ID!.trim(), project, passcodeHash: passcode.hash } };
}
