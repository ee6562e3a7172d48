/**
 * The byte-level half of a shared-cart link: text → URL-safe base64 with a checksum, and back.
 * Base64url because chat apps' link detectors keep [A-Za-z0-9_-] inside a link, where they cut
 * at punctuation such as `!`, `~` or a trailing `.`; the checksum because a truncated link can
 * still be valid base64 that decodes to half a cart.
 */

/** FNV-1a over the text's UTF-16 units, in base 36: at most 7 characters. */
export function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** null when the input is not base64url of UTF-8 text (a damaged or edited link). */
export function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded) || encoded.length % 4 === 1) return null;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
