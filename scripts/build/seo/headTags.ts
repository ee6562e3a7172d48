/**
 * The tags a link preview (WhatsApp, Facebook, X, Telegram) and a search engine read in a page's
 * <head>: Open Graph, the Twitter card, the canonical address and the page's JSON-LD. Pure: the
 * prerender (scripts/build/seo/pageSeo.ts) says what they hold; docs/seo.md lists them.
 */
import type { Thing, WithContext } from 'schema-dts';
import { SHARE_IMAGE_SIZE } from '../../catalog/shareImages/shareImageIndex';

export interface HeadImage {
  /** Absolute. */
  url: string;
  alt: string;
}

export interface PageHead {
  title: string;
  description: string;
  siteName: string;
  /** The page's absolute address (og:url and canonical); undefined without SHOP_URL or for the shell, which answers for many addresses. */
  url?: string;
  type: 'website' | 'product';
  image?: HeadImage;
  /** Product pages: the price paid today (integer rupiah) and whether any can be bought. */
  product?: { price: number; inStock: boolean };
  jsonLd?: WithContext<Thing>[];
}

/** Text in an attribute or an element, as the HTML parser will give it back. */
export const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * JSON-LD as the text of a <script type="application/ld+json">: `<` written as `\u003c`, so no
 * value (a product named `</script><script>…`) can end the element or open a comment. JSON
 * parsers read `\u003c` back as `<`. U+2028/9 are escaped too, for whoever evaluates it as JS.
 */
export const jsonLdText = (data: unknown): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const meta = (property: string, content: string | number) => `<meta property="${property}" content="${escapeHtml(String(content))}">`;
const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;

/**
 * A page's tags: `head`, the meta and link tags; `data`, its JSON-LD blocks, which go at the end
 * of the body (search engines read them anywhere), so they don't push the head's preloads later
 * in the bytes a phone receives (a product's variants are ~10 KB before gzip).
 */
export interface PageTags {
  head: string;
  data: string;
}

/** The tags; a tag whose value is unknown is left out, never written empty. */
export function headTags(page: PageHead): PageTags {
  const tags: string[] = [];
  if (page.url) tags.push(`<link rel="canonical" href="${escapeHtml(page.url)}">`);
  tags.push(meta('og:type', page.type), meta('og:site_name', page.siteName), meta('og:locale', 'id_ID'), meta('og:title', page.title), meta('og:description', page.description));
  if (page.url) tags.push(meta('og:url', page.url));
  if (page.image) {
    tags.push(
      meta('og:image', page.image.url),
      meta('og:image:type', 'image/jpeg'),
      meta('og:image:width', SHARE_IMAGE_SIZE.width),
      meta('og:image:height', SHARE_IMAGE_SIZE.height),
      meta('og:image:alt', page.image.alt),
    );
  }
  if (page.product) {
    tags.push(
      meta('product:price:amount', page.product.price),
      meta('product:price:currency', 'IDR'),
      meta('product:availability', page.product.inStock ? 'in stock' : 'out of stock'),
    );
  }
  // X reads og:title, og:description and og:image when its own are absent: only the card's kind.
  tags.push(named('twitter:card', page.image ? 'summary_large_image' : 'summary'));
  if (page.image) tags.push(named('twitter:image:alt', page.image.alt));
  const data = (page.jsonLd ?? []).map((block) => `<script type="application/ld+json">${jsonLdText(block)}</script>`);
  return { head: tags.join(''), data: data.join('') };
}

const descriptionTag = /<meta name="?description"? content=("[^"]*"|[^ >]*)>/;

/** A page's template with its title and description set, its tags' `head` right after them and their `data` before `</body>`. */
export function withHead(template: string, { title, description }: { title: string; description: string }, tags: PageTags = { head: '', data: '' }): string {
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(descriptionTag, () => `<meta name="description" content="${escapeHtml(description)}">${tags.head}`)
    .replace(/<\/body>/, () => `${tags.data}</body>`);
}

