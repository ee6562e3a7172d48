import { Suspense } from 'react';
import styled from 'styled-components';
import { IconButton } from '../../components/IconButton';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { searchToggled } from '../../features/ui/uiSlice';
import { useOverlay } from '../../features/ui/useOverlay';
import { useAppDispatch } from '../../lib/hooks';
import { loadWithRetries } from '../lazyPage';
import { preloadableLazy } from '../preloadableLazy';
import { FallbackOnError } from './FallbackOnError';
import { CloseIcon, SearchIcon } from './icons';

// The box and its suggestions are a chunk of their own: no page needs them before 'Cari' is
// pressed. It is fetched when the shopper reaches for the button (pointer over it, or focus),
// so on a phone's tap it has the moment between touch and click; until it is in, the strip
// stays empty.
const HeaderSearch = preloadableLazy(() => loadWithRetries(() => import(/* webpackChunkName: "search-box" */ '../../features/search/HeaderSearch')));
const preload = () => void HeaderSearch.preload().catch(() => undefined);

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
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => dispatch(searchToggled())}
      >
        {open ? <CloseIcon /> : <SearchIcon />}
        <VisuallyHidden>Cari</VisuallyHidden>
      </IconButton>
      <Strip id="search-panel" hidden={!open}>
        {open && (
          <FallbackOnError fallback={<p role="alert">Pencarian belum bisa dimuat. Periksa koneksi, lalu muat ulang halaman.</p>}>
            <Suspense fallback={null}>
              <HeaderSearch />
            </Suspense>
          </FallbackOnError>
        )}
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
