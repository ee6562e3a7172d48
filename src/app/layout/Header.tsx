import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { shop } from '../../config/shop';
import { CartLink } from '../../features/cart/CartLink';
import { ThemeToggle } from '../../features/theme/ThemeToggle';
import { paths } from '../paths';

const navLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.onSale, label: 'On Sale' },
  { to: paths.gift, label: 'Gifting' },
  { to: paths.custom, label: 'Custom' },
];

export function Header() {
  return (
    <Bar>
      <Inner>
        <Logo to={paths.home}>{shop.name}</Logo>
        <nav aria-label="Utama">
          <NavList>
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </NavList>
        </nav>
        <Actions>
          <ThemeToggle />
          <CartLink />
        </Actions>
      </Inner>
    </Bar>
  );
}

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: 10;
  height: ${({ theme }) => theme.layout.headerHeight};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  height: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 16px;
`;

const Logo = styled(Link)`
  font-size: 1.4rem;
  font-weight: 800;
  letter-spacing: -0.02em;
  text-decoration: none;
`;

const NavList = styled.ul`
  display: flex;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: 10px 12px;
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radius.small};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  margin-left: auto;
`;
