import fc from 'fast-check';
import catalog from '../../../public/catalog/catalog.json';
import type { CartLine } from '../../../src/features/cart/cartTypes';
import { decodeSharedCart, encodeSharedCart, sharedCartUrl } from '../../../src/features/sharedCart/sharedCartCodec';
import type { SharedLine } from '../../../src/features/sharedCart/sharedLineSchema';
import { propertyRuns } from '../../fixtures/propertyRuns';

const productLine = (id: string, selectedColor: string, selectedSize: string, quantity: number): CartLine => ({
  id,
  name: 'Nama yang tidak ikut',
  price: 123_000,
  image: '/images/x.svg',
  quantity,
  selectedColor,
  selectedSize,
  colorOptions: [{ color: selectedColor, image: '/images/x.svg' }],
  slug: 'tidak-ikut',
});

/** What a link must carry of a cart line: ids, colors, sizes, quantities (and custom fields). */
function carried(line: CartLine): SharedLine {
  if (line.type === 'custom') {
    const { type: _type, quantity: _quantity, price: _price, image: _image, colorOptions: _options, ...fields } = line;
    return { kind: 'custom', fields: Object.fromEntries(Object.entries(fields).filter(([key, value]) => value !== '' || key === 'name').map(([key, value]) => [key, String(value)])) as { id: string; name: string } };
  }
  return { kind: 'product', id: String(line.id), color: line.selectedColor, size: line.selectedSize, quantity: line.quantity };
}

const anyText = fc.string({ maxLength: 30, unit: 'binary' });
const productArbitrary = fc
  .record({ id: fc.string({ minLength: 1, maxLength: 30, unit: 'binary' }), color: anyText, size: anyText, quantity: fc.integer({ min: 1, max: 999 }) })
  .map(({ id, color, size, quantity }) => productLine(id, color, size, quantity));
const customArbitrary = fc
  .record({ id: fc.string({ minLength: 1, maxLength: 20 }).map((tail) => `custom-${tail}`), model: anyText, notes: fc.string({ maxLength: 200, unit: 'binary' }), name: anyText })
  .map((fields): CartLine => ({ price: 0, image: '', selectedColor: '', selectedSize: '', colorOptions: [], ...fields, type: 'custom', quantity: 1 }));

it('reads back exactly what any cart carries (ids, colors, sizes, quantities, custom fields)', () => {
  fc.assert(
    fc.property(fc.array(fc.oneof(productArbitrary, customArbitrary), { minLength: 1, maxLength: 40 }), (lines) => {
      const decoded = decodeSharedCart(encodeSharedCart(lines));
      expect(decoded).toEqual({ ok: true, lines: lines.map(carried) });
    }),
    propertyRuns(),
  );
});

it('leaves names, prices and pictures out of the link', () => {
  const param = encodeSharedCart([productLine('lk-001', 'Putih', '42', 2)]);
  const text = Buffer.from(param.split('.')[1]!, 'base64url').toString('utf8');
  expect(text).toBe('lk-001\tPutih\t42\t2');
});

it('keeps a 20-line cart of the real catalogue under 1,000 characters, whole URL included', () => {
  // The longest realistic lines: the longest ids, colors and sizes the catalogue has, 2 to 10 each.
  const lines = catalog.products
    .flatMap((product) => product.colorOptions.map(({ color }) => ({ id: product.id, color, size: product.sizes.at(-1)!.size })))
    .sort((a, b) => b.color.length + b.size.length - (a.color.length + a.size.length))
    .slice(0, 20)
    .map(({ id, color, size }, index) => productLine(id, color, size, 2 + (index % 9)));
  expect(lines).toHaveLength(20);
  const url = sharedCartUrl('https://www.langkah-store.id', lines);
  expect(url.length).toBeLessThanOrEqual(1000);
  expect(decodeSharedCart(new URL(url).searchParams.get('bagikan')!)).toMatchObject({ ok: true });
});

describe('a damaged link never yields part of a cart', () => {
  const lines = [productLine('lk-001', 'Putih', '42', 2), productLine('lk-003', 'Krem', 'Satu Ukuran', 1), productLine('lk-002', 'Merah Muda', '38', 3)];
  const param = encodeSharedCart(lines);

  it('refuses every truncation', () => {
    for (let length = 0; length < param.length; length += 1) {
      expect(decodeSharedCart(param.slice(0, length))).toEqual({ ok: false, reason: 'damaged' });
    }
  });

  it('refuses a changed character anywhere', () => {
    fc.assert(
      fc.property(fc.nat({ max: param.length - 1 }), fc.constantFrom(...'AZaz09-_.x'), (at, char) => {
        fc.pre(param[at] !== char);
        const edited = param.slice(0, at) + char + param.slice(at + 1);
        expect(decodeSharedCart(edited).ok).toBe(false);
      }),
      propertyRuns(),
    );
  });

  it('refuses hand-made links whose checksum is right but whose lines the shop would never make', () => {
    const forge = (text: string) => `v1.${Buffer.from(text).toString('base64url')}.${checksumOf(text)}`;
    for (const text of ['', 'lk-001\tPutih\t42\t0', 'lk-001\tPutih\t42\t-1', 'lk-001\tPutih\t42\t1e3', 'lk-001\tPutih', '\tPutih\t42', '{"id":"custom-1"}', '{not json', `lk-001\t${'x'.repeat(81)}\t42`]) {
      expect(decodeSharedCart(forge(text))).toEqual({ ok: false, reason: 'damaged' });
    }
    expect(decodeSharedCart(forge('lk-001\tPutih\t42\t3'))).toMatchObject({ ok: true });
  });

  it('tells a link of a newer format apart', () => {
    expect(decodeSharedCart(param.replace(/^v1/, 'v2'))).toEqual({ ok: false, reason: 'newerVersion' });
    expect(decodeSharedCart('<script>alert(1)</script>')).toEqual({ ok: false, reason: 'damaged' });
  });
});

// The same FNV-1a as the link's, written out here so the test does not trust the code it checks.
function checksumOf(text: string): string {
  let hash = 0x811c9dc5;
  for (const unit of Array.from({ length: text.length }, (_, i) => text.charCodeAt(i))) hash = Math.imul(hash ^ unit, 0x01000193) >>> 0;
  return hash.toString(36);
}
