import type { CartLine } from '../../src/features/cart/cartTypes';

const colors = ['Hitam', 'Putih', 'Merah Bata', 'Biru Dongker', 'Hijau Zaitun'];
const sizes = ['38', '39', '40', '41', '42', 'S', 'M', 'L', 'XL'];

/** A large, realistic cart: long Indonesian names, 3 colour options with image URLs each. */
export function bigCart(lines: number): CartLine[] {
  return Array.from({ length: lines }, (_, i) => {
    const options = colors.slice(0, 3).map((color) => ({ color, image: `/images/produk-${i}-${color.toLowerCase().replace(/ /g, '-')}.svg` }));
    const chosen = options[i % options.length]!;
    return {
      id: `produk-${i}`,
      name: `Sepatu Kanvas Klasik Model ${i} Edisi Melangkah Bersama`,
      price: 150_000 + (i % 17) * 12_500,
      image: chosen.image,
      quantity: 1 + (i % 4),
      selectedColor: chosen.color,
      selectedSize: sizes[i % sizes.length]!,
      colorOptions: options,
    };
  });
}
