/**
 * The ongkir sheet as the checkout reads it. `catalog:build` turns the owner's ongkir.csv into one
 * file per province in the catalogue's version folder, `ongkir/<provinceCode>.json` (a RateFile
 * holding every row whose destination lies in that province), fetched only once the shopper has
 * chosen her province. A missing or unreadable file means no rates: 'Ongkir dikonfirmasi penjual'.
 */
export interface RateRow {
  /** The destination as a dataset code: a province '32', a kota/kabupaten '32.73' or a kecamatan '32.73.01'. More dots, more specific. */
  area: string;
  /** As the owner wrote it: 'JNE REG', 'J&T EZ', 'Kurir toko'. */
  service: string;
  /** Exactly one of perKg (rupiah per whole kg, weight rounded up, at least 1 kg), flat (any weight) or confirm (priced by the seller, e.g. GoSend). */
  perKg?: number;
  flat?: number;
  confirm?: true;
  /** The estimate in days as the owner wrote it: '1', '2-3'. Absent when she left it empty. */
  days?: string;
}

export interface RateFile {
  rows: RateRow[];
}

/** The shop-wide shipping facts from toko.csv: config is the lower layer, so the shape is spelled there. */
export type { ShopShipping as ShippingFacts } from '../../../config/shipping';
