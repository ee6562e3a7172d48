import * as v from 'valibot';
import { isCustomLine } from '../cart/cartMath';
import type { CartLine } from '../cart/cartTypes';
import type { Region, StructuredAddress } from '../checkout/address/addressTypes';
import type { NotaOrder, PaymentKind } from '../checkout/order/orderRecord';

/**
 * The nota's compact form (format 1): the order as nested arrays in fixed positions, so no key is
 * spelled out twice, before it is compressed (notaCodec.ts). A product line keeps what the nota
 * shows and checks (id, colour, size, quantity, price, name), never its picture or colour options;
 * a custom line keeps its form's fields. Region codes nest ('32' ⊂ '32.73' ⊂ '32.73.02'), so only
 * the deepest travels. Changing a position means a new format number: old links must still read.
 */

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const rupiah = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1e12));
const count = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1e6));
const id = v.union([text(200), v.pipe(v.number(), v.safeInteger())]);

// The name is left out of a long order's link (see notaFragment); the catalogue names the product.
const productLine = v.union([v.strictTuple([id, text(200), text(200), count, rupiah, text(500)]), v.strictTuple([id, text(200), text(200), count, rupiah])]);
// A custom line is one made-to-order piece (the cart keeps its quantity at 1) at the seller's
// price, a number ≥ 0 or none yet: a link with any other quantity or price was made by hand.
const customFieldsShop = (fields: Record<string, string | number>): boolean =>
  (fields.quantity === undefined || fields.quantity === 1) && (fields.price === undefined || (typeof fields.price === 'number' && fields.price >= 0));
const customLine = v.pipe(
  v.record(text(40), v.union([text(2000), v.pipe(v.number(), v.finite())])),
  v.check((fields) => Object.keys(fields).length <= 30),
  v.check(customFieldsShop),
);
const regions = v.union([
  // [deepest code, province name, kota name?, kecamatan name?, kelurahan name?]
  v.pipe(v.tupleWithRest([text(40)], text(200)), v.maxLength(5)),
  // Levels that do not nest (never made by the checkout, kept exact all the same).
  v.strictTuple([v.nullable(v.strictTuple([text(40), text(200)])), v.nullable(v.strictTuple([text(40), text(200)])), v.nullable(v.strictTuple([text(40), text(200)])), v.nullable(v.strictTuple([text(40), text(200)]))]),
]);
const kinds: PaymentKind[] = ['bank', 'ewallet', 'qris', 'cod'];

export const compactNota = v.strictTuple([
  text(100),
  v.union([v.pipe(v.number(), v.integer(), v.minValue(-8.64e15), v.maxValue(8.64e15)), text(60)]),
  v.pipe(v.array(v.union([productLine, customLine])), v.maxLength(500)),
  v.union([
    v.strictTuple([v.nullable(text(200)), v.nullable(rupiah), rupiah]),
    v.strictTuple([v.nullable(text(200)), v.nullable(rupiah), rupiah, v.nullable(text(40))]),
    v.strictTuple([v.nullable(text(200)), v.nullable(rupiah), rupiah, v.nullable(text(40)), rupiah]),
  ]),
  v.nullable(v.strictTuple([v.picklist(kinds), text(200)])),
  v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1e9)),
  rupiah,
  v.nullable(rupiah),
  v.strictTuple([text(300), text(60), regions, text(20), text(2000), v.nullable(v.strictTuple([text(300), text(60)])), text(2000)]),
]);
export type CompactNota = v.InferOutput<typeof compactNota>;

// Fields every line has or the nota never shows: left out of a custom line's own fields.
const lineBookkeeping = new Set(['type', 'image', 'colorOptions']);

function compactLine(line: CartLine): CompactNota[2][number] {
  if (!isCustomLine(line)) return [line.id, line.selectedColor, line.selectedSize, line.quantity, line.price, line.name];
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(line)) {
    if (!lineBookkeeping.has(key) && (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)))) fields[key] = value;
  }
  return fields;
}

function expandLine(line: CompactNota[2][number]): CartLine {
  if (Array.isArray(line)) {
    const [lineId, selectedColor, selectedSize, quantity, price, name = ''] = line;
    return { id: lineId, name, price, image: '', quantity, selectedColor, selectedSize, colorOptions: [] };
  }
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  const num = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
  return {
    ...line,
    id: line.id ?? '',
    name: str(line.name),
    price: num(line.price, 0),
    quantity: 1,
    selectedColor: str(line.selectedColor),
    selectedSize: str(line.selectedSize),
    image: '',
    colorOptions: [],
    type: 'custom',
  };
}

