/** Lower case, no accents, letters and digits only, single spaces: "Kaus  Polo-Piqué" → "kaus polo pique". */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The distinct words of a query, in any order. */
export const queryTokens = (query: string): string[] => [...new Set(normalize(query).split(' ').filter(Boolean))];
