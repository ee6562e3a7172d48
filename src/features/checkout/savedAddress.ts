import * as v from 'valibot';
import { readItem, writeItem } from '../../lib/browserStorage';
import { emptyAddress, MAX_STREET_LENGTH, type StructuredAddress } from './address/addressTypes';

/**
 * 'Ingat alamat ini di perangkat ini': the recipient's name, number and address on this device
 * only, when she ticks the box (docs/storage.md). Never in the store, the action log, a problem
 * report or a shared-cart link; 'Hapus data saya' removes it.
 */
export const SAVED_ADDRESS_KEY = 'savedAddress';

export interface SavedAddress {
  name: string;
  phone: string;
  address: StructuredAddress;
}

const line = (max: number) => v.pipe(v.string(), v.maxLength(max));
const region = v.nullable(v.object({ code: v.pipe(v.string(), v.regex(/^\d{2}(\.\d{2}(\.\d{2}(\.\d{4})?)?)?$/)), name: line(120) }));

const savedSchema = v.object({
  name: line(200),
  phone: line(40),
  address: v.object({
    province: region,
    regency: region,
    district: region,
    village: region,
    postalCode: v.pipe(v.string(), v.regex(/^\d{0,5}$/)),
    street: line(MAX_STREET_LENGTH),
  }),
});

/** What this device remembers, or null: nothing saved, or a value damaged or from elsewhere (ignored, never repaired in place). */
export function readSavedAddress(): SavedAddress | null {
  const raw = readItem(SAVED_ADDRESS_KEY);
  if (raw === null) return null;
  try {
    const parsed = v.safeParse(savedSchema, JSON.parse(raw));
    return parsed.success ? { ...parsed.output, address: { ...emptyAddress, ...parsed.output.address } } : null;
  } catch {
    return null;
  }
}

/** Returns false when the device would not keep it (no storage, storage full). */
export const saveAddress = (saved: SavedAddress): boolean => writeItem(SAVED_ADDRESS_KEY, JSON.stringify(saved));

export const forgetAddress = (): boolean => writeItem(SAVED_ADDRESS_KEY, null);
