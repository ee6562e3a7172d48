import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { CatalogBoundary } from '../features/catalog/CatalogBoundary';
import { CatalogError } from '../features/catalog/CatalogError';
import { GridSkeleton } from '../features/catalog/GridSkeleton';
import { PageHeading } from '../features/catalog/PageHeading';
import { PagedProductGrid } from '../features/catalog/PagedProductGrid';
import type { SearchEntry } from '../features/catalog/split/splitTypes';
import { CategoryLinks } from '../features/search/CategoryLinks';
import { entryCard } from '../features/search/entryCard';
import { searchProducts } from '../features/search/searchProducts';
import { useSearchEntries } from '../features/search/useSearchEntries';
import { useSearchIndexReady } from '../features/search/useSearchIndexReady';
import { usePageMeta } from '../lib/usePageMeta';

// A query is only ever rendered as text (React escapes it); very long ones are cut for display.
const MAX_SHOWN = 120;
const shorten = (query: string) => (query.length > MAX_SHOWN ? `${query.slice(0, MAX_SHOWN)}…` : query);

export default function SearchPage() {
  const query = (useSearchParams()[0].get('q') ?? '').trim();
  const title = query ? `Hasil pencarian “${shorten(query)}”` : 'Cari produk';
  usePageMeta(title, `Produk Langkah yang cocok dengan pencarian Anda.`);
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

/** search.json, then its index (built in slices: the page stays responsive at 50,000 products). */
function Results({ query }: { query: string }) {
  const search = useSearchEntries(true);
  const indexReady = useSearchIndexReady(search.entries);
  if (search.status === 'failed') return <CatalogError onRetry={search.retry} />;
  if (!search.entries || !indexReady) return <GridSkeleton />;
  return <Found entries={search.entries} query={query} />;
}

function Found({ entries, query }: { entries: readonly SearchEntry[]; query: string }) {
  const results = useMemo(() => searchProducts(entries, query).map(entryCard), [entries, query]);
  if (results.length === 0) {
    return (
      <Message>
        <p>Produk untuk “{shorten(query)}” tidak ditemukan. Periksa ejaannya, pakai kata yang lebih umum, atau jelajahi kategori kami:</p>
        <CategoryLinks />
      </Message>
    );
  }
  return (
    <>
      <Count aria-live="polite">{results.length} produk ditemukan</Count>
      <PagedProductGrid products={results} label="Hasil pencarian" priorityFirst headingLevel="h2" />
    </>
  );
}

const Message = styled.div`
  p {
    overflow-wrap: anywhere;
  }
`;

const Count = styled.p`
  margin: -8px 0 16px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
