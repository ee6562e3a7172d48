import fc from 'fast-check';
import { cartMergeRules } from '../../src/app/persistence/cartSync';
import type { CartLine } from '../../src/features/cart/cartTypes';
import { mergeLists } from '../../src/lib/mergeList';

const line = (id: string, quantity = 1, extra: Partial<CartLine> = {}): CartLine => ({
  id,
  name: `Produk ${id}`,
  price: 10000,
  image: '',
  quantity,
  selectedColor: '',
  selectedSize: 'M',
  colorOptions: [],
  ...extra,
});
const custom = (id: string): CartLine => line(id, 1, { type: 'custom', name: 'Kaos custom' });
const merge = (base: CartLine[], mine: CartLine[], theirs: CartLine[]) => mergeLists(base, mine, theirs, cartMergeRules);
const summary = (lines: readonly CartLine[]) => lines.map((l) => `${String(l.id)}×${l.quantity}`);

describe('mergeLists on cart lines', () => {
  it('keeps a line each tab added', () => {
    expect(summary(merge([], [line('a')], [line('b')]))).toEqual(['a×1', 'b×1']);
  });

  it('counts both additions when both tabs add the same line', () => {
    expect(summary(merge([line('a', 2)], [line('a', 3)], [line('a', 5)]))).toEqual(['a×6']);
    expect(summary(merge([], [line('a', 1)], [line('a', 2)]))).toEqual(['a×3']);
  });

  it('keeps a removal in one tab and an addition in the other', () => {
    expect(summary(merge([line('a'), line('b')], [line('b')], [line('a'), line('b'), line('c')]))).toEqual(['b×1', 'c×1']);
  });

  it('keeps what the other tab added to a line this tab removed', () => {
    expect(summary(merge([line('a', 2)], [], [line('a', 3)]))).toEqual(['a×1']);
    // The other tab lowered it: nothing of it is left to keep.
    expect(summary(merge([line('a', 2)], [], [line('a', 1)]))).toEqual([]);
  });

  it('never takes a line both tabs still hold below 1', () => {
    expect(summary(merge([line('a', 2)], [line('a', 1)], [line('a', 1)]))).toEqual(['a×1']);
  });

  it('removes a line both tabs removed, and keeps a line neither touched as stored', () => {
    expect(summary(merge([line('a'), line('b', 4)], [line('b', 4)], [line('b', 4)]))).toEqual(['b×4']);
  });

  it("takes this tab's edit of a line's fields and the other tab's count change", () => {
    const base = [line('a', 1, { price: 10000 })];
    const merged = merge(base, [line('a', 1, { price: 12000 })], [line('a', 3, { price: 10000 })]);
    expect(merged).toEqual([line('a', 3, { price: 12000 })]);
  });

  it('keeps one custom order of quantity 1 whatever both tabs did', () => {
    const order = custom('custom-1');
    expect(merge([], [order], [order])).toEqual([order]);
    expect(merge([order], [], [order, line('b')])).toEqual([line('b')]);
    expect(merge([order], [order, line('a')], [])).toEqual([line('a')]);
  });

  it('sees a line read back from storage with its fields in another order as unchanged', () => {
    const order = custom('custom-1');
    const reordered = Object.fromEntries(Object.entries(order).reverse()) as CartLine;
    // This tab removed the custom order; the other tab only wrote it back in another key order.
    expect(merge([order], [], [reordered, line('b')])).toEqual([line('b')]);
    expect(summary(merge([line('a', 2)], [], [Object.fromEntries(Object.entries(line('a', 2)).reverse()) as CartLine]))).toEqual([]);
  });

  it('returns the changed side itself when only one side changed (no work on every save)', () => {
    const base = [line('a')];
    const mine = [line('a', 2)];
    expect(mergeLists(base, mine, base, cartMergeRules)).toBe(mine);
    const theirs = [line('b')];
    expect(mergeLists(base, base, theirs, cartMergeRules)).toBe(theirs);
  });

  it('joins lines an old stored cart holds twice into one with both quantities', () => {
    expect(summary(merge([], [line('x')], [line('a', 2), line('a', 3)]))).toEqual(['x×1', 'a×5']);
  });

  it('keeps this tab’s order and puts the other tab’s new lines after it', () => {
    expect(summary(merge([line('a'), line('b')], [line('b'), line('a'), line('c')], [line('a'), line('d'), line('b')]))).toEqual([
      'b×1',
      'a×1',
      'c×1',
      'd×1',
    ]);
  });
});

/**
 * Two tabs doing additions and removals of lines of their own, and additions to shared lines,
 * meeting storage in any order: the end has every line and every unit anyone added.
 */
describe('mergeLists, two tabs in any interleaving (fast-check)', () => {
  type Op = { tab: 0 | 1; kind: 'addShared' | 'addOwn' | 'removeOwn' | 'sync'; n: number };
  const op = fc.record({
    tab: fc.constantFrom<0 | 1>(0, 1),
    kind: fc.constantFrom<Op['kind']>('addShared', 'addOwn', 'removeOwn', 'sync'),
    n: fc.integer({ min: 0, max: 3 }),
  });

  const add = (lines: readonly CartLine[], id: string, quantity: number): CartLine[] =>
    lines.some((l) => l.id === id) ? lines.map((l) => (l.id === id ? { ...l, quantity: l.quantity + quantity } : l)) : [...lines, line(id, quantity)];

  it('ends with the lines and quantities a model of the actions predicts, in both tabs', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        let stored: readonly CartLine[] = [];
        const tabs = [0, 1].map(() => ({ base: stored, mine: stored }));
        const expected = new Map<string, number>();
        const sync = (tab: (typeof tabs)[number]) => {
          const merged = mergeLists(tab.base, tab.mine, stored, cartMergeRules);
          stored = merged;
          tab.base = tab.mine = merged;
        };
        for (const { tab: which, kind, n } of ops) {
          const tab = tabs[which]!;
          if (kind === 'sync') sync(tab);
          if (kind === 'addShared') {
            tab.mine = add(tab.mine, `shared-${n}`, n + 1);
            expected.set(`shared-${n}`, (expected.get(`shared-${n}`) ?? 0) + n + 1);
          }
          const own = `tab${which}-${n}`;
          if (kind === 'addOwn') {
            tab.mine = add(tab.mine, own, 1);
            expected.set(own, (expected.get(own) ?? 0) + 1);
          }
          if (kind === 'removeOwn') {
            tab.mine = tab.mine.filter((l) => l.id !== own);
            expected.delete(own);
          }
        }
        tabs.forEach(sync);
        tabs.forEach(sync);
        const actual = new Map(stored.map((l) => [String(l.id), l.quantity]));
        expect(actual).toEqual(expected);
        tabs.forEach((tab) => expect(tab.mine).toBe(stored));
      }),
      { seed: 33, numRuns: 500 },
    );
  });
});
