import { customLineDetails } from '../../../src/features/cart/customDetails';
import type { CartLine } from '../../../src/features/cart/cartTypes';
import { legacyCart } from '../../fixtures/legacyCart';

it("lists a legacy custom line's details under Indonesian labels", () => {
  expect(customLineDetails(legacyCart[2] as unknown as CartLine)).toEqual([
    { label: 'Model dasar', value: 'Loafer' },
    { label: 'Ukuran', value: '42' },
    { label: 'Warna', value: 'Cokelat tua' },
    { label: 'Catatan', value: 'Inisial "AR" di sisi kiri' },
  ]);
});

it('keeps unknown fields under their own key and skips bookkeeping and empty values', () => {
  const line = { id: 'c', type: 'custom', name: 'X', price: 0, image: '', quantity: 1, selectedColor: '', selectedSize: '', colorOptions: [], createdAt: 'now', model: ' ', hadiah: 'ya', nested: { a: 1 } };
  expect(customLineDetails(line)).toEqual([{ label: 'hadiah', value: 'ya' }]);
});
