import fc from 'fast-check';
import catalog from '../../../public/catalog/catalog.json';
import { makeStore } from '../../../src/app/store';
import { decodeCart, repairLine } from '../../../src/features/cart/cartLineSchema';
import { isCartLine } from '../../../src/features/cart/cartLineRules';
import { customItemAdded, itemAdded, itemUpdated, pastOrderRepeated, sharedCartMerged, sharedCartReplaced, syncedFromStorage } from '../../../src/features/cart/cartSlice';
import type { CartLine } from '../../../src/features/cart/cartTypes';
import type { Product } from '../../../src/features/catalog/catalogTypes';
import { resolveSharedLines } from '../../../src/features/sharedCart/cartFromShared';
import { decodeSharedCart } from '../../../src/features/sharedCart/sharedCartCodec';
import { forgedCustomLine, forgedSharedParam } from '../../fixtures/hostileLinks';
import { propertyRuns } from '../../fixtures/propertyRuns';

const products = catalog.products as unknown as Product[];

describe('a forged shared-cart link', () => {
  it.each([
    ['a negative price as text', { price: '-500000' }],
    ['a price as text', { price: '1000' }],
    ['colour options that are not a list', { colorOptions: 'x' }],
    ['a quantity', { quantity: '5' }],
    ['a type', { type: 'product' }],
    ['a picture', { image: 'https://evil.example/x.png' }],
  ])('is refused whole when a custom line carries %s (the shop never writes one)', (_what, fields) => {
    expect(decodeSharedCart(forgedSharedParam(forgedCustomLine(fields)))).toEqual({ ok: false, reason: 'damaged' });
  });

  it('still opens a custom line the shop wrote, without those fields', () => {
    const decoded = decodeSharedCart(forgedSharedParam(forgedCustomLine({ model: 'Sneakers', notes: 'Tali merah' })));
    expect(decoded.ok).toBe(true);
  });
});

describe('lines that break the cart never enter the store', () => {
  const good: CartLine = { id: 'lk-001', name: 'Sepatu', price: 249000, image: '', quantity: 1, selectedColor: '', selectedSize: '', colorOptions: [] };
  const bad: unknown[] = [
    { ...good, id: 'a', price: '-500000' },
    { ...good, id: 'b', price: -1 },
    { ...good, id: 'c', price: '1000' },
    { ...good, id: 'd', colorOptions: 'x' },
    { ...good, id: 'e', quantity: 0.01 },
    { ...good, id: 'f', quantity: -2 },
    { ...good, id: '' },
    { ...good, id: 'g', type: 'custom', quantity: 3 },
    null,
    'lk-001',
  ];

  it.each([
    ['sharedCartMerged', sharedCartMerged],
    ['sharedCartReplaced', sharedCartReplaced],
    ['pastOrderRepeated', pastOrderRepeated],
    ['syncedFromStorage', syncedFromStorage],
  ])('%s keeps the good line and leaves out every broken one', (_name, action) => {
    const store = makeStore();
    store.dispatch(action([good, ...bad] as CartLine[]));
    expect(store.getState().cart.items).toEqual([good]);
  });

  it('a product added with a price as text or below 0 is not added; a price change to one is ignored', () => {
    const store = makeStore();
    store.dispatch(itemAdded({ ...good, price: '1000' as unknown as number }));
    store.dispatch(itemAdded({ ...good, id: 'lk-002', price: -5 }));
    expect(store.getState().cart.items).toEqual([]);
    store.dispatch(itemAdded(good));
    store.dispatch(itemUpdated({ id: 'lk-001', changes: { price: -500000 } }));
    expect(store.getState().cart.items[0]!.price).toBe(249000);
  });

  it('a custom order whose fields set colour options to text is not added', () => {
    const store = makeStore();
    store.dispatch(customItemAdded({ name: 'X', colorOptions: 'x' }));
    expect(store.getState().cart.items).toEqual([]);
  });
});

describe('stored carts', () => {
  it('a custom line stored with its price as text reads as "harga dikonfirmasi" (0), not as a quote', () => {
    const line = repairLine({ id: 'custom-1', type: 'custom', name: 'Tas custom', price: '1000', quantity: 1 });
    expect(line).toMatchObject({ price: 0 });
  });

  it('a stored line with a negative price is dropped and counted', () => {
    expect(decodeCart(JSON.stringify([{ id: 'lk-001', name: 'Sepatu', price: '-500000', quantity: 1 }]))).toEqual({ items: [], dropped: 1 });
  });
});

// Anything JSON can hold, weighted toward what a forger tries: numbers as text, negatives, fractions.
const hostileValue = fc.oneof(
  fc.constantFrom('-500000', '1000', '0.01', '', 'x', '1e9', 'NaN'),
  fc.double(),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.constantFrom(null, true, [], {}, [{ color: 1 }], [{ color: 'Hitam', image: '' }]),
  fc.string({ maxLength: 12 }),
);
const lineKeys = fc.constantFrom('id', 'name', 'price', 'quantity', 'image', 'colorOptions', 'selectedColor', 'selectedSize', 'type', 'notes', '__proto__', 'toString');
const hostileObject = fc.dictionary(lineKeys, hostileValue, { maxKeys: 10 });
const knownIds = fc.constantFrom(...products.slice(0, 6).map((product) => String(product.id)), 'tidak-ada');
const productText = fc.tuple(knownIds, fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), fc.constantFrom('', '\t1', '\t0', '\t-2', '\t999', '\t1000', '\t1.5'));
const linkLine = fc.oneof(
  productText.map(([id, color, size, quantity]) => `${id}\t${color}\t${size}${quantity}`),
  hostileObject.map((fields) => forgedCustomLine(fields)),
  hostileObject.map((fields) => JSON.stringify(fields)),
);

it('property: whatever a forged link brings into the store keeps every line invariant', () => {
  fc.assert(
    fc.property(fc.array(linkLine, { minLength: 1, maxLength: 8 }), fc.boolean(), (lines, replace) => {
      const decoded = decodeSharedCart(forgedSharedParam(lines.join('\n')));
      if (!decoded.ok) return;
      const store = makeStore();
      const resolved = resolveSharedLines(decoded.lines, products).map(({ line }) => line);
      store.dispatch((replace ? sharedCartReplaced : sharedCartMerged)(resolved));
      const { items } = store.getState().cart;
      expect(items.every(isCartLine)).toBe(true);
      // A link either opens whole or not at all: nothing it carried was dropped on the way.
      expect(items).toHaveLength(new Set(resolved.map((line) => `${String(line.id)}\t${line.selectedColor}\t${line.selectedSize}`)).size);
    }),
    propertyRuns(),
  );
});

it('property: whatever a stored cart holds, what is read keeps every line invariant', () => {
  fc.assert(
    fc.property(fc.array(hostileObject, { maxLength: 8 }), (stored) => {
      const decoded = decodeCart(JSON.stringify(stored));
      expect(decoded!.items.every(isCartLine)).toBe(true);
      expect(decoded!.items.length + decoded!.dropped).toBe(stored.length);
      const store = makeStore();
      store.dispatch(syncedFromStorage(stored as CartLine[]));
      expect(store.getState().cart.items.every(isCartLine)).toBe(true);
    }),
    propertyRuns(),
  );
});
