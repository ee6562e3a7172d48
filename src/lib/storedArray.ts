/**
 * A stored value's JSON array, or undefined when it is not one: a write cut short, hand-edited
 * text, another site's value under the same key. Never throws; the callers repair its entries.
 */
export function storedArray(raw: string): unknown[] | undefined {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
