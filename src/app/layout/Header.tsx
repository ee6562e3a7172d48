import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LogoMark } from '../../components/LogoMark';
import { IconButton, iconButtonSize } from '../../components/IconButton';
import { visuallyHidden } from '../../components/VisuallyHidden';
import { shop } from '../../config/shop';
import { CartLink } from '../../features/cart/CartLink';
import { FavoritesLink } from '../../features/favorites/FavoritesLink';
import { ThemeToggle } from '../../features/theme/ThemeToggle';
import { media } from '../../styles/breakpoints';
import { paths } from '../paths';
import { MainNav } from './MainNav';
import { SearchPanel } from './SearchPanel';
import { touchTarget } from '../../styles/touchTarget';

/** Fixed at the top of every page: logo, the four main links, search, theme, favourites and cart. */
export function Header() {
  return (
    <Bar>
      <Inner>
        <Logo to={paths.home}>
          <LogoMark />
          <LogoWord>{shop.name}</LogoWord>
        </Logo>
        <MainNav />
        <Actions>
          <SearchPanel />
          <ThemeToggle />
          <FavoritesLink />
          <CartLink />
        </Actions>
      </Inner>
    </Bar>
  );
}

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: 20;
  height: ${({ theme }) => theme.layout.headerHeight};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

// The four buttons of <Actions>: search, theme, favourites, cart.
const actionCount = 4;
const actionGap = 2;
const actionsWidth = (buttonWidth: number) => `${actionCount * buttonWidth + (actionCount - 1) * actionGap}px`;

/*
 * A grid whose last column is the four buttons' width before any of them is there: the browser
 * may paint a page's preview while it is still reading the header, and right-packed buttons
 * would then each move left as the next one arrived (a layout shift, e2e/preview.spec.ts).
 */
const Inner = styled.div`
  display: grid;
  grid-template-columns: 1fr auto ${actionsWidth(iconButtonSize)};
  align-items: center;
  gap: 8px;
  height: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 8px 0 16px;
  ${media.desktop} {
    grid-template-columns: auto 1fr ${actionsWidth(iconButtonSize)};
  }
  /*
   * A folded phone's 280 px holds the logo's mark, the menu, search, theme, favourites and the
   * cart only with 40 px round buttons and tighter gaps (still well above WCAG's 24 px target).
   */
  @media (max-width: 299.98px) {
    grid-template-columns: 1fr auto ${actionsWidth(40)};
    gap: 4px;
    padding: 0 4px 0 8px;
    ${IconButton} {
      width: 40px;
    }
  }
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: ${touchTarget};
  min-height: ${touchTarget};
  justify-self: start;
  color: ${({ theme }) => theme.colors.primary};
  ${media.desktop} {
    margin-right: 24px;
  }
  font-size: 1.4rem;
  font-weight: 800;
  letter-spacing: -0.02em;
  text-decoration: none;
`;

/*
 * Below 360 px the word leaves no room for search, theme and the cart (cut off at 320 px): the
 * mark stays, and the word still names the link.
 */
const LogoWord = styled.span`
  ${media.narrowPhone} {
    ${visuallyHidden}
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${actionGap}px;
`;
