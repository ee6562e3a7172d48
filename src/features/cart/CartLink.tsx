import { Link } from 'react-router-dom';
import { useAppSelector } from '../../lib/hooks';
import { paths } from '../../lib/paths';
import { CountBadge } from '../../components/CountBadge';
import { IconButton } from '../../components/IconButton';
import { selectCartBadgeCount } from './cartSlice';

/** The header's cart link; its badge counts non-custom lines and hides at 0. */
export function CartLink() {
  return (
    <IconButton as={Link} to={paths.cart}>
      <CartIcon />
      <CountBadge label="Keranjang" count={useAppSelector(selectCartBadgeCount)} />
    </IconButton>
  );
}

function CartIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9" cy="19" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19" r="1.5" fill="currentColor" />
    </svg>
  );
}
