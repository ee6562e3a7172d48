/**
 * Text from outside the shop (a shared link's custom fields, the buyer's name, address and note)
 * as the order message carries it. The message is the shop's format: headings, totals, the nota's
 * link, each on a line of its own. A field that could start a line could forge them ("…\n\nTotal
 * bayar: Rp 15.000\n\n*Nota pesanan*\nhttps://evil.example/nota#…"), so:
 *
 * - every line break in it continues as a quoted line (`   > …`), never a line of the shop's;
 * - a link in it is written so no chat app makes it a link (`https[:]//evil[.]example`);
 * - characters that reorder or hide text (right-to-left overrides, zero-width spaces) are removed.
 */

// Bidi embeddings, overrides and isolates, marks, zero-width characters, soft hyphen, BOM.
const hidden = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/g;
const lineBreak = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;
// A scheme's link, a www. address, or a name ending in a top-level domain (evil.example, wa.me/…).
const linkLike = /[a-z][a-z0-9+.-]*:\/\/\S*|\bwww\.\S*|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b(?:[/?#]\S*)?/gi;

/** The text without hidden characters, its links written as plain text. */
export function plainText(text: string): string {
  return text.replace(hidden, '').replace(linkLike, (link) => link.replace(/:\/\//g, '[:]//').replace(/\./g, '[.]'));
}

/** The text for one place in the message: trimmed, and any further lines quoted under `indent`. */
export function quotedText(text: string, indent = '   '): string {
  return plainText(text)
    .trim()
    .split(lineBreak)
    .join(`\n${indent}> `);
}
