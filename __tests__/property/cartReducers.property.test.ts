import fc from 'fast-check';
import { readCart } from '../../src/app/persistence/storedListReaders';
import { encodeCart } from '../../src/features/cart/cartLineSchema';
import cartSlice, {
  cleared,
  customItemAdded,
  itemAdded,
  itemRemoved,
  itemsRemoved,
  itemUpdated,
  quantityChanged,
  selectCartBadgeCount,
  selectTotalItems,
  selectTotalPrice,
} from '../../src/features/cart/cartSlice';
import type { CartLine, CartState } from '../../src/features/cart/cartTypes';
import * as model from '../fixtures/cartModel';
import { propertyRuns } from '../fixtures/propertyRuns';

// Numeric 101 and string '101' are different ids to the cart, as in the existing site's data.
const products: model.ModelProduct[] = [
  { id: 'sneakers', slug: 'sneakers-kanvas', name: 'Sneakers Kanvas', price: 249000, image: '/s.svg', colorOptions: [{ color: 'Hitam', image: '/s-hitam.svg' }, { color: 'Putih', image: '/s-putih.svg' }] },
  { id: 101, name: 'Tas Lama', price: 180000, image: '/t.svg', colorOptions: [] },
  { id: '101', name: 'Tas Baru', price: 0, image: '/t2.svg', colorOptions: [{ color: 'Natural', image: '/n.svg' }] },
];

const color = fc.constantFrom('', 'Hitam', 'Putih', 'Natural', 'Ungu');
const size = fc.constantFrom('', '40', '41', 'M');
// Shoppers' and old data's quantities: usual ones, and 0, -3, a fraction, NaN, a huge number.
const quantity = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 5 }) }, fc.constantFrom(0, -3, 2.5, Number.NaN, 1e9));
/** Which line a command aims at: an index into the cart, where one past the end is a line that isn't there. */
const target = fc.nat({ max: 12 });

const command = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('add' as const), product: fc.nat({ max: products.length - 1 }), color: fc.option(color, { nil: undefined }), size: fc.option(size, { nil: undefined }), quantity: fc.option(quantity, { nil: undefined }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('addCustom' as const), name: fc.string({ maxLength: 12 }), price: fc.option(fc.nat({ max: 900000 }), { nil: undefined }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('update' as const), target, color: fc.option(color, { nil: undefined }), size: fc.option(size, { nil: undefined }), quantity: fc.option(quantity, { nil: undefined }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('quantity' as const), target, quantity }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), target, omitDefaults: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('removeSeveral' as const), targets: fc.array(target, { maxLength: 4 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'clear' as const }) },
  // Not a seed rule: the cart's one-tap 'Pakai harga baru', an update carrying the catalogue's price.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('acceptPrice' as const), target, price: fc.nat({ max: 900000 }) }) },
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

const missing: model.ModelKey = { id: 'tidak-ada', selectedColor: '', selectedSize: '' };
const keyAt = (lines: CartLine[], index: number): model.ModelKey =>
  index % (lines.length + 1) === lines.length ? missing : model.lineKey(lines[index % (lines.length + 1)]!);

const defined = <T extends object>(fields: T) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;

/** Runs one command through the slice (as the app's action) and the model; returns both results. */
function step(state: CartState, lines: CartLine[], cmd: Command): [CartState, CartLine[]] {
  const reduce = (action: Parameters<typeof cartSlice.reducer>[1]) => cartSlice.reducer(state, action);
  switch (cmd.kind) {
    case 'add': {
      const product = products[cmd.product]!;
      const action = itemAdded({ ...product, ...defined({ selectedColor: cmd.color, selectedSize: cmd.size, quantity: cmd.quantity }) });
      return [reduce(action), model.add(lines, product, cmd.color, cmd.size, cmd.quantity)];
    }
    case 'addCustom': {
      const fields = { name: cmd.name, ...defined({ price: cmd.price }) };
      const action = customItemAdded(fields);
      return [reduce(action), model.addCustom(lines, fields, { id: String(action.payload.id), createdAt: action.payload.createdAt })];
    }
    case 'update': {
      const key = keyAt(lines, cmd.target);
      const changes = defined({ selectedColor: cmd.color, selectedSize: cmd.size, quantity: cmd.quantity });
      return [reduce(itemUpdated({ ...key, changes })), model.update(lines, key, changes)];
    }
    case 'quantity': {
      const key = keyAt(lines, cmd.target);
      return [reduce(quantityChanged({ ...key, quantity: cmd.quantity })), model.changeQuantity(lines, key, cmd.quantity)];
    }
    case 'remove': {
      const key = keyAt(lines, cmd.target);
      // "Remove one (color and size default to '')": the event may name the id alone.
      const payload = cmd.omitDefaults && !key.selectedColor && !key.selectedSize ? { id: key.id } : key;
      return [reduce(itemRemoved(payload)), model.remove(lines, key)];
    }
    case 'removeSeveral': {
      const keys = cmd.targets.map((index) => keyAt(lines, index));
      return [reduce(itemsRemoved(keys)), model.removeSeveral(lines, keys)];
    }
    case 'clear':
      return [reduce(cleared()), []];
    case 'acceptPrice': {
      const key = keyAt(lines, cmd.target);
      return [reduce(itemUpdated({ ...key, changes: { price: cmd.price } })), model.acceptPrice(lines, key, cmd.price)];
    }
  }
}

const commands = fc.array(command, { minLength: 1, maxLength: 40 });

it('the cart reducers follow the reference model of the seed rules after every step', () => {
  fc.assert(
    fc.property(commands, (cmds) => {
      let state: CartState = cartSlice.getInitialState();
      let lines: CartLine[] = [];
      for (const cmd of cmds) {
        [state, lines] = step(state, lines, cmd);
        expect(state.items).toEqual(lines);
        const root = { cart: state };
        expect({ totalItems: selectTotalItems(root), totalPrice: selectTotalPrice(root), badge: selectCartBadgeCount(root) }).toEqual(model.totals(lines));
      }
    }),
    propertyRuns(),
  );
});

it('every cart the reducers make keeps one line per id, color and size, and is stored and read back unchanged', () => {
  fc.assert(
    fc.property(commands, (cmds) => {
      let state: CartState = cartSlice.getInitialState();
      let lines: CartLine[] = [];
      for (const cmd of cmds) [state, lines] = step(state, lines, cmd);
      const keys = state.items.map((line) => JSON.stringify(model.lineKey(line)));
      expect(new Set(keys).size).toBe(keys.length);
      expect(state.items.every((line) => Number.isInteger(line.quantity) && line.quantity >= 1)).toBe(true);
      // Nothing the shop itself made is repaired or dropped on the next load.
      expect(readCart(encodeCart(state.items))).toEqual(state.items);
    }),
    propertyRuns(),
  );
});
