import { useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { outlinedAction } from '../../components/outlinedAction';
import { Section } from '../../components/Section';
import type { Product } from '../catalog/catalogTypes';
import type { ProductCardData } from '../catalog/split/splitTypes';
import { useProductsByIds } from '../catalog/split/useProductsByIds';
import { toCard } from '../catalog/toCard';
import { RECENTLY_VIEWED_SHOWN, recentlyViewedCleared, selectRecentlyViewed } from './recentlyViewedSlice';

/** The catalogue's screens this section shows, handed in by the page: a feature imports no other feature's components. */
export interface CatalogScreens {
  /** The products as the catalogue's grid, the list named `label`. */
  grid: (cards: readonly ProductCardData[], label: string) => ReactNode;
  /** The catalogue's "could not be loaded" message, with its retry. */
  error: (retry: () => void) => ReactNode;
}

/**
 * 'Terakhir dilihat': the products last viewed in this browser that the catalogue still has, most
 * recent first, without `exclude` (the product whose page this is). Loaded in its own chunk by
 * LazyRecentlyViewed; fetches only those products (id buckets, then product files: at most nine).
 * Nothing shows while they load (it is the page's foot); files that fail say so, with a retry.
 * Once cleared it says so where the list was, and keeps focus there.
 */
export default function RecentlyViewedSection({ exclude, catalog }: { exclude?: Product['id']; catalog: CatalogScreens }) {
  const dispatch = useAppDispatch();
  const viewed = useAppSelector(selectRecentlyViewed);
  const [cleared, setCleared] = useState(false);
  const note = useRef<HTMLParagraphElement>(null);
  const others = useMemo(() => viewed.filter((item) => item.id !== exclude), [viewed, exclude]);
  const ids = useMemo(() => others.map((item) => item.id), [others]);
  const files = useProductsByIds(ids);
  const shown = useMemo(() => {
    if (files.status !== 'ready') return [];
    const byId = new Map(files.values.map((product) => [String(product.id), product]));
    return others
      .map((item) => byId.get(String(item.id)))
      .filter((product): product is Product => product !== undefined)
      .slice(0, RECENTLY_VIEWED_SHOWN)
      .map(toCard);
  }, [files, others]);

  if (files.status === 'failed' && !cleared) {
    return (
      <Section title="Terakhir dilihat" id="terakhir-dilihat">
        {catalog.error(files.retry)}
      </Section>
    );
  }
  if (shown.length === 0 && !cleared) return null;
  return (
    <Section title="Terakhir dilihat" id="terakhir-dilihat">
      {shown.length > 0 ? (
        <>
          {catalog.grid(shown, 'Terakhir dilihat')}
          <Clear
            type="button"
            onClick={() => {
              dispatch(recentlyViewedCleared());
              setCleared(true);
              // The button goes with the list: keep keyboard focus where it was.
              requestAnimationFrame(() => note.current?.focus());
            }}
          >
            Hapus riwayat
          </Clear>
        </>
      ) : (
        <p ref={note} tabIndex={-1}>
          Riwayat produk yang dilihat sudah dihapus.
        </p>
      )}
    </Section>
  );
}

const Clear = styled.button`
  ${outlinedAction}
  margin-top: 16px;
  color: ${({ theme }) => theme.colors.text};
`;
