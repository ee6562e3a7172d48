import fs from 'node:fs/promises';
import path from 'node:path';
import type { Problem } from '../../catalog/sheet/problems';
import { readSheet } from '../../catalog/sheet/readSheet';
import { decodeSheet } from '../../catalog/sheet/sheetEncoding';
import { ONGKIR_SHEET, withOngkirHeaders } from './ongkirColumns';
import { ratesFromSheet, type Rates } from './ongkirRows';

/**
 * Reads and checks `<dir>/ongkir.csv` (UTF-8, `;` or `,`, as the other sheets). Optional: without
 * it there are no rates (`rates` undefined, no problem), and the checkout says 'Ongkir dikonfirmasi
 * penjual'. Writes nothing.
 */
export async function readOngkir(dir: string): Promise<{ rates?: Rates; problems: Problem[] }> {
  const bytes = await fs.readFile(path.join(dir, ONGKIR_SHEET)).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? undefined : error));
  if (!bytes) return { problems: [] };
  if (bytes instanceof Error) return { problems: [{ file: ONGKIR_SHEET, message: `berkas tidak bisa dibaca (${bytes.code ?? bytes.message})` }] };
  const decoded = decodeSheet(ONGKIR_SHEET, bytes);
  if ('problems' in decoded) return { problems: decoded.problems };
  const { sheet, problems } = readSheet(ONGKIR_SHEET, decoded.text);
  return sheet ? ratesFromSheet(withOngkirHeaders(sheet)) : { problems };
}