const levels = ['province', 'regency', 'district', 'village'] as const;

function compactRegions(address: StructuredAddress): CompactNota[8][2] {
  const chosen = levels.map((level) => address[level]);
  const count = chosen.findIndex((region) => region === null);
  const depth = count === -1 ? 4 : count;
  const deepest = depth > 0 ? chosen[depth - 1]!.code : '';
  const nests = chosen.every((region, i) => (i < depth ? region !== null && region.code === prefix(deepest, i) : region === null));
  if (nests) return depth === 0 ? [''] : [deepest, ...chosen.slice(0, depth).map((region) => region!.name)];
  return chosen.map((region) => (region ? [region.code, region.name] : null)) as CompactNota[8][2];
}

/** A level's code from the deepest one: '32.73.02.1001' → level 1 is '32.73'. */
const prefix = (code: string, level: number) => code.split('.').slice(0, level + 1).join('.');

function expandRegions(compact: CompactNota[8][2]): Pick<StructuredAddress, (typeof levels)[number]> {
  const out: Pick<StructuredAddress, (typeof levels)[number]> = { province: null, regency: null, district: null, village: null };
  if (compact.length === 4 && compact.every((item) => item === null || Array.isArray(item))) {
    levels.forEach((level, i) => {
      const pair = compact[i] as [string, string] | null;
      out[level] = pair ? { code: pair[0], name: pair[1] } : null;
    });
    return out;
  }
  const [deepest, ...names] = compact as string[];
  names.forEach((name, i) => {
    out[levels[i]!] = { code: prefix(deepest!, i), name } satisfies Region;
  });
  return out;
}

/** The time as a number when it is a plain ISO time (the checkout's), else as it was written. */
function compactTime(sentAt: string): number | string {
  const ms = Date.parse(sentAt);
  return Number.isFinite(ms) && new Date(ms).toISOString() === sentAt ? ms : sentAt;
}

export function toCompact(order: NotaOrder): CompactNota {
  const { shipping, people } = order;
  const ship: (string | number | null)[] = [shipping.service, shipping.ongkir, shipping.grams];
  if (shipping.days !== undefined || shipping.freeFrom !== undefined) ship.push(shipping.days ?? null);
  if (shipping.freeFrom !== undefined) ship.push(shipping.freeFrom);
  return [
    order.number,
    compactTime(order.sentAt),
    order.lines.map(compactLine),
    ship as CompactNota[3],
    order.payment ? [order.payment.kind, order.payment.label] : null,
    order.uniqueCode,
    order.goodsTotal,
    order.toPay,
    [
      people.name,
      people.phone,
      compactRegions(people.address),
      people.address.postalCode,
      people.address.street,
      people.sender ? [people.sender.name, people.sender.phone] : null,
      people.note,
    ],
  ];
}

/** The same order with its product lines' names left out: what a long order's link carries. */
export function withoutNames(compact: CompactNota): CompactNota {
  const lines = compact[2].map((entry) => (Array.isArray(entry) ? (entry.slice(0, 5) as typeof entry) : entry));
  return [compact[0], compact[1], lines, ...compact.slice(3)] as CompactNota;
}

export function fromCompact(compact: CompactNota): NotaOrder {
  const [number, time, lines, ship, payment, uniqueCode, goodsTotal, toPay, people] = compact;
  const [service, ongkir, grams, days, freeFrom] = ship;
  const [name, phone, regionList, postalCode, street, sender, note] = people;
  return {
    number,
    sentAt: typeof time === 'number' ? new Date(time).toISOString() : time,
    lines: lines.map(expandLine),
    shipping: { service, ongkir, grams, ...(days != null ? { days } : {}), ...(freeFrom !== undefined ? { freeFrom } : {}) },
    payment: payment ? { kind: payment[0], label: payment[1] } : null,
    uniqueCode,
    goodsTotal,
    toPay,
    people: {
      name,
      phone,
      address: { ...expandRegions(regionList), postalCode, street },
      sender: sender ? { name: sender[0], phone: sender[1] } : null,
      note,
    },
  };
}
