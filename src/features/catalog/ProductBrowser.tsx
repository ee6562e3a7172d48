import { useMemo, useState, type ComponentProps } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { outlinedAction } from '../../components/outlinedAction';
import { media } from '../../styles/breakpoints';
import { FilterDrawer } from './FilterDrawer';
import { ClearButton, FilterPanel } from './FilterPanel';
import { hasActiveFilters, parseFilters } from './filters';
import { PagedCards } from './PagedProductGrid';
import type { ProductGrid } from './ProductGrid';
import { SortSelect } from './SortSelect';
import { useListing } from './split/useListing';
import { useFilters } from './useFilters';
import { useMediaQuery } from './useMediaQuery';
import { touchTarget } from '../../styles/touchTarget';

/**
 * A listing (listingNames in split/splitPaths.ts) with sort and filters: a sidebar on wide
 * screens, a drawer on phones. The count and the filter choices come from the manifest, so they
 * show before any card. CSS, not the script, picks between the sidebar and the drawer's button,
 * so the page's build-time preview (painted at phone width, scripts/build/prerender.ts) is laid
 * out right at any width.
 */
export function ProductBrowser({ listing, label, cardCorner }: { listing: string; label: string } & Pick<ComponentProps<typeof ProductGrid>, 'cardCorner'>) {
  // The panel shows the shopper's taps at once (optimistic); the list follows the URL, like the
  // shown count, so a new sort fetches its first page only.
  const { filters, update } = useFilters();
  const [params] = useSearchParams();
  const listed = useMemo(() => parseFilters(params), [params]);
  const view = useListing(listing, listed);
  const wide = useMediaQuery(media.desktop.replace('@media ', ''));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const activeCount = filters.sizes.length + filters.colors.length + (filters.price ? 1 : 0);
  const panel = <FilterPanel filters={filters} sizes={view.summary.sizes} colors={view.summary.colors} onChange={update} />;

  return (
    <Layout>
      <Sidebar aria-label="Filter produk">{panel}</Sidebar>
      <div>
        <Toolbar>
          <Count aria-live="polite">{view.total === undefined ? 'Menghitung produk…' : `${view.total} produk`}</Count>
          <FilterButton type="button" aria-haspopup="dialog" onClick={() => setDrawerOpen(true)}>
            Filter{activeCount ? ` (${activeCount})` : ''}
          </FilterButton>
          <SortSelect value={filters.sort} onChange={(sort) => update({ sort })} />
        </Toolbar>
        {view.total !== 0 ? (
          <PagedCards view={view} label={label} priorityFirst headingLevel="h2" cardCorner={cardCorner} />
        ) : (
          <Empty>
            <p>Tidak ada produk yang cocok dengan filter ini.</p>
            {hasActiveFilters(listed) && (
              <ClearButton type="button" onClick={() => update({ sizes: [], colors: [], price: null })}>
                Hapus filter
              </ClearButton>
            )}
          </Empty>
        )}
      </div>
      {/* Widening the window past the breakpoint puts the filters in the sidebar: the drawer goes. */}
      {!wide && (
        <FilterDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} resultCount={view.total}>
          {panel}
        </FilterDrawer>
      )}
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 24px;

  ${media.desktop} {
    grid-template-columns: 220px minmax(0, 1fr);
    gap: 32px;
  }
`;

const Sidebar = styled.aside`
  display: none;
  align-self: start;
  position: sticky;
  top: calc(${({ theme }) => theme.layout.headerHeight} + 16px);

  ${media.desktop} {
    display: block;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;
`;

/* As tall as the buttons beside it, so its words stand where they will stay even when the
   preview is painted before the buttons have been read. */
const Count = styled.p`
  display: flex;
  align-items: center;
  min-height: ${touchTarget};
  margin: 0 auto 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FilterButton = styled.button`
  ${outlinedAction}

  ${media.desktop} {
    display: none;
  }
`;

const Empty = styled.div`
  padding: 32px 16px;
  text-align: center;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};

  button {
    align-self: center;
  }
`;
