import { decodeCart, encodeCart, repairLine } from '../../../src/features/cart/cartLineSchema';
import { legacyCart } from '../../fixtures/legacyCart';

const good = { id: 7, name: 'Sandal Jepit', price: 50000, image: '/a.svg', quantity: 1, selectedColor: '', selectedSize: '', colorOptions: [] };

describe('decodeCart', () => {
  it('loads every line of a cart saved by the existing site', () => {
    const decoded = decodeCart(JSON.stringify(legacyCart));
    expect(decoded?.dropped).toBe(0);
    expect(decoded?.items.slice(0, 2)).toEqual(legacyCart.slice(0, 2));
    expect(decoded?.items[2]).toMatchObject(legacyCart[2]!);
  });

  it('keeps product lines byte-for-byte through a round trip', () => {
    const products = legacyCart.filter((l) => l.type !== 'custom');
    expect(JSON.parse(encodeCart(decodeCart(JSON.stringify(products))!.items))).toEqual(products);
  });

  it('returns null when nothing is stored', () => {
    expect(decodeCart(null)).toBeNull();
  });

  // Each corrupt stored value, and what survives of it.
  it.each<[string, string, unknown[]]>([
    ['invalid JSON', '[{"id":1,', []],
    ['a plain string', 'hello', []],
    ['JSON null', 'null', []],
    ['an object instead of an array', JSON.stringify({ items: [good] }), []],
    ['a number', '42', []],
    ['an empty string', '', []],
    ['an array of junk', JSON.stringify([null, 3, 'x', [], true]), []],
    ['a line without id', JSON.stringify([{ ...good, id: undefined }]), []],
    ['a line without name', JSON.stringify([{ ...good, name: undefined }]), []],
    ['a line with a non-numeric price', JSON.stringify([{ ...good, price: 'mahal' }]), []],
    ['a line with a negative price', JSON.stringify([{ ...good, price: -5 }]), []],
    ['quantity 0', JSON.stringify([{ ...good, quantity: 0 }]), [{ ...good, quantity: 1 }]],
    ['quantity -3', JSON.stringify([{ ...good, quantity: -3 }]), [{ ...good, quantity: 1 }]],
    ['quantity "2"', JSON.stringify([{ ...good, quantity: '2' }]), [{ ...good, quantity: 2 }]],
    ['quantity "banyak"', JSON.stringify([{ ...good, quantity: 'banyak' }]), [{ ...good, quantity: 1 }]],
    ['a price as a numeric string', JSON.stringify([{ ...good, price: '50000' }]), [good]],
    ['missing optional fields', JSON.stringify([{ id: 7, name: 'Sandal Jepit', price: 50000 }]), [{ ...good, image: '' }]],
    ['a numeric size', JSON.stringify([{ ...good, selectedSize: 40 }]), [{ ...good, selectedSize: '40' }]],
    ['broken color options', JSON.stringify([{ ...good, colorOptions: [{ color: 'Merah', image: '/m.svg' }, { color: 3 }, 'x'] }]), [{ ...good, colorOptions: [{ color: 'Merah', image: '/m.svg' }] }]],
    ['color options not a list', JSON.stringify([{ ...good, colorOptions: 'Merah' }]), [good]],
    ['a good line between bad ones', JSON.stringify([null, good, { name: 'x' }]), [good]],
  ])('%s', (_label, raw, expected) => {
    expect(decodeCart(raw)?.items).toEqual(expected);
  });

  it('keeps unknown extra fields', () => {
    expect(repairLine({ ...good, giftWrap: true, note: 'kado' })).toEqual({ ...good, giftWrap: true, note: 'kado' });
  });

  it('keeps a custom line with only the fields its form gave, forcing quantity 1', () => {
    expect(repairLine({ id: 'c1', type: 'custom', quantity: 3, model: 'Loafer' })).toMatchObject({ id: 'c1', type: 'custom', quantity: 1, model: 'Loafer' });
  });
});
