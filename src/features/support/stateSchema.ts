import * as v from 'valibot';
import { RECENTLY_VIEWED_KEPT } from '../recent/recentlyViewedSlice';

// The shape of the shop's data as a log file carries it (no `_persist`). Strict enough that a
// replay cannot end in a state the shop itself would never make.

const cartLine = v.looseObject({
  id: v.union([v.string(), v.number()]),
  name: v.string(),
  price: v.number(),
  image: v.string(),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  selectedColor: v.string(),
  selectedSize: v.string(),
  colorOptions: v.array(v.looseObject({ color: v.string(), image: v.string() })),
});

const productId = v.union([v.pipe(v.string(), v.nonEmpty()), v.number()]);
const favorite = v.object({ id: productId, slug: v.string(), name: v.string(), savedAt: v.string() });
const recentlyViewed = v.object({ id: productId, slug: v.string(), viewedAt: v.string() });

export const sliceSchemas = {
  cart: v.object({ items: v.array(cartLine) }),
  theme: v.object({ mode: v.picklist(['light', 'dark', 'system']), systemPrefersDark: v.boolean() }),
  ui: v.object({ overlay: v.picklist(['none', 'menu', 'search', 'promo']) }),
  favorites: v.object({ items: v.array(favorite) }),
  recentlyViewed: v.object({ items: v.pipe(v.array(recentlyViewed), v.maxLength(RECENTLY_VIEWED_KEPT)) }),
  orderHistory: v.object({
    orders: v.array(v.object({ id: v.string(), sentAt: v.string(), lines: v.array(cartLine), total: v.number() })),
  }),
} as const;

export type CheckedSlice = keyof typeof sliceSchemas;
export const isCheckedSlice = (key: string): key is CheckedSlice => key in sliceSchemas;

/** One line for a valibot issue: where (a dot path under `root`) and what, in Indonesian. */
export function describeIssue(issue: v.BaseIssue<unknown>, root: string): string {
  const path = v.getDotPath(issue);
  const where = path ? `${root}.${path}` : root;
  if (issue.received === 'undefined') return `${where}: tidak ada`;
  const what = issue.kind === 'schema' ? 'tipe salah' : 'nilai tidak valid';
  return `${where}: ${what} (diharapkan ${issue.expected ?? '?'}, didapat ${issue.received})`;
}
