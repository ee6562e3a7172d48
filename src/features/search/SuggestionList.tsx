import { memo, useEffect, useState, type MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import { formatPrice } from '../../lib/formatPrice';
import { effectivePrice } from '../catalog/pricing';
import type { SearchEntry } from '../catalog/split/splitTypes';

export const suggestionId = (listId: string, index: number) => `${listId}-${index}`;

interface SuggestionListProps {
  listId: string;
  products: readonly SearchEntry[];
  /** The highlighted option; the last one (index products.length) is 'Lihat semua hasil'. */
  active: number;
  query: string;
  /** Kept the same function across renders by the caller: the list then skips a keystroke's render. */
  onChoose: (index: number) => void;
}

const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * How long a list must stay unchanged before its new rows get their pictures: longer than the
 * gap between two keys of a word typed on a phone (~200-400 ms), so they wait for the shopper to
 * pause. Otherwise every list a word passes through would fetch its six pictures (photos, on a
 * slow network) and, for the demo's drawings, read each as a document of its own on the page's
 * thread (~20-30 ms at 4× CPU slowdown), delaying the next key's suggestions. Names and prices
 * show at once; a picture once shown stays for the rest of the search.
 */
export const PICTURES_AFTER_MS = 600;

/** The pictures the list may show: each list's, once it has stayed PICTURES_AFTER_MS. */
function usePicturesShown(products: readonly SearchEntry[]): ReadonlySet<string> {
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  // The list's content, not its array: text that finds the same products ('tas ' after 'tas')
  // leaves the wait running.
  const images = products.map(({ image }) => image).join('\n');
  useEffect(() => {
    const timer = setTimeout(() => setShown((before) => new Set([...before, ...images.split('\n')])), PICTURES_AFTER_MS);
    return () => clearTimeout(timer);
  }, [images]);
  return shown;
}

/**
 * The listbox under the search box. Mouse-down is swallowed so the input keeps focus.
 * Memoised: a keystroke renders the box, not this list, which only changes with an answer. Rows
 * are keyed by position (their ids are positional too), so a new answer updates the rows in place
 * rather than removing and re-creating them; one styled class for the whole list, not one per row
 * piece, since styled-components works out each styled element's class on every render.
 */
export const SuggestionList = memo(function SuggestionList({ listId, products, active, query, onChoose }: SuggestionListProps) {
  const shown = usePicturesShown(products);
  return (
    <List id={listId} role="listbox" aria-label="Saran produk">
      {products.map((product, index) => (
        // Keys reach the options through the combobox input (aria-activedescendant), as the pattern asks.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li key={index} id={suggestionId(listId, index)} role="option" aria-selected={index === active} onMouseDown={keepFocus} onClick={() => onChoose(index)}>
          {/*
            Keyed by its picture: a row updated in place gets a new img, blank until its picture
            loads, rather than keeping the last product's beside the new name. Lazy, though on
            screen: the list's frame is drawn without waiting to paint six pictures.
          */}
          <span className="picture">
            {shown.has(product.image) && <img key={product.image} src={product.image} alt="" width={40} height={40} loading="lazy" />}
          </span>
          <span className="name">{product.name}</span>
          <span className="price">{formatPrice(effectivePrice(product))}</span>
        </li>
      ))}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys: as above */}
      <li id={suggestionId(listId, products.length)} role="option" aria-selected={active === products.length} onMouseDown={keepFocus} onClick={() => onChoose(products.length)}>
        <span className="all">Lihat semua hasil untuk “{query.trim().slice(0, 60)}”</span>
      </li>
    </List>
  );
});

/** Where the list (or its loading and error message) sits: right under the box, over the page. */
export const suggestionPanel = css`
  position: absolute;
  z-index: 5;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  margin: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const List = styled.ul`
  ${suggestionPanel}
  padding: 6px;
  list-style: none;
  max-height: min(70vh, 440px);
  overflow-y: auto;

  & > li {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 48px;
    padding: 4px 8px;
    border-radius: ${({ theme }) => theme.radius.small};
    cursor: pointer;
  }
  & > li:hover,
  & > li[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
  /* The picture's place, tinted while it waits (PICTURES_AFTER_MS) or loads. */
  .picture {
    flex: none;
    width: 40px;
    height: 40px;
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
    overflow: hidden;
  }
  img {
    display: block;
    width: 40px;
    height: 40px;
  }
  .name {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .price {
    font-weight: 700;
    white-space: nowrap;
  }
  .all {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
    overflow-wrap: anywhere;
  }
`;
