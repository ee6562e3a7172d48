import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { CartLine, CartState, ColorOption, LineKey } from './cartTypes';
import { badgeCount, clampQuantity, imageForColor, isCustomLine, sameLine, totalItems, totalPrice } from './cartMath';
import { isCartLine, isPrice } from './cartLineRules';

/** What a product page hands to the cart. */
export interface AddItemPayload {
  id: string | number;
  name: string;
  price: number;
  image: string;
  colorOptions?: ColorOption[];
  selectedColor?: string;
  selectedSize?: string;
  quantity?: number;
  [extra: string]: unknown;
}

/** The fields a custom order form gave; id and timestamp are added in `prepare`. */
export type CustomOrderFields = Record<string, unknown> & { name: string };

export interface UpdateItemPayload extends LineKey {
  /** `price`: the shopper took the catalogue's current price (the cart's 'Pakai harga baru'). */
  changes: { selectedColor?: string; selectedSize?: string; quantity?: number; price?: number };
}

/** A removed line and the position it had, so an undo can put it back in place. */
export interface RemovedLine {
  line: CartLine;
  index: number;
}

const initialState: CartState = { items: [] };

/**
 * Lines from outside the page's own buttons (a link, storage, another tab, a replayed log) enter only
 * when they keep the cart's invariants (cartLineRules.ts): a line that does not is left out, never
 * held half-valid. Whoever read them says what was left out (the link's prompt, storage's warning).
 */
const validLines = (lines: readonly CartLine[]): CartLine[] => (Array.isArray(lines) ? lines.filter(isCartLine) : []);

/** Lines join the cart by its rule: the same id, color and size grows one line; a custom order stays one. */
function mergeLines(state: CartState, { payload }: PayloadAction<CartLine[]>): void {
  for (const line of validLines(payload)) {
    const twin = state.items.find((candidate) => sameLine(candidate, line));
    if (!twin) state.items.push({ ...line });
    else if (!isCustomLine(line)) twin.quantity += line.quantity;
  }
}

