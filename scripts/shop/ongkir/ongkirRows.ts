import type { RateRow } from '../../../src/features/checkout/shipping/rateTypes';
import { readRupiah, type Read } from '../../catalog/sheet/cells';
import { headerProblems } from '../../catalog/sheet/headers';
import type { Problem } from '../../catalog/sheet/problems';
import type { Sheet } from '../../catalog/sheet/readSheet';
import { ongkirColumns as col } from './ongkirColumns';
import { districtByCode, findDistrict, findProvince, findRegency, readOngkirRegions, type Region, type Regions } from './ongkirRegions';

/** The rates of ongkir.csv, checked: one row per destination and service, and the services by their first spelling. */
export interface Rates {
  rows: RateRow[];
  /** Every service the sheet names, as first written, in the sheet's order. */
  services: string[];
}

/** The word for a service the seller prices herself (GoSend, GrabExpress: by distance, at the time). */
const CONFIRM = /^dikonfirmasi(\s+penjual)?$/i;

/** The checkout's own row for pickup: it comes from `kota_toko` in toko.csv, not from this sheet. */
const PICKUP = 'ambil di toko';

const SERVICE_MAX = 40;
const DAYS_MAX = 60;

/** `1`, `2-3`, `2 - 3`, `2–3`, `2-3 hari` -> '1', '2-3' (a range whose ends are equal is one number). */
export function readDays(cell: string): Read<string> {
  const example = "contoh: 1 atau 2-3 (hari)";
  const match = /^(\d{1,2})(?:\s*[-–—]\s*(\d{1,2}))?(?:\s*hari)?$/i.exec(cell.trim());
  if (!match) return { error: `'${cell}' bukan lama kirim dalam hari (${example})` };
  const from = Number(match[1]);
  const to = match[2] === undefined ? from : Number(match[2]);
  if (to > DAYS_MAX) return { error: `${to} hari terlalu lama: paling lama ${DAYS_MAX} hari (${example})` };
  if (to < from) return { error: `'${cell}': angka yang kecil dulu (tulis ${to}-${from})` };
  return { value: from === to ? String(from) : `${from}-${to}` };
}

/** Where a row sends to: its most specific level, or the message for the column that is wrong. */
function destinationOf(cells: { province: string; regency: string; district: string }, regions: Regions): { region: Region } | { column: string; error: string } {
  const { province: p, regency: k, district: c } = cells;
  if (!p && !k && !c) return { column: col.province, error: "tujuan kosong: isi provinsi, kota/kabupaten, atau kota/kabupaten dengan kecamatannya" };
  let province: Region | undefined;
  if (p) {
    const found = findProvince(p, regions);
    if ('error' in found) return { column: col.province, error: found.error };
    province = found.region;
  }
  let regency: Region | undefined;
  if (k) {
    const found = findRegency(k, province, regions);
    if ('error' in found) return { column: col.regency, error: found.error };
    regency = found.region;
  }
  if (!c) return { region: (regency ?? province)! };
  if (regency) {
    const found = findDistrict(c, regency, regions);
    return 'error' in found ? { column: col.district, error: found.error } : { region: found.region };
  }
  // A kecamatan's code says where it is; its name does not (Sukasari is in Kota Bandung and four kabupaten).
  const byCode = districtByCode(c, regions);
  if (!byCode) return { column: col.regency, error: `kecamatan '${c}' perlu kota/kabupatennya: nama kecamatan bisa sama di beberapa tempat (isi kolom 'kota/kabupaten', misalnya Kota Bandung)` };
  if (province && !byCode.code.startsWith(`${province.code}.`)) return { column: col.district, error: `kecamatan ${byCode.name} (${byCode.code}) tidak ada di ${province.name}` };
  return { region: byCode };
}

/** 'Kota Bandung', 'Coblong (Kota Bandung)', 'Jawa Barat': a destination as the messages name it. */
function placeName(region: Region, regions: Regions): string {
  return region.code.split('.').length === 3 ? `${region.name} (${regions.byCode.get(region.parent)!.name})` : region.name;
}

/**
 * ongkir.csv: one row per destination and service. The destination is the most specific level
 * she fills (a province, a kota/kabupaten, or a kecamatan with its kota/kabupaten), by name or
 * code; the price is per kg, flat, or 'dikonfirmasi' (the seller prices it); the estimate in days.
 * Every problem is collected, so she mends the whole sheet in one go.
 */
