import { normalizeMobileNumber } from './phone';

/** What the shopper types at checkout. Lives in component state only: never in the store. */
export interface BuyerDetails {
  name: string;
  phone: string;
  address: string;
  note: string;
}

export type BuyerErrors = Partial<Record<keyof BuyerDetails, string>>;

export const emptyBuyer: BuyerDetails = { name: '', phone: '', address: '', note: '' };

/** Field order, so the first invalid field can take focus. */
export const buyerFields: (keyof BuyerDetails)[] = ['name', 'phone', 'address', 'note'];

export function validateBuyer(buyer: BuyerDetails): BuyerErrors {
  const errors: BuyerErrors = {};
  if (!buyer.name.trim()) errors.name = 'Isi nama penerima.';
  if (!buyer.phone.trim()) errors.phone = 'Isi nomor HP.';
  else if (!normalizeMobileNumber(buyer.phone)) {
    errors.phone = 'Nomor HP tidak valid. Gunakan nomor seluler Indonesia, misalnya 0812 3456 7890 atau +62 812 3456 7890.';
  }
  if (!buyer.address.trim()) errors.address = 'Isi alamat pengiriman.';
  return errors;
}
