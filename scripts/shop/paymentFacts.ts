import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PaymentAccount, PaymentFacts } from '../../src/config/payment';
import type { Problem } from '../catalog/sheet/problems';
import { factColumns, FACTS_SHEET } from './factKeys';

/**
 * The prefix of order numbers when toko.csv has no awalan_pesanan: the first two letters of the
 * shop's name in capitals ('Toko Ani' → 'TO'; 'Langkah' → 'LA', so the demo writes 'LK' itself),
 * or 'PS' (pesanan) for a name without letters. Predictable, so the owner can guess it from her name.
 */
export function defaultOrderPrefix(shopName: string): string {
  const letters = shopName
    .normalize('NFD')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  return letters.length >= 2 ? letters.slice(0, 2) : 'PS';
}

/** toko.csv's payment keys as read (factKeys.ts) -> PaymentFacts, every field there (the QRIS file still in her folder). */
export function finishPayment(read: Record<string, unknown>, shopName: string): PaymentFacts {
  const qris = read.qris as { file: string } | undefined;
  return {
    orderPrefix: (read.orderPrefix as string | undefined) ?? defaultOrderPrefix(shopName),
    banks: (read.banks as PaymentAccount[] | undefined) ?? [],
    ewallets: (read.ewallets as PaymentAccount[] | undefined) ?? [],
    qris: qris ? { image: qris.file } : null,
    cod: (read.cod as PaymentFacts['cod'] | undefined) ?? null,
    uniqueCode: (read.uniqueCode as boolean | undefined) ?? false,
  };
}

/** A QRIS file named in toko.csv that is not in her folder: found before anything is built. */
export async function checkQrisFile(dir: string, payment: PaymentFacts, row: number | undefined): Promise<Problem[]> {
  if (!payment.qris) return [];
  const found = await fs.stat(path.join(dir, payment.qris.image)).catch(() => undefined);
  return found?.isFile() ? [] : [{ file: FACTS_SHEET, row, column: factColumns.value, message: `qris: berkas '${payment.qris.image}' tidak ada di folder toko (${dir})` }];
}

/**
 * Copies the QRIS image into the built catalogue's img/ under a name with its content's hash (so
 * a new QR is never served from a stale cache), and returns the facts pointing at it.
 */
export async function copyQris(dir: string, outDir: string, payment: PaymentFacts): Promise<PaymentFacts> {
  if (!payment.qris) return payment;
  const bytes = await fs.readFile(path.join(dir, payment.qris.image));
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  const name = `img/qris.${hash}${path.extname(payment.qris.image).toLowerCase()}`;
  await fs.mkdir(path.join(outDir, 'img'), { recursive: true });
  await fs.writeFile(path.join(outDir, name), bytes);
  return { ...payment, qris: { image: name } };
}
