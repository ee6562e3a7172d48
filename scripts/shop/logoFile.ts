import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Problem } from '../catalog/sheet/problems';
import { factColumns, FACTS_SHEET } from './factKeys';
import { LEAST_LOGO_PX } from './shopIcons';

/**
 * Her logo file, read and checked before anything is built: there, a picture sharp can read, and
 * at least LEAST_LOGO_PX on its shorter side (a drawing, SVG, has any size). The bytes, or the problem.
 */
export async function readLogo(dir: string, file: string, row: number | undefined): Promise<{ bytes: Buffer } | { problem: Problem }> {
  const at = (message: string) => ({ problem: { file: FACTS_SHEET, row, column: factColumns.value, message: `logo: ${message}` } });
  const bytes = await fs.readFile(path.join(dir, file)).catch(() => undefined);
  if (!bytes) return at(`berkas '${file}' tidak ada di folder toko (${dir})`);
  const meta = await sharp(bytes).metadata().catch(() => undefined);
  if (!meta?.width || !meta.height) return at(`'${file}' bukan gambar yang bisa dibaca: simpan ulang sebagai .png atau .jpg`);
  if (meta.format !== 'svg' && Math.min(meta.width, meta.height) < LEAST_LOGO_PX) {
    return at(`'${file}' hanya ${meta.width}×${meta.height} px: logo paling kecil ${LEAST_LOGO_PX} px (Google memintanya), sebaiknya 512×512 px`);
  }
  return { bytes };
}
