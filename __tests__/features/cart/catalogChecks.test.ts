import { checkLine, type CatalogProduct } from '../../../src/features/cart/catalogChecks';
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
    expect(checkLine(line(), undefined)).toEqual({ sizes: [] });
  });

  it('marks a line whose product left the catalogue', () => {
    expect(checkLine(line({ id: 'hilang' }), [sneakers]).problem).toBe('gone');
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
