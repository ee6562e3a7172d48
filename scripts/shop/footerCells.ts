/**
 * Readers for toko.csv's footer keys of issue 63 (the sign-up's destination, her WhatsApp
 * channel), each returning a value or an Indonesian message, as factCells.ts does.
 */
import type { Read } from './factCells';

/** A loopback address: only this computer reaches it, so plain http is what a local stand-in serves. */
const isLoopback = (url: URL) => url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';

function parse(cell: string): URL | undefined {
  try {
    return new URL(cell.trim());
  } catch {
    return undefined;
  }
}

/**
 * The address of a mailing-list service's sign-up form (the `action` of the form it gives her to
 * embed): the footer sends each address there as that form would, in a field named `email`.
 * https only, since the address a shopper types crosses the internet (http only to this very
 * computer, for trying it out); and the build lets the shop's pages reach its origin (the CSP).
 */
export function readSignupUrl(cell: string): Read<string> {
  const example = 'contoh: https://buttondown.com/api/emails/embed-subscribe/namatoko';
  const url = parse(cell);
  if (!url || !/^https?:$/.test(url.protocol) || !url.hostname) return { error: `'${cell}' bukan alamat web formulir pendaftaran (${example})` };
  if (url.protocol !== 'https:' && !isLoopback(url)) return { error: `'${cell}': alamat email pembeli harus dikirim lewat https://, bukan http:// (${example})` };
  if (!isLoopback(url) && !url.hostname.includes('.')) return { error: `'${cell}': nama situsnya tidak lengkap (${example})` };
  if (url.username || url.password) return { error: `'${cell}': hapus nama pengguna dan kata sandi dari alamatnya` };
  return { value: url.href };
}

/** Her WhatsApp channel as the app's "Bagikan tautan" copies it: https://whatsapp.com/channel/<kode>. */
export function readWhatsappChannel(cell: string): Read<string> {
  const example = 'contoh: https://whatsapp.com/channel/0029VaAbCdEfGhIjKlMnOp12 (di WhatsApp: Saluran, nama saluran, Bagikan tautan)';
  const url = parse(/^https?:\/\//i.test(cell.trim()) ? cell : `https://${cell.trim()}`);
  const code = url && /^(www\.)?whatsapp\.com$/i.test(url.hostname) ? /^\/channel\/([A-Za-z0-9]{10,40})\/?$/.exec(url.pathname)?.[1] : undefined;
  if (!url || !code) return { error: `'${cell}' bukan tautan saluran WhatsApp (${example})` };
  return { value: `https://whatsapp.com/channel/${code}` };
}
