import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { HeartIcon } from '../../components/HeartIcon';
import { IconButton } from '../../components/IconButton';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { selectFavoriteCount } from './favoritesSlice';

/** The header's link to the saved products; like the cart's, its badge counts them and hides at 0. */
export function FavoritesLink() {
  const count = useAppSelector(selectFavoriteCount);
  return (
    <IconButton as={Link} to={paths.favorites}>
      <HeartIcon />
      <VisuallyHidden>Favorit{count > 0 ? `, ${count} produk` : ''}</VisuallyHidden>
      {count > 0 && <Badge aria-hidden="true">{count}</Badge>}
    </IconButton>
  );
}

const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 12px;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;
