import type { CartLine } from './cartTypes';

/** Labels for the fields the custom order form gives (and the existing site's custom lines use). */
const knownFields: Record<string, string> = {
  model: 'Model dasar',
  size: 'Ukuran',
  color: 'Warna',
  material: 'Bahan',
  text: 'Nama/teks',
  notes: 'Catatan',
};

// Bookkeeping every line has; never shown as a detail.
const internalFields = new Set(['id', 'type', 'name', 'price', 'image', 'quantity', 'selectedColor', 'selectedSize', 'colorOptions', 'createdAt', 'slug']);

export interface LineDetail {
  label: string;
  value: string;
}

/**
 * A custom line's details in a stable order: the form's fields first, then anything else an
 * older version stored (shown under its own key rather than lost).
 */
export function customLineDetails(line: CartLine): LineDetail[] {
  const details: LineDetail[] = [];
  const add = (label: string, value: unknown) => {
    if ((typeof value === 'string' || typeof value === 'number') && String(value).trim() !== '') {
      details.push({ label, value: String(value) });
    }
  };
  for (const [field, label] of Object.entries(knownFields)) add(label, line[field]);
  for (const [field, value] of Object.entries(line)) {
    if (!Object.hasOwn(knownFields, field) && !internalFields.has(field)) add(field, value);
  }
  return details;
}

/** A custom line's name; the form may leave it empty. */
export const customLineName = (line: CartLine): string => line.name || 'Pesanan custom';

/** Said in place of a custom line's price until the shop has quoted one. */
export const CUSTOM_PRICE_PENDING = 'Harga dikonfirmasi lewat WhatsApp';
