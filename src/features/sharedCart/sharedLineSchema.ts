import * as v from 'valibot';
import { LINE_BOOKKEEPING } from '../cart/cartLineRules';

// What a shared-cart link may carry, checked after decoding: a hand-edited link that still
// decodes must not put anything in the cart the shop itself would not make. Only valibot
// functions the shop already uses elsewhere: valibot sits in the initial vendor chunk, so every
// new one would weigh on the home page (docs/performance.md).

const MAX_FIELD = 80;
/** More than any real cart; a link past it was not made by the shop. */
export const MAX_SHARED_LINES = 100;
export const MAX_SHARED_QUANTITY = 999;

const field = v.pipe(v.string(), v.check((text) => text.length <= MAX_FIELD));

export const sharedProductLine = v.object({
  kind: v.literal('product'),
  id: v.pipe(field, v.nonEmpty()),
  color: field,
  size: field,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.check((quantity) => quantity <= MAX_SHARED_QUANTITY)),
});

// The shop sets a custom line's price, quantity, picture and type itself, and never writes them in
// a link (sharedCartCodec.ts): a link that carries one was made by hand, as a price of "-500000".
const bookkeeping: ReadonlySet<string> = new Set(LINE_BOOKKEEPING);

const isCustomFields = (fields: object): boolean => {
  const entries = Object.entries(fields);
  return entries.length <= 20 && entries.every(([key, value]) => key !== '' && key.length <= 40 && !bookkeeping.has(key) && typeof value === 'string' && value.length <= 1000);
};

/** A custom order's own fields (model, size, notes…) and its id, so merging one link twice keeps one order. */
export const sharedCustomLine = v.object({
  kind: v.literal('custom'),
  fields: v.pipe(v.looseObject({ id: v.pipe(v.string(), v.nonEmpty()), name: v.string() }), v.check((fields) => isCustomFields(fields)), v.transform((fields) => fields as Record<string, string> & { id: string; name: string })),
});

export const sharedCart = v.pipe(
  v.array(v.union([sharedProductLine, sharedCustomLine])),
  v.nonEmpty(),
  v.check((lines) => lines.length <= MAX_SHARED_LINES),
);

export type SharedProductLine = v.InferOutput<typeof sharedProductLine>;
export type SharedCustomLine = v.InferOutput<typeof sharedCustomLine>;
export type SharedLine = v.InferOutput<typeof sharedCart>[number];
