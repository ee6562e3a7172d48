import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../app/hooks';
import { CatalogBoundary } from '../features/catalog/CatalogBoundary';
import { selectProducts } from '../features/catalog/catalogSlice';
import { GridSkeleton } from '../features/catalog/GridSkeleton';
import { PageHeading } from '../features/catalog/PageHeading';
import { PagedProductGrid } from '../features/catalog/PagedProductGrid';
import { CategoryLinks } from '../features/search/CategoryLinks';
import { searchProducts } from '../features/search/searchProducts';
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
      <CatalogBoundary fallback={<GridSkeleton />}>
        <Results query={query} />
      </CatalogBoundary>
    </>
  );
}

function Results({ query }: { query: string }) {
  const products = useAppSelector(selectProducts);
  const results = useMemo(() => searchProducts(products, query), [products, query]);

  if (!query) {
    return (
      <Message>
        <p>Ketik nama produk, warna atau kategori di kotak pencarian. Atau jelajahi kategori kami:</p>
        <CategoryLinks />
      </Message>
    );
  }
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
