import { OwnerMessage } from './photos';

/**
 * Where the owner's originals live when they are not in the repository: FOTO_ASAL, the address
 * of a folder she uploads her phone's photos to from the browser (a public R2 bucket's `foto/`,
 * docs/panduan-toko.md). The build reads each photo produk.csv names from there over HTTP, as it
 * would read `foto/<name>` from the shop's folder, and only while it builds that photo: nothing
 * is kept, so gigabytes of originals never sit in git or on the runner's disk at once.
 */
export function photoOriginFrom(env: NodeJS.ProcessEnv): string | undefined {
  const text = env.FOTO_ASAL?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text.endsWith('/') ? text : `${text}/`);
  } catch {
    throw new OwnerMessage(`FOTO_ASAL bukan alamat: '${text}' (contoh: FOTO_ASAL=https://pub-xxxx.r2.dev/foto/)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new OwnerMessage(`FOTO_ASAL harus diawali https:// (tertulis '${text}')`);
  if (url.search || url.hash) throw new OwnerMessage(`FOTO_ASAL adalah alamat foldernya saja, tanpa ? atau # (tertulis '${text}')`);
  return url.href;
}

/**
 * The address of the photo `name` (as produk.csv writes it, `sepatu/putih.jpg` or `sepatu\putih.jpg`)
 * inside the folder `origin`, each part percent-encoded; undefined for a name that would leave
 * the folder or is not a file's (`..`, an empty part, a leading slash), which the sheet's check
 * then reports as it reports a missing file.
 */
export function originalUrl(origin: string, name: string): string | undefined {
  const parts = name.replace(/\\/g, '/').split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..')) return undefined;
  const url = new URL(parts.map((part) => encodeURIComponent(part.normalize('NFC'))).join('/'), origin);
  return url.href.startsWith(origin) && !url.search && !url.hash ? url.href : undefined;
}

/** The original's bytes; throws an OwnerMessage naming the file and what to do. */
export async function fetchOriginal(url: string, name: string, fetcher: typeof fetch = fetch, timeoutMs = 60_000): Promise<Buffer> {
  const response = await fetcher(url, { signal: AbortSignal.timeout(timeoutMs) }).catch(() => undefined);
  if (response?.status === 404 || response?.status === 403) {
    throw new OwnerMessage(`tidak ada di FOTO_ASAL (${url}); unggah '${name}' ke folder foto di bucket, dengan nama persis sama`);
  }
  if (!response?.ok) throw new OwnerMessage(`tidak bisa diunduh dari FOTO_ASAL (${response ? `HTTP ${response.status}` : 'tidak tersambung'}); jalankan lagi nanti`);
  return Buffer.from(await response.arrayBuffer());
}
