import { makeStore } from '../../src/app/store';
import { decodeCart, encodeCart, encodeCartWithHash } from '../../src/features/cart/cartLineSchema';
import { itemAdded, itemRemoved, quantityChanged, selectCartItems, syncedFromStorage } from '../../src/features/cart/cartSlice';
import { hashText, joinHashes, stampHash } from '../../src/lib/textHash';
import { legacyCart } from '../fixtures/legacyCart';

describe('the stamp hash', () => {
  it('of two texts joined is the join of their hashes', () => {
    const texts = ['', '[', ',', 'Sandal "Jepit" 👡', 'ñandú', 'x'.repeat(1000), '{"id":7}'];
    for (const a of texts) for (const b of texts) expect(joinHashes(hashText(a), hashText(b))).toEqual(hashText(a + b));
  });

  it('counts a leading NUL (the length is mixed in)', () => {
    expect(stampHash('\u0000[]')).not.toBe(stampHash('[]'));
  });
});

describe('a cart encoded from its lines’ kept JSON', () => {
  it('is JSON.stringify’s text, stamped as if hashed whole, after every change', () => {
    const store = makeStore({ cart: { items: decodeCart(JSON.stringify(legacyCart))!.items } });
    const sneakers = { id: 'sneakers', name: 'Sneakers "Kanvas" 👟', price: 250000, image: '/s.svg', colorOptions: [], selectedSize: '40' };
    const steps = [
      itemAdded(sneakers),
      quantityChanged({ id: 'sneakers', selectedColor: '', selectedSize: '40', quantity: 3 }),
      itemAdded(sneakers),
      itemRemoved({ id: legacyCart[0]!.id, selectedColor: legacyCart[0]!.selectedColor, selectedSize: legacyCart[0]!.selectedSize }),
      syncedFromStorage(decodeCart(JSON.stringify(legacyCart))!.items),
      syncedFromStorage([]),
    ];
    for (const step of [null, ...steps]) {
      if (step) store.dispatch(step);
      const items = selectCartItems(store.getState());
      const encoded = encodeCartWithHash(items);
      const text = encoded.text;
      expect(text).toBe(JSON.stringify(items));
      // Stamped from its lines' hashes, and hashed whole character by character.
      const stamped = stampHash(text, encoded.hash());
      expect([text, stamped]).toEqual([text, stampHash(text)]);
      // Asked again, the same lines give the same text.
      expect(encodeCart(items)).toBe(text);
    }
  });
});
