import type { Sheet } from '../../catalog/sheet/readSheet';

/**
 * ongkir.csv's columns, as the owner writes them (any case, spaces or underscores, as produk.csv's):
 * `provinsi;kota/kabupaten;kecamatan;layanan;harga per kg;harga tetap;estimasi (hari)`.
 */
export const ongkirColumns = {
  province: 'provinsi',
  regency: 'kota/kabupaten',
  district: 'kecamatan',
  service: 'layanan',
  perKg: 'harga_per_kg',
  flat: 'harga_tetap',
  days: 'estimasi',
} as const;

export const ONGKIR_SHEET = 'ongkir.csv';

/** The same column written another way: `kabupaten/kota`, `kota kabupaten`, `harga/kg`, `estimasi (hari)`. */
const sameColumn: Record<string, string> = {
  'kota_kabupaten': ongkirColumns.regency,
  'kota_/_kabupaten': ongkirColumns.regency,
  'kabupaten/kota': ongkirColumns.regency,
  'kabupaten_kota': ongkirColumns.regency,
  'kab/kota': ongkirColumns.regency,
  'kota/kab': ongkirColumns.regency,
  'harga/kg': ongkirColumns.perKg,
  'harga_/_kg': ongkirColumns.perKg,
  'harga_per_kilo': ongkirColumns.perKg,
  'estimasi_hari': ongkirColumns.days,
};

/** A header as ongkirColumns names it: a note in brackets (`estimasi (hari)`) is not part of the name. */
export function ongkirHeader(header: string): string {
  if (header.startsWith('#')) return header;
  const bare = header.replace(/_*\(.*?\)_*/g, '').replace(/^_+|_+$/g, '');
  return sameColumn[bare] ?? bare;
}

/** The sheet with its headers (and so its cells' keys) as ongkirColumns names them. */
export function withOngkirHeaders(sheet: Sheet): Sheet {
  const headers = sheet.headers.map(ongkirHeader);
  const rows = sheet.rows.map(({ row, cells }) => ({ row, cells: Object.fromEntries(Object.entries(cells).map(([header, cell]) => [ongkirHeader(header), cell])) }));
  return { ...sheet, headers, rows };
}
