import styled from 'styled-components';
import { IconButton } from '../../components/IconButton';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { LazySearchSuggestions } from '../../features/search/LazySearchSuggestions';
import { SearchBox } from '../../features/search/SearchBox';
import { searchToggled } from '../../features/ui/uiSlice';
import { useOverlay } from '../../features/ui/useOverlay';
import { useAppDispatch } from '../hooks';
import { CloseIcon, SearchIcon } from './icons';

/** The 'Cari' toggle and, while open, the search box in a strip under the header. */
export function SearchPanel() {
  const dispatch = useAppDispatch();
  const { open, containerRef } = useOverlay('search');
  return (
    <div ref={containerRef}>
      <IconButton type="button" aria-expanded={open} aria-controls="search-panel" onClick={() => dispatch(searchToggled())}>
        {open ? <CloseIcon /> : <SearchIcon />}
        <VisuallyHidden>Cari</VisuallyHidden>
      </IconButton>
      <Strip id="search-panel" hidden={!open}>
        {open && <SearchBox renderSuggestions={(state) => <LazySearchSuggestions {...state} />} />}
      </Strip>
    </div>
  );
}

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
