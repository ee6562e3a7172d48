import * as v from 'valibot';

// What a shared-cart link may carry, checked after decoding: a hand-edited link that still
// decodes must not put anything in the cart the shop itself would not make.

const MAX_FIELD = 80;
/** More than any real cart; a link past it was not made by the shop. */
export const MAX_SHARED_LINES = 100;
export const MAX_SHARED_QUANTITY = 999;

const field = v.pipe(v.string(), v.maxLength(MAX_FIELD));

export const sharedProductLine = v.strictObject({
  kind: v.literal('product'),
  id: v.pipe(field, v.nonEmpty()),
  color: field,
  size: field,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_SHARED_QUANTITY)),
});

/** A custom order's own fields (model, size, notes…) and its id, so merging one link twice keeps one order. */
export const sharedCustomLine = v.strictObject({
  kind: v.literal('custom'),
  fields: v.pipe(
    v.record(v.pipe(v.string(), v.nonEmpty(), v.maxLength(40)), v.pipe(v.string(), v.maxLength(1000))),
    v.check((fields) => typeof fields.id === 'string' && fields.id !== '' && typeof fields.name === 'string', 'id dan nama'),
    v.check((fields) => Object.keys(fields).length <= 20, 'paling banyak 20 isian'),
  ),
});

export const sharedCart = v.pipe(
  v.array(v.variant('kind', [sharedProductLine, sharedCustomLine])),
  v.nonEmpty(),
  v.maxLength(MAX_SHARED_LINES),
);

export type SharedProductLine = v.InferOutput<typeof sharedProductLine>;
export type SharedCustomLine = v.InferOutput<typeof sharedCustomLine>;
export type SharedLine = v.InferOutput<typeof sharedCart>[number];
