/**
 * A photo from `npm run catalog:build`: a `srcset` per format (`url 320w, url 640w`), the size
 * of its largest width, and its dominant colour to paint while it loads.
 */
export interface ProductPhoto {
  width: number;
  height: number;
  placeholder: string;
  avif: string;
  webp: string;
  jpg: string;
}

/** A color a product comes in, with its own picture (a photo, or a drawing). `hex` draws the swatch when given. */
export interface ProductColor {
  color: string;
  hex?: string;
  /** The picture's URL; for a photo, its JPEG fallback. */
  image: string;
  photo?: ProductPhoto;
}

/** One size and how many are left; 0 means sold out. */
export interface SizeStock {
  size: string;
  stock: number;
}

export interface Product {
  id: string | number;
  slug: string;
  name: string;
  /** The slug of its category. */
  category: string;
  description: string;
  /** Integer rupiah. */
  price: number;
  /** The discounted price, lower than `price`, when the product is on sale. */
  salePrice?: number;
  /** Free-form labels; `hadiah` marks gift ideas. */
  tags: string[];
  colorOptions: ProductColor[];
  /** Empty for products that come in one size only. */
  sizes: SizeStock[];
  /** Grams, for ongkir (produk.csv's `berat`); absent: the shop's default weight (src/config/shipping.ts). */
  weight?: number;
  /** ISO date (YYYY-MM-DD or a full timestamp); newest first under 'terbaru'. */
  createdAt: string;
  /** The product's own picture: its first color's. */
  image: string;
  /** Its first color's photo, when it has one. */
  photo?: ProductPhoto;
}

export interface Category {
  slug: string;
  name: string;
  description: string;
}

export interface Catalog {
  categories: Category[];
  products: Product[];
}

export const GIFT_TAG = 'hadiah';
