import { useMemo } from 'react';
import { useAppSelector } from '../../../lib/hooks';
import { selectListing } from '../catalogSlice';
import { hasActiveFilters, type ProductFilters } from '../filters';
import { useShownCount } from '../useShownCount';
import { cardAt, filteredPositions } from './filterIndex';
import type { FileState } from './splitFiles';
import { splitPaths } from './splitPaths';
import { readFilterIndex, readListingPage } from './pageReaders';
import { LISTING_PAGE_SIZE, type ListingPage, type ListingSummary, type ProductCardData } from './splitTypes';
import { useFileStates } from './useFileStates';
import { useSplitFiles } from './useSplitFiles';

/** What a list page shows of one listing (docs/catalog-split.md), as far as its files have come. */
export interface ListingView {
  /** The manifest's figures: the filter panel's sizes and colours, before any card arrives. */
  summary: Omit<ListingSummary, 'hash'>;
  /** Products that pass the filters (the listing's total without any); unknown while filter.json loads. */
  total: number | undefined;
  /** The first cards the shopper asked to see, in order, up to the first whose page is missing. */
  cards: ProductCardData[];
  /** 'ready' once every card asked for is in; else the state of what is missing. */
  status: 'loading' | 'failed' | 'ready';
  /** Fetches again only what failed; the cards already shown stay. */
  retry: () => void;
  /** One more "Tampilkan lebih banyak" step (the count lives in the history entry). */
  showMore: () => void;
}

const emptySummary: Omit<ListingSummary, 'hash'> = { total: 0, pages: 0, sizes: [], colors: [] };

/** Where a shown card is: a page file and its place there. */
export interface Slot {
  path: string;
  slot: number;
}

/**
 * Card n of an unfiltered list is card n of the chosen sort's pages. A filtered list's cards are
 * the matching positions, which point into the 'terbaru' pages: only the pages those of the
 * shown positions are on get fetched.
 */
export function slotsOf(listing: string, sort: ProductFilters['sort'], positions: number[] | null, shown: number): Slot[] {
  if (!positions) {
    return Array.from({ length: shown }, (_, n) => ({ path: splitPaths.listingPage(listing, sort, Math.floor(n / LISTING_PAGE_SIZE) + 1), slot: n % LISTING_PAGE_SIZE }));
  }
  return positions.slice(0, shown).map((position) => {
    const { page, slot } = cardAt(position);
    return { path: splitPaths.listingPage(listing, 'terbaru', page), slot };
  });
}

/** The cards in order until the first one whose page isn't in yet (a list never shows a gap). */
function cardsOf(slots: Slot[], pages: Map<string, FileState<ListingPage>>): ProductCardData[] {
  const cards: ProductCardData[] = [];
  for (const { path, slot } of slots) {
    const page = pages.get(path);
    const card = page?.status === 'ready' ? page.value.products[slot] : undefined;
    if (!card) break;
    cards.push(card);
  }
  return cards;
}

function statusOf(states: readonly FileState<unknown>[]): ListingView['status'] {
  if (states.some((state) => state.status === 'failed')) return 'failed';
  return states.some((state) => state.status === 'loading') ? 'loading' : 'ready';
}

/**
 * One listing (listingNames in splitPaths.ts) under the shopper's filters, a page file per
 * "Tampilkan lebih banyak" step: the same cards in the same order as applyFilters() gave on the
 * whole catalogue. `filters` should be the URL's (not an optimistic copy), as the shown count is
 * the URL's history entry's: a new sort then asks for its first page only.
 */
export function useListing(listing: string, filters: ProductFilters): ListingView {
  const summary = useAppSelector((state) => selectListing(state, listing)) ?? emptySummary;
  // An empty listing has no files at all, not even a filter file.
  const filtering = hasActiveFilters(filters) && summary.total > 0;
  const index = useSplitFiles(filtering ? [splitPaths.listingFilter(listing)] : [], readFilterIndex);
  // The file itself, not `index`: that is new whenever any file arrives, and at 50,000 products
  // filteredPositions() is worth running once per filter change, not once per page.
  const indexFile = filtering && index.status === 'ready' ? index.values[0] : undefined;
  const positions = useMemo(() => (indexFile ? filteredPositions(indexFile, filters) : null), [indexFile, filters]);
  const total = filtering ? positions?.length : summary.total;
  const { shown, showMore } = useShownCount(total ?? 0);

  const slots = useMemo(() => slotsOf(listing, filters.sort, positions, shown), [listing, filters.sort, positions, shown]);
  const paths = useMemo(() => [...new Set(slots.map((slot) => slot.path))], [slots]);
  const pages = useFileStates(paths, readListingPage);
  const cards = useMemo(() => cardsOf(slots, new Map(paths.map((path, i) => [path, pages.states[i]!]))), [slots, paths, pages.states]);

  const status = filtering && index.status !== 'ready' ? index.status : statusOf(pages.states);
  const { retry: retryIndex } = index;
  const { retry: retryPages } = pages;
  const retry = useMemo(
    () => () => {
      retryIndex();
      retryPages();
    },
    [retryIndex, retryPages],
  );
  return { summary, total, cards, status, retry, showMore };
}
