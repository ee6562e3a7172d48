import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { PillLinks } from '../../components/PillLinks';
import { shopCategories } from '../../config/categories';
import { shop } from '../../config/shop';
import { useAppSelector } from '../../lib/hooks';
import { paths } from '../../lib/paths';
import { selectCategories } from '../catalog/catalogSlice';

/** An empty cart is a starting point, not a dead end. */
export function EmptyCart() {
  const loaded = useAppSelector(selectCategories);
  const categories = loaded.length > 0 ? loaded.map(({ slug, name }) => ({ slug, label: name })) : shopCategories;
  return (
    // In the cart's build-time preview: index.html drops this part for a shopper with a saved cart.
    <EmptyState
      previewOnlyWhenEmpty
      icon={<BagIcon />}
      title="Keranjangmu masih kosong"
      description="Yuk, cari yang kamu suka. Mulai dari produk yang sedang diskon:"
      action={{ to: paths.onSale, label: `Lihat ${shop.menu.sale}` }}
    >
      <nav aria-label="Kategori">
        <p>Atau jelajahi kategori:</p>
        <PillLinks links={categories.map(({ slug, label }) => ({ to: paths.category(slug), label }))} />
      </nav>
      <p>
        Punya ide sendiri? <Link to={paths.custom}>Buat pesanan custom</Link>
      </p>
    </EmptyState>
  );
}

// Drawn rather than an emoji: cheap phones and some desktops lack an emoji font.
function BagIcon() {
  return (
    <svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 8h14l-1 12H6L5 8z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M9 10V7a3 3 0 0 1 6 0v3" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
