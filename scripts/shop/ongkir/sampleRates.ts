/**
 * Made-up rates for the shops the repository makes (the demo's ongkir.csv was written from these,
 * and `catalog:generate` writes them for its test shops): per kg from Bandung, dearer and slower
 * the farther the province. Not any courier's real tariff.
 */
const fromBandung: [province: string, jnePerKg: number, days: string][] = [
  ['Aceh', 34000, '4-6'], ['Sumatera Utara', 30000, '3-5'], ['Sumatera Barat', 27000, '3-5'], ['Riau', 27000, '3-5'],
  ['Jambi', 25000, '3-4'], ['Sumatera Selatan', 22000, '2-4'], ['Bengkulu', 24000, '3-4'], ['Lampung', 18000, '2-3'],
  ['Kepulauan Bangka Belitung', 25000, '3-4'], ['Kepulauan Riau', 28000, '3-5'], ['DKI Jakarta', 10000, '1-2'], ['Jawa Barat', 9000, '1-2'],
  ['Jawa Tengah', 12000, '2-3'], ['DI Yogyakarta', 12000, '2-3'], ['Jawa Timur', 14000, '2-3'], ['Banten', 10000, '1-2'],
  ['Bali', 20000, '2-4'], ['Nusa Tenggara Barat', 24000, '3-4'], ['Nusa Tenggara Timur', 38000, '4-6'], ['Kalimantan Barat', 32000, '3-5'],
  ['Kalimantan Tengah', 35000, '3-5'], ['Kalimantan Selatan', 30000, '3-5'], ['Kalimantan Timur', 36000, '3-5'], ['Kalimantan Utara', 42000, '4-6'],
  ['Sulawesi Utara', 42000, '4-6'], ['Sulawesi Tengah', 40000, '4-6'], ['Sulawesi Selatan', 35000, '3-5'], ['Sulawesi Tenggara', 40000, '4-6'],
  ['Gorontalo', 42000, '4-6'], ['Sulawesi Barat', 40000, '4-6'], ['Maluku', 50000, '5-7'], ['Maluku Utara', 55000, '5-7'],
  ['Papua', 65000, '5-8'], ['Papua Barat', 62000, '5-8'], ['Papua Selatan', 75000, '6-9'], ['Papua Tengah', 72000, '6-9'],
  ['Papua Pegunungan', 80000, '7-10'], ['Papua Barat Daya', 62000, '5-8'],
];

/** J&T EZ a little cheaper, a day slower at the far end; both rounded to Rp 500. */
const cheaper = (perKg: number) => Math.round((perKg * 0.93) / 500) * 500;
const slower = (days: string) => days.replace(/\d+$/, (last) => String(Number(last) + 1));

/** Province rows: 'JNE REG' and 'J&T EZ' to every province, `provinsi;layanan;harga per kg;estimasi (hari)`. */
export function provinceRateRows(): string[][] {
  return fromBandung.flatMap(([province, perKg, days]) => [
    [province, 'JNE REG', String(perKg), days],
    [province, 'J&T EZ', String(cheaper(perKg)), slower(days)],
  ]);
}

/** A whole ongkir.csv of province rows, as a spreadsheet saves it (BOM, `;`, CRLF). */
export function provinceOngkirCsv(): string {
  const lines = [['provinsi', 'layanan', 'harga per kg', 'estimasi (hari)'], ...provinceRateRows()];
  return `\uFEFF${lines.map((cells) => cells.join(';')).join('\r\n')}\r\n`;
}
