/**
 * Where the parcel goes, as the checkout asks for it: Indonesia's administrative levels (codes and
 * names from the idn-area-data dataset), the kode pos and the street part. Buyer details like her
 * name: component state only, never the Redux store, the action log or a problem report.
 */
export interface Region {
  /** The dataset's code: '32' (province), '32.73' (kota/kabupaten), '32.73.01' (kecamatan), '32.73.01.1001' (kelurahan/desa). */
  code: string;
  name: string;
}

export interface StructuredAddress {
  province: Region | null;
  regency: Region | null;
  district: Region | null;
  /** Optional: the shopper may leave 'Kelurahan/Desa' empty. */
  village: Region | null;
  /** Five digits or empty (optional). */
  postalCode: string;
  /** Street, house number, RT/RW, landmarks (at most 300 characters); the whole address when the region files could not load. */
  street: string;
}

export const emptyAddress: StructuredAddress = { province: null, regency: null, district: null, village: null, postalCode: '', street: '' };

/** The street field's limit (issue 51): long enough for RT/RW and landmarks, short enough for the message. */
export const MAX_STREET_LENGTH = 300;
