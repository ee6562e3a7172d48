import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { CatalogBoundary } from '../features/catalog/CatalogBoundary';
import { CatalogError } from '../features/catalog/CatalogError';
import { GridSkeleton } from '../features/catalog/GridSkeleton';
import { PageHeading } from '../features/catalog/PageHeading';
import { PagedCards } from '../features/catalog/PagedProductGrid';
import { useShownCount } from '../features/catalog/useShownCount';
import { CategoryLinks } from '../features/search/CategoryLinks';
import { entryCard } from '../features/search/entryCard';
import { useSearchAnswer } from '../features/search/useSearchAnswer';
import { useSearchIndex } from '../features/search/useSearchIndex';
import { usePageMeta } from '../lib/usePageMeta';
import { favoriteHeart } from './cardSlots';
import { shop } from '../config/shop';

// A query is only ever rendered as text (React escapes it); very long ones are cut for display.
const MAX_SHOWN = 120;
const shorten = (query: string) => (query.length > MAX_SHOWN ? `${query.slice(0, MAX_SHOWN)}…` : query);

export default function SearchPage() {
  const query = (useSearchParams()[0].get('q') ?? '').trim();
  const title = query ? `Hasil pencarian “${shorten(query)}”` : 'Cari produk';
  usePageMeta(title, `Produk ${shop.name} yang cocok dengan pencarian Anda.`);
  return (
    <>
      <PageHeading title={title} />
      {query ? (
        <Results query={query} />
      ) : (
        // Only the categories to show: the manifest, not search.json.
        <CatalogBoundary fallback={<GridSkeleton />}>
          <Message>
            <p>Ketik nama produk, warna atau kategori di kotak pencarian. Atau jelajahi kategori kami:</p>
            <CategoryLinks />
          </Message>
        </CatalogBoundary>
      )}
    </>
  );
}

/** search.json and its index, in the search worker (the page stays responsive at 50,000 products). */
function Results({ query }: { query: string }) {
  const index = useSearchIndex(true);
  if (index.status === 'failed') return <CatalogError onRetry={index.retry} />;
  if (index.status !== 'ready') return <GridSkeleton />;
  return <Found url={index.url} query={query} retry={index.retry} />;
}

/**
 * The results a step at a time, like a listing: the worker ranks them all and sends the cards
 * shown (24, then 48 after "Tampilkan lebih banyak"…), not thousands of entries at once.
 */
function Found({ url, query, retry }: { url: string; query: string; retry: () => void }) {
  // How many the history entry asks for; the answer then says how many there are.
  const { shown: limit, showMore } = useShownCount(Infinity);
  const answer = useSearchAnswer(url, query, limit);
  // A step's answer keeps the cards already shown while the next ones come; another query's doesn't.
  const current = answer?.query === query && answer.url === url ? answer : null;
  const entries = current?.ok ? current.entries : null;
  const cards = useMemo(() => entries?.map(entryCard) ?? [], [entries]);
  if (!current) return <GridSkeleton />;
  // The retry fetches search.json again (useSearchIndex), then this asks again.
  if (!current.ok) return <CatalogError onRetry={retry} />;
  if (current.total === 0) {
    return (
      <Message>
        <p>Produk untuk “{shorten(query)}” tidak ditemukan. Periksa ejaannya, pakai kata yang lebih umum, atau jelajahi kategori kami:</p>
        <CategoryLinks />
      </Message>
    );
  }
  const status = current.limit === limit ? 'ready' : 'loading';
  return (
    <>
      <Count aria-live="polite">{current.total} produk ditemukan</Count>
      <PagedCards view={{ cards, total: current.total, status, retry: noRetry, showMore }} label="Hasil pencarian" priorityFirst headingLevel="h2" cardCorner={favoriteHeart} />
    </>
  );
}

const noRetry = () => {};

const Message = styled.div`
  p {
    overflow-wrap: anywhere;
  }
`;

const Count = styled.p`
  margin: -8px 0 16px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
