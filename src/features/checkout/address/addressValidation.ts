import { MAX_STREET_LENGTH, type StructuredAddress } from './addressTypes';

/**
 * 'regions': the four levels from the region files, the kode pos and the street part.
 * 'freeText': the region files could not be loaded; the whole address is written in the street field.
 */
export type AddressMode = 'regions' | 'freeText';

export type AddressField = keyof StructuredAddress;

/** The fields in the order they appear: the first invalid one gets focus when she sends. */
export const addressFieldOrder: readonly AddressField[] = ['province', 'regency', 'district', 'village', 'postalCode', 'street'];

export type AddressErrors = Partial<Record<AddressField, string>>;

const POSTAL_CODE = /^\d{5}$/;

/**
 * What is missing or wrong, in Indonesian, per field; empty when the address can be sent. Picked up
 * at the shop (`streetRequired` false), the levels still say where she is (pickup is offered only in
 * the shop's kota), but no street is needed.
 */
export function validateAddress(address: StructuredAddress, mode: AddressMode, { streetRequired = true } = {}): AddressErrors {
  const errors: AddressErrors = {};
  const street = address.street.trim();
  if (mode === 'regions') {
    if (!address.province) errors.province = 'Pilih provinsi dari daftar.';
    if (!address.regency) errors.regency = 'Pilih kota/kabupaten dari daftar.';
    if (!address.district) errors.district = 'Pilih kecamatan dari daftar.';
    if (address.postalCode && !POSTAL_CODE.test(address.postalCode)) errors.postalCode = 'Kode pos 5 angka, misalnya 40132.';
    if (!street && streetRequired) errors.street = 'Isi alamat jalan, nomor rumah dan RT/RW.';
  } else if (!street) {
    errors.street = 'Isi alamat lengkap: jalan, nomor rumah, kelurahan, kecamatan, kota dan provinsi.';
  }
  if (street.length > MAX_STREET_LENGTH) errors.street = `Alamat paling panjang ${MAX_STREET_LENGTH} karakter.`;
  return errors;
}

/**
 * The address once the region files fail: the levels chosen so far and the kode pos move into the
 * street text (after what she wrote there), so nothing she picked is lost.
 */
export function asFreeText(address: StructuredAddress): StructuredAddress {
  const levels = [address.village, address.district, address.regency, address.province].flatMap((region) => (region ? [region.name] : []));
  const place = [...levels, address.postalCode].filter(Boolean).join(', ');
  const street = [address.street.trim(), place].filter(Boolean).join(', ');
  return { province: null, regency: null, district: null, village: null, postalCode: '', street };
}
