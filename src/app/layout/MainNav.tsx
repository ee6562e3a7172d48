import { useEffect } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { IconButton } from '../../components/IconButton';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useAppDispatch } from '../../lib/hooks';
import { menuToggled } from '../../features/ui/uiSlice';
import { useOverlay } from '../../features/ui/useOverlay';
import { media } from '../../styles/breakpoints';
import { paths } from '../../lib/paths';
import { shop } from '../../config/shop';
import { CloseIcon, MenuIcon } from './icons';
import { touchTarget } from '../../styles/touchTarget';

/** Her labels (toko.csv's menu_* keys; the seed's 'Home', 'On Sale', 'Gifting', 'Custom' by default). */
const navLinks = [
  { to: paths.home, label: shop.menu.home },
  { to: paths.onSale, label: shop.menu.sale },
  { to: paths.gift, label: shop.menu.gift },
  { to: paths.custom, label: shop.menu.custom },
];

/**
 * The four main links: in a row on wide screens, behind the 'Menu' toggle on narrow ones.
 * `end` makes a link active only on an exact match (Home is not active on /onsale).
 */
export function MainNav() {
  const dispatch = useAppDispatch();
  const { open, close, containerRef } = useOverlay('menu');
  useCloseWhenWide(open, close);
  return (
    <Area ref={containerRef}>
      <Toggle type="button" aria-expanded={open} aria-controls="main-nav" onClick={() => dispatch(menuToggled())}>
        {open ? <CloseIcon /> : <MenuIcon />}
        <VisuallyHidden>Menu</VisuallyHidden>
      </Toggle>
      <Nav id="main-nav" aria-label="Utama" $open={open}>
        <List>
          {navLinks.map((link, index) => (
            <li key={link.to}>
              <NavLink to={link.to} end onClick={close} data-autofocus={index === 0 ? true : undefined}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </List>
      </Nav>
      {open && <Scrim aria-hidden="true" onClick={close} />}
    </Area>
  );
}

/** Turning a tablet or widening the window shows the links inline: the open menu has no job left. */
function useCloseWhenWide(open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(media.desktop.replace('@media ', ''));
    const onChange = () => {
      if (wide.matches) close();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, close]);
}

// A flex box, not a line of text: the toggle's height even before its icon has been read, so a
// preview painted at that moment does not move the menu button (e2e/preview.spec.ts).
const Area = styled.div`
  display: flex;
`;

const Toggle = styled(IconButton)`
  ${media.desktop} {
    display: none;
  }
`;

const Nav = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  position: fixed;
  top: ${({ theme }) => theme.layout.headerHeight};
  left: 0;
  right: 0;
  z-index: 2;
  max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  overflow-y: auto;
  padding: 8px 16px 16px;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.raised};

  ${media.desktop} {
    display: block;
    position: static;
    padding: 0;
    border: 0;
    box-shadow: none;
    background: none;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    align-items: center;
    min-height: 48px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radius.small};
    font-size: 1.1rem;
    font-weight: 500;
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }

  ${media.desktop} {
    display: flex;
    gap: 4px;

    a {
      min-height: ${touchTarget};
      font-size: 1rem;
    }
    a[aria-current='page'] {
      box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary};
    }
  }
`;

const Scrim = styled.div`
  position: fixed;
  inset: ${({ theme }) => theme.layout.headerHeight} 0 0;
  z-index: 1;
  background: ${({ theme }) => theme.colors.scrim};
  opacity: 0.6;

  ${media.desktop} {
    display: none;
  }
`;
