import { cartPayload, maxQuantity, missingChoice, selectionFromParams, selectionToParams } from '../../../src/features/catalog/selection';
import { isSoldOut } from '../../../src/features/catalog/stock';
import { makeProduct, products } from './catalog-test-utils';

const [sneakers, , boots, bag] = products as [typeof products[0], typeof products[0], typeof products[0], typeof products[0]];
const params = (query: string) => new URLSearchParams(query);

describe('product page selection', () => {
  it('reads a valid color and size from the URL', () => {
    expect(selectionFromParams(sneakers, params('warna=Putih&ukuran=42'))).toEqual({ color: 'Putih', size: '42' });
  });

  it('falls back to the first color and no size for unknown or sold-out values', () => {
    expect(selectionFromParams(sneakers, params('warna=Ungu&ukuran=41'))).toEqual({ color: 'Hitam', size: '' });
    expect(selectionFromParams(sneakers, params(''))).toEqual({ color: 'Hitam', size: '' });
  });

  it('chooses the only size for one-size products', () => {
    expect(selectionFromParams(bag, params(''))).toEqual({ color: 'Hitam', size: 'Satu Ukuran' });
  });

  it('writes the selection back without touching other parameters', () => {
    expect(selectionToParams(params('ref=promo&ukuran=40'), { color: 'Putih', size: '' }).toString()).toBe('ref=promo&warna=Putih');
  });

  it('says what is missing before adding', () => {
    expect(missingChoice(sneakers, { color: 'Hitam', size: '' })).toBe('Pilih ukuran dulu.');
    expect(missingChoice(sneakers, { color: 'Hitam', size: '41' })).toBe('Pilih ukuran dulu.');
    expect(missingChoice(sneakers, { color: 'Hitam', size: '42' })).toBeNull();
    expect(isSoldOut(boots)).toBe(true);
    expect(missingChoice(boots, { color: 'Cokelat', size: '' })).toBe('Stok produk ini sedang habis.');
    expect(missingChoice(makeProduct({ slug: 'topi', sizes: [] }), { color: 'Hitam', size: '' })).toBeNull();
  });

  it('limits the quantity to the stock, and to 10', () => {
    expect(maxQuantity(sneakers, '40')).toBe(3);
    expect(maxQuantity(makeProduct({ slug: 'b', sizes: [{ size: 'M', stock: 50 }] }), 'M')).toBe(10);
    expect(maxQuantity(sneakers, '')).toBe(10);
  });

  it('hands the cart the price paid, the color options and the slug', () => {
    expect(cartPayload(sneakers, { color: 'Putih', size: '42' }, 2)).toEqual({
      id: 'sneakers-kanvas',
      name: 'Sneakers Kanvas',
      price: 200000,
      image: '/images/products/sneakers-kanvas-hitam.svg',
      colorOptions: [
        { color: 'Hitam', image: '/images/products/sneakers-kanvas-hitam.svg' },
        { color: 'Putih', image: '/images/products/sneakers-kanvas-putih.svg' },
      ],
      selectedColor: 'Putih',
      selectedSize: '42',
      quantity: 2,
      slug: 'sneakers-kanvas',
    });
  });
});
