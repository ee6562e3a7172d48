import { paths } from '../lib/paths';
import { Section } from '../components/Section';
import { CategoryTiles } from '../features/catalog/CategoryTiles';
import { GridSkeleton } from '../features/catalog/GridSkeleton';
import { Hero } from '../features/catalog/Hero';
import { ProductGrid } from '../features/catalog/ProductGrid';
import { SplitFilesBoundary } from '../features/catalog/SplitFilesBoundary';
import { readHome } from '../features/catalog/split/splitReaders';
import { splitPaths } from '../features/catalog/split/splitPaths';
import type { HomeFile } from '../features/catalog/split/splitTypes';
import { useSplitFiles } from '../features/catalog/split/useSplitFiles';
import { LazyRecentlyViewed } from '../features/recent/LazyRecentlyViewed';
import { usePageMeta } from '../lib/usePageMeta';
import { favoriteHeart, recentlyViewedScreens } from './cardSlots';

export default function HomePage() {
  usePageMeta('');
  const files = useSplitFiles(homeFiles, readHome);
  return (
    <>
      <Hero saleUpTo={files.values?.[0]?.saleUpTo} />
      <SplitFilesBoundary files={files} fallback={<GridSkeleton count={4} />}>
        {([picks]) => <HomeSections picks={picks!} />}
      </SplitFilesBoundary>
    </>
  );
}

/** The home page reads one small file at any catalogue size: its bands and the tiles' pictures. */
const homeFiles = [splitPaths.home];

function HomeSections({ picks }: { picks: HomeFile }) {
  return (
    <>
      <Section title="Belanja per kategori" id="kategori">
        <CategoryTiles covers={picks.covers} />
      </Section>
      <Section title="Produk terbaru" id="produk-terbaru">
        <ProductGrid products={picks.fresh} label="Produk terbaru" cardCorner={favoriteHeart} />
      </Section>
      <Section title="Sedang diskon" id="sedang-diskon" more={{ to: paths.onSale, label: 'Lihat semua diskon' }}>
        <ProductGrid products={picks.sale} label="Sedang diskon" cardCorner={favoriteHeart} />
      </Section>
      <Section title="Ide hadiah" id="ide-hadiah" more={{ to: paths.gift, label: 'Lihat semua ide hadiah' }}>
        <ProductGrid products={picks.gifts} label="Ide hadiah" cardCorner={favoriteHeart} />
      </Section>
      <LazyRecentlyViewed catalog={recentlyViewedScreens} />
    </>
  );
}
