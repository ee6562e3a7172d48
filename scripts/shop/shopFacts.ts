import fs from 'node:fs/promises';
import path from 'node:path';
import { closest, distance } from 'fastest-levenshtein';
import type { Problem } from '../catalog/sheet/problems';
import { normaliseHeader, readSheet, type Sheet } from '../catalog/sheet/readSheet';
import { decodeSheet } from '../catalog/sheet/sheetEncoding';
import { factColumns as col, factKeys, FACTS_SHEET, type FactsFile } from './factKeys';
import { finishPayment } from './paymentFacts';
import { finishShipping } from './shippingFacts';
import { mapLabels } from './mapLabels';
import { initialsOf } from './shopIcons';

/** The facts as the app reads them: one object per facts file (factsFiles.ts). */
export type ShopFacts = Record<FactsFile, Record<string, unknown>>;

/** How far a key may be from a known one to be offered as "did you mean" (a typo or two). */
const MAX_SUGGESTION_DISTANCE = 3;

function nearest(word: string, known: string[], within = MAX_SUGGESTION_DISTANCE): string | undefined {
  const best = closest(word, known);
  return distance(word, best) <= within ? best : undefined;
}

function setField(target: Record<string, unknown>, field: string, value: unknown): void {
  const [head, ...rest] = field.split('.');
  if (!rest.length) target[head!] = value;
  else setField((target[head!] ??= {}) as Record<string, unknown>, rest.join('.'), value);
}

/** A repeatable key's row joins the list its earlier rows made, in the sheet's order. */
function addToField(target: Record<string, unknown>, field: string, value: unknown): void {
  const list = (target[field] as unknown[] | undefined) ?? [];
  target[field] = [...list, value];
}

/**
 * toko.csv -> the shop's facts, all or nothing: every problem is collected (named by file, row
 * and column, as the product sheet's are), and facts are returned only when there is none.
 * `year` makes the copyright line when the sheet has none (`© 2026 Toko Ani`).
 */
export function factsFromSheet(sheet: Sheet, year: number): { facts?: ShopFacts; problems: Problem[]; rowOfKey?: ReadonlyMap<string, number> } {
  const problems: Problem[] = [];
  const at = (row: number | undefined, column: string | undefined, message: string) => problems.push({ file: sheet.file, row, column, message });

  const columns = Object.values(col) as string[];
  for (const column of columns) {
    if (sheet.headers.includes(column)) continue;
    // Closer than keys need: the two names are short, and 'nama' (a first row without headers) is 3 from 'nilai'.
    const near = sheet.headers.find((header) => !columns.includes(header) && nearest(header, [column], 2));
    at(1, column, near ? `kolom '${column}' tidak ada; ada '${near}': ganti judulnya jadi '${column}'` : `kolom '${column}' tidak ada di baris judul (baris pertama: kunci;nilai)`);
  }
  if (problems.length) return { problems };

  const known = factKeys.map(({ key }) => key);
  const rowOfKey = new Map<string, number>();
  const facts: ShopFacts = { shop: {}, contact: {}, shipping: {}, payment: {}, pages: {} };
  for (const { row, cells } of sheet.rows) {
    const written = cells[col.key] ?? '';
    const value = cells[col.value] ?? '';
    const key = normaliseHeader(written);
    const fact = factKeys.find((candidate) => candidate.key === key);
    if (!key) {
      at(row, col.key, `kunci kosong untuk nilai '${value}'`);
      continue;
    }
    if (!fact) {
      const near = nearest(key, known);
      at(row, col.key, `kunci '${written}' tidak dikenal; ${near ? `mungkin maksudnya '${near}'?` : `yang dikenal: ${known.join(', ')}`}`);
      continue;
    }
    if (rowOfKey.has(key) && !fact.repeats) {
      at(row, col.key, `kunci '${key}' sudah ada di baris ${rowOfKey.get(key)}; tulis setiap kunci sekali`);
      continue;
    }
    if (!rowOfKey.has(key)) rowOfKey.set(key, row);
    // An optional fact left empty is simply not there (a shop without TikTok).
    if (!value) {
      if (fact.required) at(row, col.value, `nilai '${key}' kosong (contoh: ${fact.example})`);
      continue;
    }
    const read = fact.read(value);
    if ('error' in read) at(row, col.value, `${key}: ${read.error}`);
    else if (fact.repeats) addToField(facts[fact.file], fact.field, read.value);
    else setField(facts[fact.file], fact.field, read.value);
  }
  for (const fact of factKeys) {
    if (fact.required && !rowOfKey.has(fact.key)) at(undefined, undefined, `kunci '${fact.key}' belum ada: tambahkan baris '${fact.key}' dengan nilai seperti '${fact.example}'`);
  }
  const { shipping, problems: shippingProblems } = finishShipping(facts.shipping, rowOfKey);
  problems.push(...shippingProblems);
  if (problems.length) return { problems };
  facts.shop.copyright ??= `© ${year} ${String(facts.shop.name)}`;
  facts.contact.social ??= {};
  facts.shipping = { ...shipping };
  const payment = finishPayment(facts.payment, String(facts.shop.name));
  facts.payment = { ...payment };
  // The footer's logos follow her methods unless she names them: every one she takes, each once
  // (a drawn logo where the footer has one, her method's name in a badge otherwise).
  facts.contact.paymentLogos ??= [...new Set([...payment.banks, ...payment.ewallets].map((account) => account.label))].concat(payment.qris ? ['QRIS'] : [], payment.cod ? ['COD'] : []);
  // Her mark without a logo, and the map's labels drawn from her name and street.
  facts.shop.initials = initialsOf(String(facts.shop.name));
  facts.contact.mapLabels = mapLabels({ name: String(facts.shop.name), address: String(facts.contact.address) });
  return { facts, problems, rowOfKey };
}

/** Reads and checks `<dir>/toko.csv` (UTF-8, `;` or `,`, as the other sheets). Writes nothing. */
export async function readShopFacts(dir: string, year: number): Promise<ReturnType<typeof factsFromSheet>> {
  const file = path.join(dir, FACTS_SHEET);
  const bytes = await fs.readFile(file).catch(() => undefined);
  if (!bytes) {
    return { problems: [{ file: FACTS_SHEET, message: `berkas tidak ada di ${dir}: di sinilah nama toko, nomor WhatsApp dan alamatnya (contoh: toko-contoh/${FACTS_SHEET})` }] };
  }
  const decoded = decodeSheet(FACTS_SHEET, bytes);
  if ('problems' in decoded) return { problems: decoded.problems };
  const { sheet, problems } = readSheet(FACTS_SHEET, decoded.text);
  return sheet ? factsFromSheet(sheet, year) : { problems };
}
