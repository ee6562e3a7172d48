import type { CartLine } from '../../../src/features/cart/cartTypes';
import { customLineDetails } from '../../../src/features/cart/customDetails';
import { isCartLine } from '../../../src/features/cart/cartLineRules';
import { emptyBuyer } from '../../../src/features/checkout/buyer';
import { composeOrderMessage } from '../../../src/features/checkout/orderMessage';
import { readNota, notaFragment } from '../../../src/features/nota/notaCodec';
import { toCompact } from '../../../src/features/nota/notaCompact';
import { decodeSharedCart, encodeSharedCart } from '../../../src/features/sharedCart/sharedCartCodec';
import { notaCartLines } from '../../../src/features/support/console/notaCartLines';
import { sameJson } from '../../../src/lib/mergeList';
import { forgedNotaFragment } from '../../fixtures/hostileNota';
import { notaOrder, line } from '../../fixtures/notaOrders';

const custom = (fields: Record<string, unknown>): CartLine => ({ id: 'custom-1', type: 'custom', name: 'Tas custom', price: 0, image: '', quantity: 1, selectedColor: '', selectedSize: '', colorOptions: [], ...fields });

it('custom fields named toString, hasOwnProperty or valueOf are shown like any other', () => {
  const line = custom({ toString: 'satu', hasOwnProperty: 'dua', valueOf: 'tiga', constructor: 'empat' });
  expect(customLineDetails(line)).toEqual([
    { label: 'toString', value: 'satu' },
    { label: 'hasOwnProperty', value: 'dua' },
    { label: 'valueOf', value: 'tiga' },
    { label: 'constructor', value: 'empat' },
  ]);
  const message = composeOrderMessage([line], { ...emptyBuyer, name: 'Ayu' });
  expect(message).toContain('   toString: satu\n   hasOwnProperty: dua\n   valueOf: tiga');
  const read = readNota(notaFragment(notaOrder([line])));
  // (valibot's record leaves `constructor`, `prototype` and `__proto__` out of what it reads.)
  expect(read.ok && customLineDetails(read.order.lines[0]!).map(({ label }) => label)).toEqual(['toString', 'hasOwnProperty', 'valueOf']);
  // Two stored lines that differ only by such a field are not the same line.
  expect(sameJson({ a: 1, toString: 'x' }, { a: 1, b: 'x' })).toBe(false);
});

it('a nota custom line without an id goes into the cart with an id of its own', () => {
  const compact = toCompact(notaOrder([line({ id: 'lk-001', name: 'Sneakers Kanvas Klasik', price: 249_000 })]));
  compact[2] = [{ name: 'Tas custom', model: 'Tas' }];
  const read = readNota(forgedNotaFragment(compact));
  if (!read.ok) throw new Error('the link should read');
  const [cartLine] = notaCartLines(read.order.lines, []);
  expect(cartLine!.id).toMatch(/^custom-.{10}$/);
  expect(isCartLine(cartLine)).toBe(true);
});

it('a format-0 nota link or a v0 cart link is damaged, not "from a newer shop"', () => {
  const fragment = notaFragment(notaOrder([line({ id: 'lk-001', name: 'Sneakers Kanvas Klasik', price: 249_000 })]));
  expect(readNota(fragment.replace(/^1\./, '0.'))).toEqual({ ok: false, reason: 'damaged' });
  expect(readNota(fragment.replace(/^1\./, '01.'))).toEqual({ ok: false, reason: 'damaged' });
  expect(readNota(fragment.replace(/^1\./, '2.'))).toEqual({ ok: false, reason: 'unsupported' });
  const param = encodeSharedCart([custom({})]);
  expect(decodeSharedCart(param.replace(/^v1/, 'v0'))).toEqual({ ok: false, reason: 'damaged' });
  expect(decodeSharedCart(param.replace(/^v1/, 'v2'))).toEqual({ ok: false, reason: 'newerVersion' });
});
