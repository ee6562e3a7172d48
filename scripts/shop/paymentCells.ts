/**
 * Readers for toko.csv's payment keys (issue 52), each returning a value or an Indonesian
 * message saying what to write instead, as factCells.ts does for the other keys.
 */
import type { PaymentAccount } from '../../src/config/payment';
import type { Read } from './factCells';
import { findProvince, findRegency, regencyParts } from './ongkir/ongkirRegions';

/** The e-wallets shoppers pay with, as their apps spell them. */
const EWALLETS = ['DANA', 'OVO', 'GoPay', 'ShopeePay'];

function threeParts(cell: string, what: string, example: string): Read<[string, string, string]> {
  const parts = cell.split('|').map((part) => part.trim().replace(/\s+/g, ' '));
  if (parts.length !== 3 || parts.some((part) => !part)) {
    return { error: `tulis ${what}, nomor dan nama pemilik, dipisah tanda | (contoh: ${example})` };
  }
  return { value: parts as [string, string, string] };
}

function digitsOf(number: string, min: number, max: number): string | null {
  const digits = number.replace(/[\s\-.]/g, '');
  return /^\d+$/.test(digits) && digits.length >= min && digits.length <= max ? digits : null;
}

/** `BCA | 123-456-7890 | Langkah Indonesia`: a bank account, one row each. */
export function readAccount(cell: string): Read<PaymentAccount> {
  const example = 'BCA | 1234567890 | Langkah Indonesia';
  const parts = threeParts(cell, 'nama bank', example);
  if ('error' in parts) return parts;
  const [label, number, holder] = parts.value;
  const digits = digitsOf(number, 5, 20);
  if (!digits) return { error: `nomor rekening '${number}' harus 5 sampai 20 angka (contoh: ${example})` };
  return { value: { label, number: digits, holder } };
}

/** `GoPay | 0812-3456-7890 | Langkah Indonesia`: DANA, OVO, GoPay or ShopeePay, one row each. */
export function readEwallet(cell: string): Read<PaymentAccount> {
  const example = 'GoPay | 0812-3456-7890 | Langkah Indonesia';
  const parts = threeParts(cell, 'nama e-wallet', example);
  if ('error' in parts) return parts;
  const [written, number, holder] = parts.value;
  const label = EWALLETS.find((name) => name.toLowerCase() === written.toLowerCase().replace(/\s/g, ''));
  if (!label) return { error: `e-wallet '${written}' tidak dikenal; yang bisa: ${EWALLETS.join(', ')}` };
  const digits = digitsOf(number, 8, 15);
  if (!digits) return { error: `nomor ${label} '${number}' harus 8 sampai 15 angka (contoh: ${example})` };
  return { value: { label, number: digits, holder } };
}

/** The shop's static QRIS image, a file in her folder beside toko.csv (copied into the catalogue when built). */
export function readQrisFile(cell: string): Read<{ file: string }> {
  if (/[\\/]/.test(cell) || !/\.(png|jpe?g|webp|svg)$/i.test(cell)) {
    return { error: `'${cell}': tulis nama berkas gambar QRIS di folder toko ini, .png, .jpg, .webp atau .svg (contoh: qris.png)` };
  }
  return { value: { file: cell } };
}

/**
 * 'ya' (everywhere) or the provinces and kota/kabupaten where COD is offered, apart by commas,
 * spelt as ongkir.csv may spell them ('Kab. Sleman', 'kabupaten sleman', 'DIY'). Each is kept
 * under the region data's own name, the one the checkout's address picker gives, so it matches;
 * a place the data does not know is named with the nearest real one, never silently dropped.
 */
export function readCod(cell: string): Read<{ areas: string[] }> {
  if (/^(ya|semua)$/i.test(cell.trim())) return { value: { areas: [] } };
  if (/^tidak$/i.test(cell.trim())) return { error: "untuk tanpa COD, kosongkan nilainya atau hapus barisnya" };
  const written = cell.split(',').map((area) => area.trim().replace(/\s+/g, ' ')).filter(Boolean);
  if (!written.length) return { error: "tulis 'ya', atau provinsi dan kota/kabupaten yang bisa COD dipisah koma (contoh: Kota Bandung, Kota Cimahi)" };
  const areas: string[] = [];
  const errors: string[] = [];
  for (const area of written) {
    const found = codArea(area);
    if ('error' in found) errors.push(found.error);
    else if (!areas.includes(found.name)) areas.push(found.name);
  }
  if (errors.length) return { error: `${errors.join('; ')} (tulis seperti di ongkir.csv, contoh: Kab. Sleman, Kota Yogyakarta, Jawa Tengah)` };
  return { value: { areas } };
}

/** A province or a kota/kabupaten; a name that is both ('Yogyakarta') must say which. */
function codArea(area: string): { name: string } | { error: string } {
  const province = findProvince(area);
  const regency = findRegency(area);
  if ('region' in province && 'region' in regency) return { error: `'${area}' bisa provinsi ${province.region.name} atau ${regency.region.name}: tulis salah satunya` };
  if ('region' in province) return { name: province.region.name };
  if ('region' in regency) return { name: regency.region.name };
  // 'Kota Garut' when only Kabupaten Garut exists: the other kind is the nearest real name.
  const { kind, base } = regencyParts(area);
  const otherKind = kind && findRegency(base);
  if (otherKind && 'region' in otherKind) return { error: `kota/kabupaten '${area}' tidak ada; mungkin maksudnya '${otherKind.region.name}'?` };
  // The province's message only for what reads like a province (it found a near one).
  return { error: kind || !/tidak dikenal;/.test(province.error) ? regency.error : province.error };
}

export function readYesNo(cell: string): Read<boolean> {
  if (/^ya$/i.test(cell.trim())) return { value: true };
  if (/^tidak$/i.test(cell.trim())) return { value: false };
  return { error: `'${cell}': tulis 'ya' atau 'tidak'` };
}
