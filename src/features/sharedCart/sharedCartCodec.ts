import * as v from 'valibot';
import { isCustomLine } from '../cart/cartMath';
import { LINE_BOOKKEEPING } from '../cart/cartLineRules';
import type { CartLine } from '../cart/cartTypes';
import { checksum, fromBase64Url, toBase64Url } from './linkText';
import { sharedCart, type SharedLine } from './sharedLineSchema';

/**
 * A cart in a link: `/cart?bagikan=v1.<base64url of the text>.<checksum of the text>`.
 *
 * The text has one line per cart line: `id⇥color⇥size` with `⇥quantity` when more than one, or,
 * for a custom order, its fields as a JSON object (a line starting with `{`). Names, prices and
 * pictures stay out: they come from the catalogue when the link is opened. Tab-separated text
 * instead of JSON saves the quotes and brackets, so a 20-line cart stays far below 1,000
 * characters. The version lets a later format read (or politely refuse) this one.
 */
export const SHARE_PARAM = 'bagikan';
const VERSION = 'v1';
/** Far above any cart a shopper makes; stops a giant hand-made link before it is decoded. */
const MAX_PARAM_LENGTH = 16_000;

// Field text may hold anything; these four would be read as structure, so they are escaped.
const escapeField = (text: string) => text.replace(/[%\t\n{]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
const unescapeField = (text: string) => text.replace(/%(25|09|0A|7B)/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A custom line's own fields, without what every line has or what the catalogue decides. */
function customFields(line: CartLine): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(line)) {
    if ((LINE_BOOKKEEPING as readonly string[]).includes(key)) continue;
    // The name always travels (a custom line's may be empty); other empty fields need not.
    if (typeof value === 'number' || (typeof value === 'string' && (value !== '' || key === 'name'))) fields[key] = String(value);
  }
  return fields;
}

function lineText(line: CartLine): string {
  if (isCustomLine(line)) return JSON.stringify(customFields(line));
  const fields = [String(line.id), line.selectedColor, line.selectedSize].map(escapeField);
  if (line.quantity > 1) fields.push(String(line.quantity));
  return fields.join('\t');
}

/** The `bagikan` parameter's value for these lines. */
export function encodeSharedCart(lines: readonly CartLine[]): string {
  const text = lines.map(lineText).join('\n');
  return `${VERSION}.${toBase64Url(text)}.${checksum(text)}`;
}

export function sharedCartUrl(origin: string, lines: readonly CartLine[]): string {
  return `${origin}/cart?${SHARE_PARAM}=${encodeSharedCart(lines)}`;
}

function readLine(text: string): unknown {
  if (text.startsWith('{')) return { kind: 'custom', fields: JSON.parse(text) as unknown };
  const fields = text.split('\t');
  if (fields.length < 3 || fields.length > 4) return null;
  const [id, color, size, quantity = '1'] = fields.map(unescapeField);
  // Digits only: Number('1e2') or Number(' 3') would accept what the shop never writes.
  return { kind: 'product', id, color, size, quantity: /^\d{1,4}$/.test(quantity!) ? Number(quantity) : NaN };
}

export type SharedCartResult = { ok: true; lines: SharedLine[] } | { ok: false; reason: 'damaged' | 'newerVersion' };

/** Reads a `bagikan` value; never throws, and never returns part of a cart. */
export function decodeSharedCart(param: string): SharedCartResult {
  const damaged = { ok: false, reason: 'damaged' } as const;
  if (param.length > MAX_PARAM_LENGTH) return damaged;
  const parts = param.trim().split('.');
  if (parts.length !== 3) return damaged;
  const [version, body, sum] = parts as [string, string, string];
  // Only a version after this one is a newer shop's; v0 or v01 no shop ever wrote.
  if (version !== VERSION) return /^v[1-9]\d*$/.test(version) && Number(version.slice(1)) > Number(VERSION.slice(1)) ? { ok: false, reason: 'newerVersion' } : damaged;
  const text = fromBase64Url(body);
  // Base64's last character has spare bits: an edited one can decode to the same text. Only the
  // one spelling the shop writes is accepted, so every edited character is refused.
  if (text === null || toBase64Url(text) !== body || checksum(text) !== sum) return damaged;
  try {
    const result = v.safeParse(sharedCart, text.split('\n').map(readLine));
    return result.success ? { ok: true, lines: result.output } : damaged;
  } catch {
    return damaged; // a custom line's JSON that does not parse
  }
}

/** The one sentence a shopper reads when a link can't be opened. */
export const sharedCartProblem: Record<Exclude<SharedCartResult, { ok: true }>['reason'], string> = {
  damaged: 'Tautan keranjang ini rusak atau tidak lengkap, jadi tidak ada yang ditambahkan ke keranjangmu.',
  newerVersion: 'Tautan keranjang ini dibuat oleh versi toko yang lebih baru; muat ulang halaman lalu buka tautannya lagi.',
};
