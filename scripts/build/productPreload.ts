import type { SplitManifest } from '../../src/features/catalog/split/splitTypes';
import { splitFilePath, splitPaths } from '../../src/features/catalog/split/splitPaths';
import { escapeHtml } from './seo/headTags';

/**
 * The URL a product page's app fetches its product file at, as the page's HTML names it:
 * `base` is the catalogue's URL as the pages have it (CATALOG_BASE_URL, `/catalog/` by default).
 */
export function productFileHref(manifest: Pick<SplitManifest, 'groups' | 'listings'>, base: string, slug: string): string {
  return `${base.endsWith('/') ? base : `${base}/`}${splitFilePath(manifest, splitPaths.product(slug))}`;
}

/**
 * A product page's own preload of its product file, in its <head> beside index.html's preload
 * of the manifest: the file's folder is named by its bucket's hash, which only this page's HTML
 * has to know (index.html's table, shared by every page, names only the manifest, so it stays
 * the same when a price changes: routePreloads.ts). `crossorigin` as the inline script's
 * preloads, so the app's own `fetch` reuses it; `data-catalog-preloaded` on <html>, which that
 * script sets too, makes the first render wait for it (src/app/whenFirstRenderReady.ts).
 * The build's previews call it (productPreviews.tsx), and so may an edge renderer.
 */
export function withProductPreload(page: string, href: string): string {
  const link = `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(href)}">`;
  // Early in <head>, but after the page's Content-Security-Policy <meta> (it governs only what follows it).
  const after = [/<meta http-equiv="?Content-Security-Policy"?[^>]*>/i, /<meta charset="?utf-8"?\s*\/?>/i, /<head>/i].find((tag) => tag.test(page));
  if (!after) throw new Error('the page has no <head>');
  const withLink = page.replace(after, (tag) => tag + link);
  return withLink.replace(/<html\b([^>]*)>/i, (tag, attributes: string) => (/\sdata-catalog-preloaded\b/.test(attributes) ? tag : `<html${attributes} data-catalog-preloaded>`));
}
