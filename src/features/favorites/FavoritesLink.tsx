import { Link } from 'react-router-dom';
import { useAppSelector } from '../../lib/hooks';
import { paths } from '../../lib/paths';
import { CountBadge } from '../../components/CountBadge';
import { HeartIcon } from '../../components/HeartIcon';
import { IconButton } from '../../components/IconButton';
import { selectFavoriteCount } from './favoritesSlice';

/** The header's link to the saved products; like the cart's, its badge counts them and hides at 0. */
export function FavoritesLink() {
  return (
    <IconButton as={Link} to={paths.favorites}>
      <HeartIcon />
      <CountBadge label="Favorit" count={useAppSelector(selectFavoriteCount)} />
    </IconButton>
  );
}
