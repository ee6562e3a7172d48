import { clampToStock } from '../../src/components/QuantityStepper';

it.each([
  [0, undefined, 1],
  [-3, undefined, 1],
  [2.7, undefined, 2],
  [Number.NaN, undefined, 1],
  [99, undefined, 99],
  [99, 5, 5],
  [3, 5, 3],
  [4, 0, 4], // a stock of 0 is a sold-out mark, not a cap of the quantity
])('clamps %p with stock %p to %p', (value, max, expected) => {
  expect(clampToStock(value, max)).toBe(expected);
});
