import { screen, within } from '@testing-library/react';
import type { CartLine } from '../../../src/features/cart/cartTypes';
import type { Product } from '../../../src/features/catalog/catalogTypes';

/** A cart line as the product page adds it (black, size 40, today's price); tests override the rest. */
export const productLine = (product: Product, fields: Partial<CartLine> = {}): CartLine => ({
  id: product.id,
  slug: product.slug,
  name: product.name,
  price: product.salePrice ?? product.price,
  image: product.image,
  quantity: 1,
  selectedColor: 'Hitam',
  selectedSize: '40',
  colorOptions: product.colorOptions,
  ...fields,
});

/** The cart page's product lines, in order. */
export const cartRows = () => within(screen.getByRole('region', { name: 'Produk' })).getAllByRole('listitem');
