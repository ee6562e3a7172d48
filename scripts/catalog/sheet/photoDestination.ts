import fs from 'node:fs/promises';
import path from 'node:path';
import { readSidecar, sidecarName, sidecarText, type PhotoSidecar } from './photoNames';
import { matches } from './photoCache';

/**
 * The destination: where the built catalogue is served (its public URL), asked before a photo is
 * encoded whether it already holds that photo's pictures (`img/<key>.json`, then each picture,
 * photoNames.ts). A plain GET over HTTPS, so it works against any host (Cloudflare Pages, R2 or
 * S3 made public, nginx) with no credentials and no listing API. What it holds is copied into
 * the build, checked byte for byte against the sidecar's hashes: the build stays complete (a
 * Pages deployment is a whole snapshot; the share images are drawn from the pictures), and the
 * upload then sends nothing new for those files (wrangler skips content the project has).
 *
 * Never wrong: a photo the destination lacks, or answers with anything but its own sidecar (a
 * host's fallback page, another file), is encoded; a destination that fails (no connection, a
 * 5xx, a timeout) is asked no more in this build, and every photo not in the local cache is
 * encoded, which the report says in one line.
 */
export class PhotoDestination {
  /** Why the destination was given up on, for the report; undefined while it answers. */
  error: string | undefined;
  /** `<catalogue>/img/`. */
  readonly imageUrl: string;

  constructor(
    catalogueUrl: string,
    private readonly fetcher: typeof fetch = fetch,
    private readonly timeoutMs = 15_000,
  ) {
    this.imageUrl = new URL('img/', catalogueUrl.endsWith('/') ? catalogueUrl : `${catalogueUrl}/`).href;
  }

  /** Copies the pictures of `key` into `outDir` and gives its sidecar, when the destination holds them all; otherwise undefined. */
  async take(key: string, outDir: string): Promise<PhotoSidecar | undefined> {
    const text = await this.get(sidecarName(key));
    const sidecar = text && readSidecar(text.toString('utf8'), key);
    if (!sidecar) return undefined;
    const pictures = await Promise.all(sidecar.files.map((file) => this.get(file.name)));
    if (!pictures.every((bytes, i) => bytes && matches(bytes, sidecar.files[i]!))) return undefined;
    await Promise.all(sidecar.files.map(({ name }, i) => fs.writeFile(path.join(outDir, name), pictures[i]!)));
    await fs.writeFile(path.join(outDir, sidecarName(key)), sidecarText(sidecar));
    return sidecar;
  }

  /** A file's bytes; undefined when the destination does not hold it or has failed (then `error` says why). Tried twice before giving up. */
  private async get(name: string): Promise<Buffer | undefined> {
    for (let attempt = 0; attempt < 2 && this.error === undefined; attempt++) {
      const answer = await this.fetcher(this.imageUrl + name, { signal: AbortSignal.timeout(this.timeoutMs) }).then(
        async (response) => (response.ok ? Buffer.from(await response.arrayBuffer()) : MISSING_STATUSES.has(response.status) ? undefined : `HTTP ${response.status}`),
        (error: unknown) => failureOf(error, this.timeoutMs),
      ).catch((error: unknown) => failureOf(error, this.timeoutMs));
      if (typeof answer !== 'string') return answer;
      if (attempt === 1) this.error = answer;
    }
    return undefined;
  }
}

/** What a bucket or host answers for a file it does not hold: S3 says 403 where the reader may not list the bucket. */
const MISSING_STATUSES = new Set([403, 404, 410]);

function failureOf(error: unknown, timeoutMs: number): string {
  const name = (error as Error | undefined)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return `tidak menjawab dalam ${timeoutMs / 1000} detik`;
  const code = ((error as { cause?: { code?: string } } | undefined)?.cause?.code ?? '').replace(/[^A-Z_]/g, '');
  return code ? `tidak tersambung (${code})` : 'tidak tersambung';
}

/**
 * Where the catalogue is served, for asking it: CATALOG_BASE_URL when it is an address of its own
 * (a bucket), otherwise the shop's `/catalog/` at SHOP_URL (the catalogue shipped with the site).
 * Neither set, or not an http(s) address: no destination, only the local cache.
 */
export function photoDestinationFrom(env: NodeJS.ProcessEnv): string | undefined {
  const catalogue = env.CATALOG_BASE_URL?.trim() || '/catalog/';
  const shop = env.SHOP_URL?.trim();
  try {
    const url = shop ? new URL(catalogue, `${shop.replace(/\/+$/, '')}/`) : new URL(catalogue);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Where a build's photos came from, counted (the report's line). */
export interface PhotoSources {
  encoded: number;
  cache: number;
  destination: number;
  /** The destination asked (`<catalogue>/img/`), and why it was given up on if it was. */
  asked?: { url: string; error?: string };
}

/** catalog:build's one line on it, in the owner's words. */
export function photoSourcesLine({ encoded, cache, destination, asked }: PhotoSources): string {
  if (encoded + destination + cache === 0 && !asked?.error) return 'tidak ada foto untuk diolah (hanya gambar SVG)';
  const counts = `${encoded} diolah, ${destination} sudah ada di tujuan, ${cache} dari cache`;
  if (!asked) return `${counts}; tujuan tidak diketahui (SHOP_URL atau CATALOG_BASE_URL belum diatur), jadi foto yang belum ada di cache diolah`;
  if (asked.error) return `${counts}; tujuan ${asked.url} tidak bisa dibaca (${asked.error}), jadi semua foto yang belum ada di cache diolah ulang (hasilnya tetap benar, hanya lebih lama)`;
  return `${counts} (tujuan: ${asked.url})`;
}
