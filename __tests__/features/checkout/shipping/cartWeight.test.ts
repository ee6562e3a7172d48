import { cartWeightGrams, formatWeight } from '../../../../src/features/checkout/shipping/cartWeight';
import type { CartLine } from '../../../../src/features/cart/cartTypes';

const line = (id: string, quantity: number, extra: Partial<CartLine> = {}): CartLine => ({
  id,
  name: id,
  price: 100000,
  image: '',
  quantity,
  selectedColor: '',
  selectedSize: '',
  colorOptions: [],
  ...extra,
});

it('weighs each product by its berat times its quantity, the shop default where it has none, and a custom line once', () => {
  const products = [
    { id: 'a', slug: 'a', price: 100000, weight: 350 },
    { id: 'b', slug: 'b', price: 100000 },
  ];
  const lines = [line('a', 3), line('b', 2), line('c', 1, { type: 'custom' }), line('gone', 1)];
  expect(cartWeightGrams(lines, products, 500)).toBe(350 * 3 + 500 * 2 + 500 + 500);
  // Before the catalogue is in, every product weighs the default.
  expect(cartWeightGrams(lines, undefined, 500)).toBe(500 * 3 + 500 * 2 + 500 + 500);
});

it('says the weight as Indonesians write it', () => {
  expect([250, 999, 1000, 1350, 12_040].map(formatWeight)).toEqual(['250 g', '999 g', '1 kg', '1,4 kg', '12 kg']);
});
