import { useEffect, useRef, type ComponentProps } from 'react';
import styled from 'styled-components';
import { outlinedAction } from '../../components/outlinedAction';
import { CatalogError } from './CatalogError';
import { GridSkeleton } from './GridSkeleton';
import { ProductGrid } from './ProductGrid';
import type { ListingView } from './split/useListing';

type GridProps = Omit<ComponentProps<typeof ProductGrid>, 'products'>;
/** What the paged grid needs of a list: a listing's (useListing) or one already in memory. */
type PagedView = Pick<ListingView, 'cards' | 'total' | 'status' | 'retry' | 'showMore'>;

/**
 * A page's long list of products, shown a step (one page file) at a time: a category of hundreds
 * would otherwise fetch and build every card at once, on a phone that shows four. "Tampilkan
 * lebih banyak" fetches the next page and, once it is in, moves keyboard focus to the first card
 * it added, where the button was. While it loads the cards stay and the button says it is busy;
 * if it fails, the cards stay and the same button offers "Coba lagi" (so focus stays on it).
 */
export function PagedCards({ view, ...grid }: GridProps & { view: PagedView }) {
  const { cards, total, status, retry, showMore } = view;
  const container = useRef<HTMLDivElement>(null);
  const firstAdded = useRef<number | null>(null);

  useEffect(() => {
    if (firstAdded.current === null || firstAdded.current >= cards.length) return;
    container.current?.querySelectorAll<HTMLElement>(':scope > ul > li')[firstAdded.current]?.querySelector('a')?.focus();
    firstAdded.current = null;
  }, [cards.length]);

  if (cards.length === 0 && status === 'failed') return <CatalogError onRetry={retry} />;
  if (cards.length === 0 && status === 'loading') return <GridSkeleton />;
  const failed = status === 'failed';
  const busy = status === 'loading';
  return (
    <div ref={container}>
      <ProductGrid products={cards} {...grid} />
      {(failed || busy || (total !== undefined && cards.length < total)) && (
        <More>
          {failed ? (
            <Failed role="alert">Produk berikutnya belum bisa dimuat. Periksa koneksi internet Anda, lalu coba lagi.</Failed>
          ) : (
            <p>{busy ? 'Memuat produk berikutnya…' : `${cards.length} dari ${total} produk ditampilkan`}</p>
          )}
          <MoreButton
            type="button"
            aria-busy={busy || undefined}
            // Not `disabled`: that would drop the keyboard focus the shopper left on it.
            aria-disabled={busy || undefined}
            onClick={() => {
              if (busy) return;
              if (failed) return retry();
              firstAdded.current = cards.length;
              showMore();
            }}
          >
            {failed ? 'Coba lagi' : 'Tampilkan lebih banyak'}
          </MoreButton>
        </More>
      )}
    </div>
  );
}

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  margin-top: 24px;

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Failed = styled.p`
  text-align: center;

  && {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const MoreButton = styled.button`
  ${outlinedAction}
  min-height: 48px;
  padding: 0 28px;

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`;
