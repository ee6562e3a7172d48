import { matchPath } from 'react-router-dom';
import { paths, routePatterns } from '../../../lib/paths';
import type { CatalogManifest } from '../catalogSlice';
import { hasActiveFilters, parseFilters, type ProductFilters } from '../filters';
import { shownFor } from '../useShownCount';
import { filteredPositions } from './filterIndex';
import { giftListing } from './giftListing';
import { whenFileSettled } from './splitFiles';
import { listingNames, splitFileUrl, splitPaths } from './splitPaths';
import { readFilterIndex, readListingPage } from './pageReaders';
import { slotsOf } from './useListing';

/** The listing and filters a list page's address shows (as its page reads them), or null for any other page. */
export function listingAt(manifest: CatalogManifest, pathname: string, search: string): { listing: string; filters: ProductFilters } | null {
  const filters = parseFilters(new URLSearchParams(search));
  const category = matchPath(routePatterns.category, pathname);
  if (category) {
    const slug = (category.params.slug ?? '').toLowerCase();
    return manifest.categories.some((known) => known.slug === slug) ? { listing: listingNames.category(slug), filters } : null;
  }
  if (matchPath(paths.onSale, pathname)) return { listing: listingNames.sale, filters };
  if (matchPath(paths.gift, pathname)) return giftListing(filters, (name) => manifest.listings[name] !== undefined);
  return null;
}

/**
 * Resolves once the files a list page's first render shows are in (or failed): its filter file
 * if filtered, and the pages of the cards its history entry asks for. For the app's first render
 * over a build-time preview (app/whenFirstRenderReady.ts), so the preview's cards give way to
 * the same cards, not to a skeleton. Any other page resolves at once. `state` is the router's
 * location state (`window.history.state?.usr` in the browser): a reload keeps "show more".
 */
export async function whenListingShown(manifest: CatalogManifest, { pathname, search, state }: { pathname: string; search: string; state?: unknown }): Promise<void> {
  const at = listingAt(manifest, pathname, search);
  const summary = at && manifest.listings[at.listing];
  if (!at || !summary || summary.total === 0) return;
  const url = (path: string) => splitFileUrl(manifest, path);
  let positions: number[] | null = null;
  if (hasActiveFilters(at.filters)) {
    const index = await whenFileSettled(url(splitPaths.listingFilter(at.listing)), readFilterIndex);
    if (index.status !== 'ready') return;
    positions = filteredPositions(index.value, at.filters);
  }
  const shown = shownFor(positions ? positions.length : summary.total, state);
  const pages = new Set(slotsOf(at.listing, at.filters.sort, positions, shown).map((slot) => slot.path));
  await Promise.all([...pages].map((path) => whenFileSettled(url(path), readListingPage)));
}
