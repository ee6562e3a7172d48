import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import * as v from 'valibot';
import type { NotaOrder } from '../checkout/order/orderRecord';
import { checksum } from '../sharedCart/linkText';
import { notaDictionary } from './notaDictionary';
import { compactNota, fromCompact, toCompact, withoutNames, type CompactNota } from './notaCompact';

/**
 * A nota in a link: `/nota#1.<length>.<checksum>.<data>`, everything after `#` the fragment,
 * which browsers never send to a server or write to its logs.
 *
 * `<data>` is the order's compact form (notaCompact.ts) as JSON, DEFLATE-compressed (fflate, with
 * the preset dictionary of notaDictionary.ts) and written in base64url, the alphabet chat apps
 * keep inside a link. The header before it carries the format (1), the data's length and its FNV-1a checksum, both in base 36: a link shorter than
 * it says is 'truncated', one whose data does not match its checksum is 'damaged'. A checksum
 * only tells an accident from an intact link: anyone can write a new link with a checksum that
 * fits, which is why the nota page checks every figure against the catalogue (notaChecks.ts).
 */
export const NOTA_FORMAT = 1;

/** Far above a real order's (20 lines: well under 1,000 characters); refused before any work. */
const MAX_FRAGMENT_LENGTH = 20_000;
/** What the data may expand to: a DEFLATE stream can expand a thousandfold. */
const MAX_JSON_BYTES = 256 * 1024;

export type NotaProblem = 'damaged' | 'truncated' | 'unsupported';
export type NotaResult = { ok: true; order: NotaOrder } | { ok: false; reason: NotaProblem };

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): Uint8Array | null {
  if (encoded.length % 4 === 1) return null;
  try {
    return Uint8Array.from(atob(encoded.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * Above this a fragment drops its product lines' names. The order message must stay within
 * MAX_MESSAGE_LENGTH with its link, and a long order's message already names every product;
 * the nota then shows each product's name from today's catalogue (a realistic 20-line order:
 * about 1,060 characters with names, 760 without).
 */
export const NAMES_UP_TO = 800;

function fragmentOf(compact: CompactNota): string {
  const data = toBase64Url(deflateSync(strToU8(JSON.stringify(compact)), { level: 9, mem: 12, dictionary: notaDictionary }));
  return `${NOTA_FORMAT}.${data.length.toString(36)}.${checksum(data)}.${data}`;
}

/** The fragment (without `#`) for an order. */
export function notaFragment(order: NotaOrder): string {
  const compact = toCompact(order);
  const full = fragmentOf(compact);
  return full.length <= NAMES_UP_TO ? full : fragmentOf(withoutNames(compact));
}

/** The link the order message carries: `${origin}/nota#…`. */
export function notaLink(order: NotaOrder, origin: string): string {
  return `${origin}/nota#${notaFragment(order)}`;
}

// The header as far as it got, when a link was cut inside it.
const headerCut = /^(\d+(\.([0-9a-z]+(\.[0-9a-z]*)?)?)?)?\.?$/;
const whole = /^(\d+)\.([0-9a-z]{1,6})\.([0-9a-z]{1,7})\.([A-Za-z0-9_-]*)$/;

/**
 * Reads a fragment (with or without its `#`). Never throws, and never returns part of an order:
 * a link cut short is 'truncated', one changed on the way (or made by hand, badly) 'damaged',
 * one from a later format 'unsupported'.
 */
export function readNota(fragment: string): NotaResult {
  const damaged = { ok: false, reason: 'damaged' } as const;
  const truncated = { ok: false, reason: 'truncated' } as const;
  if (typeof fragment !== 'string' || fragment.length > MAX_FRAGMENT_LENGTH) return damaged;
  const link = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  const parts = whole.exec(link);
  if (!parts) return headerCut.test(link) ? truncated : damaged;
  const [, format, length, sum, data] = parts as unknown as [string, string, string, string, string];
  // Only a format after this one is a newer shop's; 0 or 01 no shop ever wrote.
  if (format !== String(NOTA_FORMAT)) return Number(format) > NOTA_FORMAT && !format.startsWith('0') ? { ok: false, reason: 'unsupported' } : damaged;
  const expected = parseInt(length, 36);
  if (data.length < expected) return truncated;
  if (data.length > expected || checksum(data) !== sum) return damaged;
  try {
    const bytes = fromBase64Url(data);
    if (!bytes) return damaged;
    const json = inflateSync(bytes, { out: new Uint8Array(MAX_JSON_BYTES + 1), dictionary: notaDictionary });
    if (json.length > MAX_JSON_BYTES) return damaged;
    const parsed = v.safeParse(compactNota, JSON.parse(strFromU8(json)));
    return parsed.success ? { ok: true, order: fromCompact(parsed.output) } : damaged;
  } catch {
    return damaged;
  }
}

/** The one sentence the nota page (and the console) says instead of an order it can't read. */
export const notaProblemText: Record<NotaProblem, string> = {
  truncated: 'Tautan nota ini terpotong, jadi pesanannya tidak bisa ditampilkan; salin seluruh tautan dari pesan WhatsApp lalu buka lagi.',
  damaged: 'Tautan nota ini rusak, jadi pesanannya tidak bisa ditampilkan; salin ulang tautan dari pesan WhatsApp lalu buka lagi.',
  unsupported: 'Tautan nota ini dibuat oleh versi toko yang lebih baru; muat ulang halaman lalu buka tautannya lagi.',
};
