import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LogoMark } from '../../components/LogoMark';
import { IconButton, iconButtonSize } from '../../components/IconButton';
import { shop } from '../../config/shop';
import { CartLink } from '../../features/cart/CartLink';
import { FavoritesLink } from '../../features/favorites/FavoritesLink';
import { ThemeToggle } from '../../features/theme/ThemeToggle';
import { media } from '../../styles/breakpoints';
import { paths } from '../../lib/paths';
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
          <LogoWord $long={longName}>{shop.name}</LogoWord>
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
/** Below the width where the word, the menu and four 44 px buttons fit: Inner. */
const compactHeader = '@media (max-width: 411.98px)';
/**
 * 42 px drawn, 2 px apart: each button's 44 px hit area (IconButton's ::before reaches 1 px out)
 * meets its neighbour's without overlapping, so every tap lands on the button it is nearest.
 */
const compactButtonWidth = 42;
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
  padding: 0 8px 0 ${({ theme }) => theme.layout.pageMargin};
  ${media.desktop} {
    grid-template-columns: auto 1fr ${actionsWidth(iconButtonSize)};
  }
  /*
   * Most phones are 360-411 px wide. There the logo, the menu and the four buttons fit only with
   * 42 px round buttons (drawn round, not 42 by 44: an open one's tint was an oval) whose hit areas
   * still reach 44 px (compactButtonWidth), and tighter gaps; the word is a size smaller below
   * 375 px and ends in '…' where it still does not fit (LogoWord). A folded phone's 280 px needs a
   * narrower margin.
   */
  ${compactHeader} {
    grid-template-columns: 1fr auto ${actionsWidth(compactButtonWidth)};
    gap: 4px;
    padding: 0 4px 0 ${({ theme }) => theme.layout.pageMargin};
    ${IconButton} {
      width: ${compactButtonWidth}px;
      height: ${compactButtonWidth}px;
    }
  }
  @media (max-width: 299.98px) {
    padding-left: 8px;
  }
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: ${touchTarget};
  /* A long name (her shop's, from toko.csv) ends in '…' rather than wrapping over the header's height: LogoWord. */
  max-width: 100%;
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

/**
 * Her shop's name may be longer than the demo's 'Langkah' ('Rumah Tenun Wastra'): on a phone it
 * wrapped into three lines at 1.4rem and ran out of the 64 px bar, so a long name is set smaller
 * there: two lines, three for the longest toko.csv allows (40 letters). Written as plain CSS:
 * every shop's first screen carries this rule, and css`` costs it a few bytes more.
 */
const longName = [...shop.name].length > 12;

/*
 * Below 375 px the word is a size smaller to fit beside the buttons (see Inner). Where it still
 * does not fit (a long name, a 320 px phone) it ends in '…', never dropped: the link's accessible
 * name is the whole name.
 */
const LogoWord = styled.span<{ $long: boolean }>`
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  @media (max-width: 374.98px) {
    font-size: 1.2rem;
  }
  ${({ $long }) => ($long ? `${media.belowDesktop}{font-size:1rem;line-height:1.15}` : '')}
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${actionGap}px;
`;