export function ratesFromSheet(sheet: Sheet, regions = readOngkirRegions()): { rates?: Rates; problems: Problem[] } {
  const problems = headerProblems(sheet, Object.values(col), [col.service]);
  const has = (column: string) => sheet.headers.includes(column);
  if (![col.province, col.regency, col.district].some(has)) problems.push({ file: sheet.file, row: 1, message: "tidak ada kolom tujuan: perlu 'provinsi', 'kota/kabupaten' atau 'kecamatan'" });
  if (![col.perKg, col.flat].some(has)) problems.push({ file: sheet.file, row: 1, message: "tidak ada kolom harga: perlu 'harga per kg' atau 'harga tetap'" });
  if (problems.length) return { problems };

  const rows: RateRow[] = [];
  const spelling = new Map<string, string>();
  const rowOf = new Map<string, number>();
  for (const { row, cells } of sheet.rows) {
    const before = problems.length;
    const at = (column: string, message: string) => problems.push({ file: sheet.file, row, column, message });
    const get = (column: string) => cells[column] ?? '';

    const written = get(col.service).replace(/\s+/g, ' ');
    if (!written) at(col.service, 'layanan kosong (contoh: JNE REG, J&T EZ, Kurir toko, GoSend)');
    else if ([...written].length > SERVICE_MAX) at(col.service, `nama layanan terlalu panjang: ${[...written].length} huruf, paling banyak ${SERVICE_MAX}`);
    else if (written.toLowerCase() === PICKUP) at(col.service, "'Ambil di toko' tidak ditulis di sini: isi kota_toko di toko.csv, maka pembeli di kota itu bisa memilih Ambil di toko");
    // One service, one spelling: 'jne reg' on a later row is the 'JNE REG' of the first.
    const service = written && (spelling.get(written.toLowerCase()) ?? written);

    const destination = destinationOf({ province: get(col.province), regency: get(col.regency), district: get(col.district) }, regions);
    if ('error' in destination) at(destination.column, destination.error);

    const perKg = get(col.perKg);
    const flat = get(col.flat);
    let price: Pick<RateRow, 'perKg' | 'flat' | 'confirm'> | undefined;
    if (!perKg && !flat) at(col.perKg, "harga kosong: isi 'harga per kg' atau 'harga tetap', atau tulis 'dikonfirmasi' bila ongkirnya dihitung penjual (seperti GoSend)");
    else if (perKg && flat) at(col.flat, "isi salah satu saja: 'harga per kg' (dikali berat, dibulatkan ke atas per kg) atau 'harga tetap' (berapa pun beratnya)");
    else {
      const [column, cell] = perKg ? [col.perKg, perKg] : [col.flat, flat];
      if (CONFIRM.test(cell)) price = { confirm: true };
      else {
        const read = readRupiah(cell);
        if ('error' in read) at(column, `${read.error}; atau tulis 'dikonfirmasi' bila ongkirnya dihitung penjual`);
        else price = column === col.perKg ? { perKg: read.value } : { flat: read.value };
      }
    }

    let days: string | undefined;
    if (get(col.days)) {
      const read = readDays(get(col.days));
      if ('error' in read) at(col.days, read.error);
      else days = read.value;
    }

    if ('region' in destination && service) {
      const key = `${destination.region.code}\0${service.toLowerCase()}`;
      if (rowOf.has(key)) at(col.service, `'${service}' ke ${placeName(destination.region, regions)} sudah ada di baris ${rowOf.get(key)}: tulis setiap layanan sekali per tujuan`);
      else rowOf.set(key, row);
    }
    if (written && !spelling.has(written.toLowerCase())) spelling.set(written.toLowerCase(), written);
    if (problems.length > before || !('region' in destination)) continue;
    rows.push({ area: destination.region.code, service, ...price, ...(days ? { days } : {}) });
  }
  if (problems.length) return { problems };
  return { rates: { rows: sortRates(rows), services: [...spelling.values()] }, problems };
}

/** By destination code (a province before its kota/kabupaten before their kecamatan), then service: the same sheet gives the same bytes. */
export function sortRates(rows: RateRow[]): RateRow[] {
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...rows].sort((a, b) => order(a.area, b.area) || order(a.service.toLowerCase(), b.service.toLowerCase()) || order(a.service, b.service));
}
