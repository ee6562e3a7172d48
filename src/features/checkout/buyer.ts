import { emptyAddress, type StructuredAddress } from './address/addressTypes';
import { normalizeMobileNumber } from './phone';

/** What the shopper types at checkout. Lives in component state only: never in the store. */
export interface BuyerDetails {
  /** The recipient's name and number ('Nama', 'Nomor HP'). */
  name: string;
  phone: string;
  address: StructuredAddress;
  /** 'Dikirim atas nama orang lain (dropship)': a reseller or a gift; the parcel names the sender. */
  dropship: boolean;
  senderName: string;
  senderPhone: string;
  note: string;
}

export type BuyerField = 'name' | 'phone' | 'senderName' | 'senderPhone' | 'note';
export type BuyerErrors = Partial<Record<BuyerField, string>>;

export const emptyBuyer: BuyerDetails = { name: '', phone: '', address: emptyAddress, dropship: false, senderName: '', senderPhone: '', note: '' };

const invalidPhone = 'Nomor HP tidak valid. Gunakan nomor seluler Indonesia, misalnya 0812 3456 7890 atau +62 812 3456 7890.';

function phoneError(phone: string, missing: string): string | undefined {
  if (!phone.trim()) return missing;
  return normalizeMobileNumber(phone) ? undefined : invalidPhone;
}

/** The person fields' problems; the address has its own (address/validateAddress). */
export function validateBuyer(buyer: BuyerDetails): BuyerErrors {
  const errors: BuyerErrors = {};
  if (!buyer.name.trim()) errors.name = 'Isi nama penerima.';
  const phone = phoneError(buyer.phone, 'Isi nomor HP.');
  if (phone) errors.phone = phone;
  if (buyer.dropship) {
    if (!buyer.senderName.trim()) errors.senderName = 'Isi nama pengirim.';
    const sender = phoneError(buyer.senderPhone, 'Isi nomor HP pengirim.');
    if (sender) errors.senderPhone = sender;
  }
  return errors;
}
