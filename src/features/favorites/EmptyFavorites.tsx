import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { EmptyState } from '../../components/EmptyState';
import { HeartIcon } from '../../components/HeartIcon';

/** No favourites yet: how to save one, and where to start looking. */
export function EmptyFavorites() {
  return (
    // In the page's build-time preview: index.html drops it for a shopper with favourites.
    <EmptyState
      previewOnlyWhenEmpty
      icon={<HeartIcon size={56} />}
      title="Belum ada favorit"
      description="Ketuk ikon hati pada produk untuk menyimpannya di sini, lalu kembali kapan saja."
      action={{ to: paths.home, label: 'Mulai belanja' }}
    >
      <p>
        Atau lihat yang <Link to={paths.onSale}>sedang diskon</Link>.
      </p>
    </EmptyState>
  );
}
