/*
 * Indonesian number formatting by hand, on purpose: the first Intl.NumberFormat a page creates
 * loads ICU locale data, measured at 15–70 ms in Chromium on this machine (×4 on a budget
 * phone): more than the rest of the first render. The output is the same as
 * `Intl.NumberFormat('id-ID', …)`; __tests__/lib/formatPrice.test.ts compares the two.
 */

/** A whole number with Indonesian grouping, e.g. `1.250.000`; fractions are rounded half away from zero. */
export function formatNumber(value: number): string {
  const whole = Math.round(Math.abs(value));
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return value < 0 && whole !== 0 ? `-${grouped}` : grouped;
}

/** Formats a rupiah amount, e.g. `Rp 150.000` (the space is U+00A0). */
export function formatPrice(amount: number): string {
  const price = `Rp\u00a0${formatNumber(Math.abs(amount))}`;
  return amount < 0 && Math.round(-amount) !== 0 ? `-${price}` : price;
}
