/**
 * The random cart actions of e2e/two-tabs.spec.ts and a model of the seed's cart rules that
 * predicts their end, independent of the shop's reducers. Each tab works on lines of its own
 * (every kind of action) and on shared lines that both tabs only add to (add, stepper +): those
 * commute, so the end is the same whatever the interleaving, and the model is exact.
 */
/** A tab's name, which its own lines carry; e2e/two-tabs.spec.ts plays two tabs, and three. */
export type Tab = 'A' | 'B' | 'C';

export type CartAction =
  | { kind: 'addShared'; id: string; size: string; quantity: number }
  | { kind: 'plusShared'; id: string; size: string }
  | { kind: 'addOwn'; id: string; size: string; quantity: number }
  | { kind: 'setOwn'; id: string; size: string; quantity: number }
  | { kind: 'minusOwn'; id: string; size: string }
  | { kind: 'removeOwn'; id: string; size: string }
  | { kind: 'removeSeveralOwn'; keys: { id: string; size: string }[] }
  | { kind: 'resizeOwn'; id: string; size: string; to: string }
  | { kind: 'addCustom'; id: string }
  | { kind: 'removeCustom'; id: string };

export interface ModelLine {
  id: string;
  size: string;
  quantity: number;
}

// The catalogue generator's seeded mulberry32, so a failing run can be repeated with its seed.
export { seededRandom } from '../scripts/catalog/buildCatalog';

export const lineKey = (id: string, size: string) => `${id}|${size}`;

/** The seed's rules on one tab's own lines: add merges, quantity ≥ 1, an edit merges into a twin. */
class OwnLines {
  lines: ModelLine[] = [];
  find = (id: string, size: string) => this.lines.find((line) => line.id === id && line.size === size);
  add(id: string, size: string, quantity: number) {
    const line = this.find(id, size);
    if (line) line.quantity += quantity;
    else this.lines.push({ id, size, quantity });
  }
  remove(id: string, size: string) {
    this.lines = this.lines.filter((line) => !(line.id === id && line.size === size));
  }
}

/** Makes `count` actions for one tab, and the model's view of that tab's own lines after them. */
export function planTab(tab: Tab, count: number, random: () => number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const own = new OwnLines();
  const sharedAdded: { id: string; size: string }[] = [];
  const sharedUnits = new Map<string, number>();
  const addUnits = (id: string, size: string, units: number) => sharedUnits.set(lineKey(id, size), (sharedUnits.get(lineKey(id, size)) ?? 0) + units);
  const actions: CartAction[] = [];
  let customs = 0;
  while (actions.length < count) {
    const roll = random();
    const ownLine = own.lines.length > 0 ? pick(own.lines) : undefined;
    const productLine = ownLine && !ownLine.id.startsWith('custom-') ? ownLine : undefined;
    if (roll < 0.2) {
      const id = `shared-${pick([1, 2, 3])}`;
      const size = pick(['M', 'L']);
      const quantity = 1 + Math.floor(random() * 3);
      actions.push({ kind: 'addShared', id, size, quantity });
      addUnits(id, size, quantity);
      sharedAdded.push({ id, size });
    } else if (roll < 0.35 && sharedAdded.length > 0) {
      const { id, size } = pick(sharedAdded);
      actions.push({ kind: 'plusShared', id, size });
      addUnits(id, size, 1);
    } else if (roll < 0.5) {
      const id = `${tab}-own-${pick([1, 2, 3, 4])}`;
      const size = pick(['S', 'M']);
      const quantity = 1 + Math.floor(random() * 2);
      actions.push({ kind: 'addOwn', id, size, quantity });
      own.add(id, size, quantity);
    } else if (roll < 0.6 && productLine) {
      const quantity = 1 + Math.floor(random() * 9);
      actions.push({ kind: 'setOwn', id: productLine.id, size: productLine.size, quantity });
      productLine.quantity = quantity;
    } else if (roll < 0.68 && productLine) {
      actions.push({ kind: 'minusOwn', id: productLine.id, size: productLine.size });
      productLine.quantity = Math.max(1, productLine.quantity - 1);
    } else if (roll < 0.76 && ownLine) {
      actions.push(ownLine.id.startsWith('custom-') ? { kind: 'removeCustom', id: ownLine.id } : { kind: 'removeOwn', id: ownLine.id, size: ownLine.size });
      own.remove(ownLine.id, ownLine.size);
    } else if (roll < 0.8 && own.lines.length > 1) {
      const keys = own.lines.filter(() => random() < 0.5).filter((line) => !line.id.startsWith('custom-'));
      actions.push({ kind: 'removeSeveralOwn', keys: keys.map(({ id, size }) => ({ id, size })) });
      keys.forEach((line) => own.remove(line.id, line.size));
    } else if (roll < 0.9 && productLine) {
      const to = productLine.size === 'S' ? 'M' : 'S';
      actions.push({ kind: 'resizeOwn', id: productLine.id, size: productLine.size, to });
      const twin = own.find(productLine.id, to);
      own.remove(productLine.id, to);
      productLine.size = to;
      if (twin) productLine.quantity += twin.quantity;
    } else if (roll >= 0.9) {
      customs += 1;
      const id = `custom-${tab}-${customs}`;
      actions.push({ kind: 'addCustom', id });
      own.add(id, '', 1);
    }
  }
  return { actions, ownLines: own.lines, sharedUnits };
}
