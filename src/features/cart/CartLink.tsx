import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { selectCartBadgeCount } from './cartSlice';
import { VisuallyHidden } from '../../components/VisuallyHidden';

/** The header's cart link; its badge counts non-custom lines and hides at 0. */
export function CartLink() {
  const count = useAppSelector(selectCartBadgeCount);
  return (
    <CartAnchor to={paths.cart}>
      <CartIcon />
      <VisuallyHidden>Keranjang{count > 0 ? `, ${count} produk` : ''}</VisuallyHidden>
      {count > 0 && <Badge aria-hidden="true">{count}</Badge>}
    </CartAnchor>
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

const CartAnchor = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ theme }) => theme.colors.text};
`;

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