const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    itemAdded(state, { payload }: PayloadAction<AddItemPayload>) {
      const { quantity = 1, selectedColor = '', selectedSize = '', colorOptions = [], ...product } = payload;
      const amount = clampQuantity(quantity);
      const existing = state.items.find((line) => sameLine(line, { id: product.id, selectedColor, selectedSize }));
      if (existing) {
        existing.quantity += amount;
        return;
      }
      const line: CartLine = { ...product, quantity: amount, selectedColor, selectedSize, colorOptions };
      line.image = imageForColor({ image: product.image ?? '', colorOptions }, selectedColor) ?? '';
      if (isCartLine(line)) state.items.push(line);
    },
    customItemAdded: {
      reducer(state, { payload }: PayloadAction<CartLine>) {
        if (isCartLine(payload)) state.items.push(payload);
      },
      // The id and timestamp are made here, not in the reducer, so a recorded log replays exactly.
      prepare(fields: CustomOrderFields) {
        const line: CartLine = {
          price: 0,
          image: '',
          selectedColor: '',
          selectedSize: '',
          colorOptions: [],
          ...fields,
          id: `custom-${nanoid(10)}`,
          type: 'custom',
          quantity: 1,
          createdAt: new Date().toISOString(),
        };
        return { payload: line };
      },
    },
    itemUpdated(state, { payload }: PayloadAction<UpdateItemPayload>) {
      const index = state.items.findIndex((line) => sameLine(line, payload));
      const line = state.items[index];
      if (!line) return;
      const selectedColor = payload.changes.selectedColor ?? line.selectedColor;
      const selectedSize = payload.changes.selectedSize ?? line.selectedSize;
      // A custom line is one made-to-order piece: quantity 1 always (what storage keeps, too).
      const quantity = isCustomLine(line) ? 1 : clampQuantity(payload.changes.quantity ?? line.quantity);
      const price = isPrice(payload.changes.price) ? payload.changes.price : line.price;
      const updated: CartLine = { ...line, selectedColor, selectedSize, quantity, price, image: imageForColor(line, selectedColor) };
      // One line per id/color/size: an edit that now equals another line merges into the edited one.
      const duplicate = state.items.findIndex((other, i) => i !== index && sameLine(other, updated));
      if (duplicate !== -1) updated.quantity += state.items[duplicate]!.quantity;
      state.items[index] = updated;
      if (duplicate !== -1) state.items.splice(duplicate, 1);
    },
    quantityChanged(state, { payload }: PayloadAction<LineKey & { quantity: number }>) {
      const line = state.items.find((candidate) => sameLine(candidate, payload));
      if (line && !isCustomLine(line)) line.quantity = clampQuantity(payload.quantity);
    },
    itemRemoved(state, { payload }: PayloadAction<LineKey>) {
      state.items = state.items.filter((line) => !sameLine(line, payload));
    },
    itemsRemoved(state, { payload }: PayloadAction<LineKey[]>) {
      state.items = state.items.filter((line) => !payload.some((key) => sameLine(line, key)));
    },
    cleared(state) {
      state.items = [];
    },
    /**
     * The shopper took back a clear: the lines come back in their order. Anything added in the
     * meantime stays; a line that exists on both sides keeps one line with both quantities.
     */
    clearUndone(state, { payload }: PayloadAction<CartLine[]>) {
      // The lines this cart held a moment ago, as they were (a replayed log's are checked by the replay).
      const restored = payload.map((line) => ({ ...line }));
      for (const line of state.items) {
        const twin = restored.find((candidate) => sameLine(candidate, line));
        if (!twin) restored.push(line);
        // A custom line is one order: the same one twice is still one line of quantity 1.
        else if (!isCustomLine(line)) twin.quantity += line.quantity;
      }
      state.items = restored;
    },
    /**
     * The shopper took back a removal: each line returns to where it was. A line that meanwhile
     * came back another way keeps one line with both quantities.
     */
    removalUndone(state, { payload }: PayloadAction<RemovedLine[]>) {
      for (const { line, index } of [...payload].sort((a, b) => a.index - b.index)) {
        const twin = state.items.find((candidate) => sameLine(candidate, line));
        if (twin) {
          if (!isCustomLine(line)) twin.quantity += line.quantity;
        } else {
          state.items.splice(Math.min(index, state.items.length), 0, line);
        }
      }
    },
    /** The shopper opened a shared cart's link and chose to add it to this cart. */
    sharedCartMerged: mergeLines,
    /** The shopper opened a shared cart's link and chose it instead of this cart. */
    sharedCartReplaced(state, action: PayloadAction<CartLine[]>) {
      state.items = [];
      mergeLines(state, action);
    },
    /** 'Pesan lagi' on a past order: its lines, at today's prices, join the cart. */
    pastOrderRepeated: mergeLines,
    /** Another tab (or the existing site) changed `cartItems`; its lines replace ours. */
    syncedFromStorage(state, { payload }: PayloadAction<CartLine[]>) {
      state.items = validLines(payload);
    },
  },
  selectors: {
    selectCartItems: (cart) => cart.items,
    selectCartBadgeCount: (cart) => badgeCount(cart.items),
    selectTotalItems: (cart) => totalItems(cart.items),
    selectTotalPrice: (cart) => totalPrice(cart.items),
  },
});

export const {
  itemAdded,
  customItemAdded,
  itemUpdated,
  quantityChanged,
  itemRemoved,
  itemsRemoved,
  cleared,
  clearUndone,
  removalUndone,
  sharedCartMerged,
  sharedCartReplaced,
  pastOrderRepeated,
  syncedFromStorage,
} = cartSlice.actions;
export const { selectCartItems, selectCartBadgeCount, selectTotalItems, selectTotalPrice } = cartSlice.selectors;
export default cartSlice;
