/**
 * What wrangler 4 prints, read back: the Pages projects and their addresses, a deploy's address,
 * and Cloudflare's refusals turned into a sentence the shop's owner can act on. The formats are
 * wrangler's own (packages/wrangler/src/pages/projects.ts and deploy.ts in cloudflare/workers-sdk;
 * the same in the wrangler 3.114 this repository installs): `pages project list` prints a
 * cli-table3 table (or JSON with `--json` in later 4.x), `pages project create` "✨ Successfully
 * created the '<name>' project. It will be available at https://<subdomain>/ …", `pages deploy`
 * "✨ Deployment complete! Take a peek over at https://<hash>.<subdomain>", and an API error
 * "✘ [ERROR] A request to the Cloudflare API (<path>) failed." then "<message> [code: <n>]".
 */

// eslint-disable-next-line no-control-regex -- the terminal's colour codes start with ESC
const plain = (output: string) => output.replace(/\u001b\[[0-9;]*m/g, '');

/** The domains of one project from `wrangler pages project list` (table or JSON); undefined when it is not listed. */
export function projectDomains(output: string, project: string): string[] | undefined {
  const text = plain(output);
  const json = /\[\s*\{[\s\S]*\}\s*\]/.exec(text)?.[0];
  if (json) {
    try {
      const rows = JSON.parse(json) as Record<string, string>[];
      const row = rows.find((entry) => entry['Project Name'] === project);
      return row ? splitDomains(row['Project Domains'] ?? '') : undefined;
    } catch {
      // Not JSON after all: read it as the table.
    }
  }
  for (const line of text.split(/\r?\n/)) {
    const cells = line.split('│').map((cell) => cell.trim());
    // '│ toko-ani │ toko-ani-57h.pages.dev, tokoku.id │ No │ 2 days ago │'
    if (cells.length >= 4 && cells[1] === project) return splitDomains(cells[2] ?? '');
  }
  return undefined;
}

const splitDomains = (cell: string) =>
  cell
    .split(',')
    .map((domain) => domain.trim())
    .filter(Boolean);

/** The project's own free address among its domains: https://<subdomain>.pages.dev. */
export const pagesDevAddress = (domains: string[]) => {
  const domain = domains.find((name) => /^[a-z0-9-]+\.pages\.dev$/i.test(name));
  return domain ? `https://${domain.toLowerCase()}` : undefined;
};

/** The address `pages project create` says the new project will have. */
export const createdAddress = (output: string) => /available at (https:\/\/[a-z0-9-]+\.pages\.dev)\/?/i.exec(plain(output))?.[1]?.toLowerCase();

/**
 * The deployment's own address (https://<hash>.<subdomain>.pages.dev) from `pages deploy`, and
 * the shop's address it belongs to (the same without the deployment's part).
 */
export function deployedAddresses(output: string): { deployment: string; shop: string } | undefined {
  // "… Take a peek over at <url>", or "Visit your deployment at <url>" when wrangler could not wait for the end.
  const deployment = /(?:Take a peek over at|Visit your deployment at) (https:\/\/[a-z0-9-]+\.([a-z0-9-]+\.pages\.dev))/i.exec(plain(output));
  if (!deployment) return undefined;
  return { deployment: deployment[1]!.toLowerCase(), shop: `https://${deployment[2]!.toLowerCase()}` };
}

/**
 * What `pages deploy` records when WRANGLER_OUTPUT_FILE_PATH names a file (one JSON object a
 * line; the `pages-deploy-detailed` entry, in wrangler 3.114 and 4): whether the deployment is
 * the project's production or a preview, and the project's production branch.
 */
export interface DeployRecord {
  url: string;
  environment: 'production' | 'preview' | undefined;
  productionBranch: string | undefined;
}

export function deployRecord(ndjson: string): DeployRecord | undefined {
  const entries = ndjson
    .split('\n')
    .filter((line) => line.trim().startsWith('{'))
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        return {};
      }
    });
  const detailed = entries.filter((entry) => entry.type === 'pages-deploy-detailed').at(-1);
  if (!detailed || typeof detailed.url !== 'string') return undefined;
  const environment = detailed.environment === 'production' || detailed.environment === 'preview' ? detailed.environment : undefined;
  return { url: detailed.url, environment, productionBranch: typeof detailed.production_branch === 'string' ? detailed.production_branch : undefined };
}

/** The API's error codes wrangler prints after each message. */
const codeOf = (text: string) => [...text.matchAll(/\[code: (\d+)\]/g)].map((match) => Number(match[1]));

/**
 * Why wrangler failed, in her words, naming the secret to fix; undefined when the output names
 * no failure it knows (the caller then says the upload failed and points to the log).
 */
export function wranglerProblem(output: string): string | undefined {
  const text = plain(output);
  const codes = codeOf(text);
  const has = (...wanted: number[]) => wanted.some((code) => codes.includes(code));
  if (has(6003, 6111, 9106, 9109) || /Invalid (access token|format for Authorization header)/i.test(text)) {
    return 'Cloudflare menolak kunci CLOUDFLARE_API_TOKEN: kuncinya salah atau sudah dihapus. Buat kunci baru (lihat panduan, "Kunci Cloudflare") lalu ganti rahasia CLOUDFLARE_API_TOKEN.';
  }
  if (has(7003, 7000) || /perhaps your object identifier is invalid/i.test(text)) {
    return 'Cloudflare tidak mengenal nomor akun di CLOUDFLARE_ACCOUNT_ID. Salin lagi "Account ID" dari dash.cloudflare.com (Workers & Pages, kolom kanan) lalu ganti rahasianya.';
  }
  if (has(10000) || /Authentication error/i.test(text)) {
    return 'Cloudflare menolak kunci CLOUDFLARE_API_TOKEN untuk akun ini: kuncinya salah, sudah kedaluwarsa, dibuat di akun lain, atau tidak punya izin "Cloudflare Pages: Edit". Buat kunci baru dengan izin itu (lihat panduan, "Kunci Cloudflare") lalu ganti rahasia CLOUDFLARE_API_TOKEN.';
  }
  if (has(8000007) || /Pages project "[^"]*" does not exist/i.test(text)) {
    return 'proyek Cloudflare Pages-nya tidak ada (mungkin dihapus di Cloudflare). Jalankan lagi "Run workflow": proyeknya dibuat ulang.';
  }
  if (has(8000002) || /already exists/i.test(text)) {
    return 'nama proyek Cloudflare Pages ini sudah dipakai. Isi variabel CLOUDFLARE_PAGES_PROJECT dengan nama lain (huruf kecil, angka dan tanda -).';
  }
  if (has(8000000, 8000001)) return 'Cloudflare Pages sedang bermasalah. Tunggu sebentar lalu jalankan lagi "Run workflow".';
  if (/More than one account available/i.test(text)) {
    return 'kunci Cloudflare ini dipakai di beberapa akun: isi rahasia CLOUDFLARE_ACCOUNT_ID dengan nomor akun toko.';
  }
  if (/fetch failed|ENOTFOUND|ECONNRESET|ETIMEDOUT|EAI_AGAIN/.test(text)) return 'Cloudflare tidak bisa dihubungi. Jalankan lagi sebentar lagi ("Run workflow").';
  return undefined;
}
