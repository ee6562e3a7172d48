const rupiah = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });

/** Formats an integer rupiah amount, e.g. `Rp 150.000` (the space is U+00A0). */
export function formatPrice(amount: number): string {
  return rupiah.format(amount);
}
