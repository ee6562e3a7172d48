import fc from 'fast-check';
import { shopReducer } from '../../../src/app/rootReducer';
import { isCartLine } from '../../../src/features/cart/cartLineRules';
import { replayLogFile } from '../../../src/features/support/replay';
import { addSandal, emptyState, logText, sandal } from '../../fixtures/actionLogs';
import { propertyRuns } from '../../fixtures/propertyRuns';

const good = { ...sandal, quantity: 1, selectedColor: '', selectedSize: '', colorOptions: [] };

it.each([
  ['a shared cart with a price as text below 0', { type: 'cart/sharedCartMerged', payload: [{ ...good, id: 'x', price: '-500000' }] }],
  ['a shared cart with colour options as text', { type: 'cart/sharedCartReplaced', payload: [{ ...good, colorOptions: 'x' }] }],
  ['a product at a negative price', addSandal({ price: -5 })],
  ['a custom order of quantity 3', { type: 'cart/customItemAdded', payload: { ...good, id: 'custom-1', type: 'custom', quantity: 3 } }],
  ['storage with an empty id', { type: 'cart/syncedFromStorage', payload: [{ ...good, id: '' }] }],
])('a log whose action brings %s is refused at that action, in one sentence', (_what, action) => {
  const result = replayLogFile(logText([addSandal(), action]), shopReducer);
  expect(result).toEqual({ ok: false, error: expect.stringMatching(/^aksi #2 \(".+"\) membawa baris keranjang yang tidak utuh, yang tidak pernah dicatat toko: baris/) });
});

it('a log whose starting state holds a broken line is refused', () => {
  const state = { ...emptyState, cart: { items: [{ ...good, id: 'custom-1', type: 'custom', quantity: 2 }] } };
  const result = replayLogFile(logText([addSandal()], state), shopReducer);
  expect(result.ok).toBe(false);
});

// Cart actions with payloads from a hostile file: lines with any value in any field.
const value = fc.oneof(fc.constantFrom('-500000', '1000', '', 'x', null, [], {}, 'custom'), fc.double(), fc.integer({ min: -5, max: 5 }), fc.string({ maxLength: 6 }));
const hostileLine = fc.record(
  { id: fc.oneof(fc.constantFrom('sandal', 'a', ''), value), name: value, price: value, image: value, quantity: value, selectedColor: value, selectedSize: value, colorOptions: fc.oneof(value, fc.constant([])), type: fc.oneof(fc.constant('custom'), value) },
  { requiredKeys: ['id'] },
);
const lineOrGood = fc.oneof(hostileLine, fc.constant(good));
const action = fc.oneof(
  fc.record({ type: fc.constantFrom('cart/sharedCartMerged', 'cart/sharedCartReplaced', 'cart/pastOrderRepeated', 'cart/syncedFromStorage', 'cart/clearUndone'), payload: fc.array(lineOrGood, { maxLength: 4 }) }),
  fc.record({ type: fc.constant('cart/removalUndone'), payload: fc.array(fc.record({ line: lineOrGood, index: fc.nat(5) }), { maxLength: 3 }) }),
  fc.record({ type: fc.constantFrom('cart/customItemAdded', 'cart/itemAdded'), payload: lineOrGood }),
  fc.record({ type: fc.constant('cart/quantityChanged'), payload: fc.record({ id: fc.constant('sandal'), quantity: value }) }),
  fc.record({ type: fc.constant('cart/itemUpdated'), payload: fc.record({ id: fc.constant('sandal'), changes: fc.record({ quantity: value, price: value }, { requiredKeys: [] }) }) }),
);

it('property: whatever a log file brings, a replay either refuses it in one sentence or ends with every cart line whole', () => {
  fc.assert(
    fc.property(fc.array(action, { minLength: 1, maxLength: 8 }), (actions) => {
      const result = replayLogFile(logText([addSandal(), ...actions]), shopReducer);
      if (!result.ok) {
        expect(result.error).toMatch(/^aksi #\d+ /);
        expect(result.error).not.toContain('\n');
        return;
      }
      for (const state of result.value.states) expect((state.cart as { items: unknown[] }).items.every(isCartLine)).toBe(true);
    }),
    propertyRuns(),
  );
});
