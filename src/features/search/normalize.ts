// Text that is already plain ASCII words once lower-cased (most names) is its own answer: the
// Unicode decomposition and regexes below are most of the cost of indexing 50,000 products.
const plainWords = /^[a-z0-9]+(?: [a-z0-9]+)*$/;

/** Lower case, no accents, letters and digits only, single spaces: "Kaus  Polo-Piqué" → "kaus polo pique". */
export function normalize(text: string): string {
  const lower = text.toLowerCase();
  if (plainWords.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The distinct words of a query, in any order. */
export const queryTokens = (query: string): string[] => [...new Set(normalize(query).split(' ').filter(Boolean))];
