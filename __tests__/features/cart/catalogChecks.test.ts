import { checkLine, confirmationNotes, type CatalogProduct } from '../../../src/features/cart/catalogChecks';
import type { CartLine } from '../../../src/features/cart/cartTypes';

const line = (fields: Partial<CartLine> = {}): CartLine => ({
  id: 'sneakers',
  name: 'Sneakers',
  price: 250000,
  image: '',
  quantity: 1,
  selectedColor: 'Putih',
  selectedSize: '40',
  colorOptions: [],
  ...fields,
});

const sneakers: CatalogProduct = {
  id: 'sneakers',
  slug: 'sneakers-kanvas',
  price: 250000,
  sizes: [
    { size: '40', stock: 3 },
    { size: '41', stock: 0 },
  ],
};

describe('checkLine', () => {
  it('flags nothing while the catalogue is unknown', () => {
    expect(checkLine(line(), undefined)).toEqual({ sizes: [], needsConfirmation: false, fixes: [] });
  });

  it('marks a line whose product left the catalogue as one the shop confirms', () => {
    expect(checkLine(line({ id: 'hilang' }), [sneakers])).toMatchObject({ problem: 'gone', needsConfirmation: true, fixes: [{ kind: 'remove' }] });
  });

  it('finds legacy numeric ids and lines by slug', () => {
    expect(checkLine(line({ id: 101 }), [{ ...sneakers, id: '101' }]).problem).toBeUndefined();
    expect(checkLine(line({ id: 'old', slug: 'sneakers-kanvas' }), [sneakers]).product).toBe(sneakers);
  });

  it('marks a sold-out size, a size no longer made and a missing size', () => {
    expect(checkLine(line({ selectedSize: '41' }), [sneakers]).problem).toBe('soldOut');
    expect(checkLine(line({ selectedSize: '46' }), [sneakers]).problem).toBe('soldOut');
    expect(checkLine(line({ selectedSize: '' }), [sneakers]).problem).toBe('sizeMissing');
  });

  it('knows the stock of the size and flags a quantity above it', () => {
    expect(checkLine(line(), [sneakers])).toMatchObject({ stock: 3, problem: undefined });
    expect(checkLine(line({ quantity: 5 }), [sneakers]).problem).toBe('overStock');
  });

  it('needs no size choice for a product made in one size', () => {
    const tas: CatalogProduct = { id: 'tas', slug: 'tas', price: 1000, sizes: [{ size: 'Satu Ukuran', stock: 4 }] };
    expect(checkLine(line({ id: 'tas', selectedSize: '', price: 1000 }), [tas])).toMatchObject({ problem: undefined, stock: 4 });
  });

  it('uses a product-level stock when there are no sizes', () => {
    const tas: CatalogProduct = { id: 'tas', slug: 'tas', price: 1000, stock: 0 };
    expect(checkLine(line({ id: 'tas', selectedSize: '' }), [tas]).problem).toBe('soldOut');
  });

  it('reports a changed price, the sale price counting when lower', () => {
    expect(checkLine(line(), [sneakers]).changedPrice).toBeUndefined();
    expect(checkLine(line(), [{ ...sneakers, price: 275000 }]).changedPrice).toBe(275000);
    expect(checkLine(line(), [{ ...sneakers, salePrice: 200000 }]).changedPrice).toBe(200000);
  });

  it('leaves custom lines alone', () => {
    expect(checkLine(line({ type: 'custom', id: 'custom-1' }), [sneakers]).problem).toBeUndefined();
  });
});

it('ignores a sale price that is not lower', () => {
  expect(checkLine(line(), [{ ...sneakers, salePrice: 300000 }]).changedPrice).toBeUndefined();
});

describe('one-tap fixes and what the shop confirms', () => {
  const shoes: CatalogProduct = {
    ...sneakers,
    price: 275000,
    sizes: [
      { size: '40', stock: 3 },
      { size: '41', stock: 0 },
      { size: '42', stock: 5 },
    ],
  };

  it('offers nothing and needs no confirmation for a line as the catalogue has it', () => {
    expect(checkLine(line({ price: 275000 }), [shoes])).toMatchObject({ needsConfirmation: false, fixes: [] });
  });

  it('offers the new price, the sizes in stock, and the stock as the quantity', () => {
    expect(checkLine(line(), [shoes]).fixes).toEqual([{ kind: 'acceptPrice', price: 275000 }]);
    expect(checkLine(line({ price: 275000, selectedSize: '41' }), [shoes]).fixes).toEqual([{ kind: 'pickSize', sizes: ['40', '42'] }]);
    expect(checkLine(line({ price: 275000, selectedSize: '' }), [shoes]).fixes).toEqual([{ kind: 'pickSize', sizes: ['40', '41', '42'].filter((size) => size !== '41') }]);
    expect(checkLine(line({ price: 275000, quantity: 7 }), [shoes]).fixes).toEqual([{ kind: 'lowerQuantity', quantity: 3 }]);
  });

  it('offers removal when no other size is left', () => {
    const lastPair: CatalogProduct = { ...shoes, sizes: [{ size: '41', stock: 0 }] };
    expect(checkLine(line({ price: 275000, selectedSize: '41' }), [lastPair]).fixes).toEqual([{ kind: 'remove' }]);
  });

  it('says per line what the shop must confirm', () => {
    const notes = (fields: Partial<CartLine>) => confirmationNotes(line(fields), checkLine(line(fields), [shoes]));
    expect(notes({ price: 275000 })).toEqual([]);
    expect(notes({ id: 'lama-99' })).toEqual(['produk tidak ada di katalog toko']);
    expect(notes({ price: 275000, selectedSize: '41' })).toEqual(['ukuran 41 habis']);
    expect(notes({ price: 275000, selectedSize: '' })).toEqual(['ukuran belum dipilih']);
    expect(notes({ quantity: 9 })).toEqual(['stok tinggal 3', 'harga di katalog sekarang Rp\u00a0275.000']);
  });
});
