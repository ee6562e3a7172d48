/**
 * Nomor pesanan: the shop's prefix and 40 random bits in Crockford's base32, in two groups of four
 * ('LK-7F3K-2Q9D'). Made in the browser, with no server to count orders: 2^40 numbers make a
 * repeat among a shop's orders vanishingly unlikely (one in ~2 million at 1,000 orders). Crockford's
 * alphabet has no I, L, O or U, so what is read aloud or typed back cannot be mistaken.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const SYMBOLS = 8;

type RandomBytes = (bytes: Uint8Array) => Uint8Array;
const cryptoBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

export function newOrderNumber(prefix: string, random: RandomBytes = cryptoBytes): string {
  const bytes = random(new Uint8Array(5));
  // 40 bits fit a double exactly (below 2^53): no BigInt needed.
  let bits = bytes.reduce((sum, byte) => sum * 256 + byte, 0);
  let symbols = '';
  for (let i = 0; i < SYMBOLS; i++, bits = Math.floor(bits / 32)) symbols = ALPHABET[bits % 32] + symbols;
  return `${prefix}-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
}

/**
 * A key to compare order numbers by, the stored and the typed alike: case and separators ignored,
 * and the look-alikes Crockford allows for read as what they stand for (O → 0, I and L → 1).
 */
export function normalizeOrderNumber(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}
