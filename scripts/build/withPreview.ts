/**
 * A page with its preview in #root: what prerender.ts writes for the pages Chromium paints, and
 * what the product pages get, whether written by the build (productPreviews.tsx) or rendered at
 * the edge (scripts/edge/). Pure: no file system, so the edge worker bundles it as it is.
 */
import { cartReader, favoritesReader, orderHistoryReader } from '../../src/app/persistence/codecs';
import { withHead, type PageTags } from './seo/headTags';

/**
 * Pages painted as they are for a shopper with nothing stored under a localStorage key: the cart,
 * favourites and order history pages, painted empty. For a shopper with something there, index.html's guard keeps only the
 * frame and heading (it removes the parts the app marks `data-only-if-empty`, and the footer),
 * so a full cart never flashes empty and its lines appear below the heading without a shift.
 */
export const previewOnlyIfEmpty: Readonly<Record<string, string>> = {
  '/cart': cartReader.key,
  '/favorit': favoritesReader.key,
  '/pesanan': orderHistoryReader.key,
};

export interface Snapshot {
  path: string;
  /** The page's own title and description, which the app sets once it runs. */
  title: string;
  description: string;
  html: string;
  css: string;
}

/**
 * index.html with a page's preview and its CSS in #root. The CSS is there, not in the head, for
 * the hand-over: while the app renders, styled-components adds the same rules to its own sheet in
 * the head, a component's base rules before its overrides, so for a moment the app's base rule
 * came after the preview's override and won (the desktop chat button lost its label, CLS 0.0005).
 * After the head, the preview's complete copy wins until React's first commit clears #root, and
 * with it this copy, when the app's sheet is complete for what it shows.
 */
export function withPreview(template: string, { path: pagePath, title, description, html, css }: Snapshot, tags?: PageTags): string {
  const emptyKey = previewOnlyIfEmpty[pagePath];
  // A `</style` inside the CSS would end the element early; styled-components never writes one.
  const style = `<style data-prerendered>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  const root =
    `<div id="root" data-prerendered="${pagePath}"${emptyKey ? ` data-only-if-empty="${emptyKey}"` : ''}>` +
    `${style}<div inert aria-hidden="true" style="display:contents">${html}</div></div>`;
  const emptyRoot = /<div id="?root"?><\/div>/;
  if (!emptyRoot.test(template)) throw new Error('index.html has no empty <div id="root"></div>');
  return withHead(template, { title, description }, tags).replace(emptyRoot, () => root);
}

