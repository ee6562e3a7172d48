export interface ColorOption {
  color: string;
  image: string;
}

/** One line of the cart, exactly as the existing site stores it in `cartItems`. */
export interface CartLine {
  id: string | number;
  name: string;
  price: number;
  image: string;
  quantity: number;
  selectedColor: string;
  selectedSize: string;
  colorOptions: ColorOption[];
  /** 'custom' for made-to-order lines; absent for catalogue products. */
  type?: string;
  /** Lines keep whatever other fields they were given (custom order details, legacy extras). */
  [extra: string]: unknown;
}

/** Lines are identified by id + color + size. */
export interface LineKey {
  id: string | number;
  selectedColor?: string;
  selectedSize?: string;
}

export interface CartState {
  items: CartLine[];
}
