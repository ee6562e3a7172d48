import { useMemo } from 'react';
import { useAppSelector } from '../app/hooks';
import { paths } from '../app/paths';
import { CatalogBoundary } from '../features/catalog/CatalogBoundary';
import { selectProducts } from '../features/catalog/catalogSlice';
import { CategoryTiles } from '../features/catalog/CategoryTiles';
import { GridSkeleton } from '../features/catalog/GridSkeleton';
import { Hero } from '../features/catalog/Hero';
import { LazyRecentlyViewed } from '../features/catalog/LazyRecentlyViewed';
import { biggestDiscounts, giftIdeas, newArrivals } from '../features/catalog/homeSelections';
import { ProductGrid } from '../features/catalog/ProductGrid';
import { Section } from '../features/catalog/Section';
import { usePageMeta } from '../lib/usePageMeta';

export default function HomePage() {
  usePageMeta('');
  return (
    <>
      <Hero />
      <CatalogBoundary fallback={<GridSkeleton count={4} />}>
        <HomeSections />
      </CatalogBoundary>
    </>
  );
}

function HomeSections() {
  const products = useAppSelector(selectProducts);
  const picks = useMemo(
    () => ({ fresh: newArrivals(products), sale: biggestDiscounts(products), gifts: giftIdeas(products) }),
    [products],
  );
  return (
    <>
      <Section title="Belanja per kategori" id="kategori">
        <CategoryTiles />
      </Section>
      <Section title="Produk terbaru" id="produk-terbaru">
        <ProductGrid products={picks.fresh} label="Produk terbaru" />
      </Section>
      <Section title="Sedang diskon" id="sedang-diskon" more={{ to: paths.onSale, label: 'Lihat semua diskon' }}>
        <ProductGrid products={picks.sale} label="Sedang diskon" />
      </Section>
      <Section title="Ide hadiah" id="ide-hadiah" more={{ to: paths.gift, label: 'Lihat semua ide hadiah' }}>
        <ProductGrid products={picks.gifts} label="Ide hadiah" />
      </Section>
      <LazyRecentlyViewed />
    </>
  );
}
