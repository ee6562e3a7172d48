import styled from 'styled-components';
import { IconButton } from '../../components/IconButton';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { HeaderSearch } from '../../features/search/HeaderSearch';
import { preloadSuggestions } from '../../features/search/LazySearchSuggestions';
import { searchToggled } from '../../features/ui/uiSlice';
import { useOverlay } from '../../features/ui/useOverlay';
import { useAppDispatch } from '../../lib/hooks';
import { CloseIcon, SearchIcon } from './icons';

// The box is here, in the first screen's JS, not in a chunk of its own: a chunk that arrived
// after the tap was revealed by React's Suspense no sooner than 300 ms after the empty strip
// (its throttle), so 'Cari' showed an empty strip for about 315 ms on any machine. Only its
// suggestions wait for a chunk, fetched as the shopper reaches for the button (pointer over
// it, or focus): the box works without them.

/** The 'Cari' toggle and, while open, the search box in a strip under the header. */
export function SearchPanel() {
  const dispatch = useAppDispatch();
  const { open, containerRef } = useOverlay('search');
  return (
    <Place ref={containerRef}>
      <IconButton
        type="button"
        aria-expanded={open}
        aria-controls="search-panel"
        onPointerEnter={preloadSuggestions}
        onFocus={preloadSuggestions}
        onClick={() => dispatch(searchToggled())}
      >
        {open ? <CloseIcon /> : <SearchIcon />}
        <VisuallyHidden>Cari</VisuallyHidden>
      </IconButton>
      <Strip id="search-panel" hidden={!open}>
        {open && <HeaderSearch />}
      </Strip>
    </Place>
  );
}

// A flex box, not a line of text: exactly the button's height even before the button's icon has
// been read, so a preview painted at that moment does not move the header's buttons.
const Place = styled.div`
  display: flex;
`;

const Strip = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.layout.headerHeight};
  left: 0;
  right: 0;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.raised};

  &[hidden] {
    display: none;
  }

  & > * {
    max-width: 720px;
    margin: 0 auto;
  }
`;
