import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { writesTwins } from '../site/hosts';
import { siteSettings } from '../site/siteSettings';

/**
 * The compressed twins written beside every file the shop serves (`file.gz`, `file.br`), which
 * docs/nginx.conf and `npm run serve` send instead of compressing on the fly. Made once per build,
 * so they take the slowest, smallest settings:
 * - gzip by Zopfli: an ordinary gzip stream that every browser reads, about 3% smaller than
 *   zlib's level 9 (the initial JS of `/`: 3.8 kB less), at some fifty times the time (about
 *   30 s a build; 5 iterations instead of Zopfli's usual 15 halve that and lose 0.05%);
 * - brotli at quality 11.
 * The bench weighs scripts with these same functions, so its figures are the bytes sent.
 */
export async function gzip(data: Uint8Array | string): Promise<Buffer> {
  return Buffer.from(await gzipAsync(typeof data === 'string' ? Buffer.from(data) : data, { numiterations: 5 }));
}

export async function brotli(data: Uint8Array | string): Promise<Buffer> {
  return zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
}

/**
 * The split catalogue's twins (docs/catalog-split.md): thousands of files of a few KB, where
 * Zopfli took ~150 ms and brotli 11 ~5-10 ms each on this machine (6,027 files at 5,000
 * products: about 15 minutes). zlib's level 9 and brotli 5 take ~0.3 ms each, for ~5% more bytes
 * on files a page fetches one to seven of.
 */
export const gzipQuick = async (data: Uint8Array | string): Promise<Buffer> => zlib.gzipSync(data, { level: 9 });

export const brotliQuick = async (data: Uint8Array | string): Promise<Buffer> =>
  zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });

/** A file of dist/ with its compressed twins (writePage's, for any file). Answers the bytes written. */
export async function writeWithTwins(file: string, text: string, compression: 'smallest' | 'quick' = 'smallest'): Promise<number> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // No twins for a host that compresses on its own (DEPLOY_TARGET, scripts/site/hosts.ts).
  if (!writesTwins(siteSettings().deployTarget)) {
    fs.writeFileSync(file, text);
    return Buffer.byteLength(text);
  }
  const [gz, br] = compression === 'quick' ? await Promise.all([gzipQuick(text), brotliQuick(text)]) : await Promise.all([gzip(text), brotli(text)]);
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.gz`, gz);
  fs.writeFileSync(`${file}.br`, br);
  return Buffer.byteLength(text) + gz.length + br.length;
}

