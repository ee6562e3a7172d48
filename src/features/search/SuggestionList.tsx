import type { MouseEvent } from 'react';
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
  onChoose: (index: number) => void;
}

/** The listbox under the search box. Mouse-down is swallowed so the input keeps focus. */
export function SuggestionList({ listId, products, active, query, onChoose }: SuggestionListProps) {
  const keepFocus = (event: MouseEvent) => event.preventDefault();
  return (
    <List id={listId} role="listbox" aria-label="Saran produk">
      {products.map((product, index) => (
        <Option key={product.slug} id={suggestionId(listId, index)} role="option" aria-selected={index === active} onMouseDown={keepFocus} onClick={() => onChoose(index)}>
          <img src={product.image} alt="" width={40} height={40} loading="lazy" />
          <Name>{product.name}</Name>
          <Price>{formatPrice(effectivePrice(product))}</Price>
        </Option>
      ))}
      <Option id={suggestionId(listId, products.length)} role="option" aria-selected={active === products.length} onMouseDown={keepFocus} onClick={() => onChoose(products.length)}>
        <All>Lihat semua hasil untuk “{query.trim().slice(0, 60)}”</All>
      </Option>
    </List>
  );
}

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
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 48px;
  padding: 4px 8px;
  border-radius: ${({ theme }) => theme.radius.small};
  cursor: pointer;

  img {
    width: 40px;
    height: 40px;
    border-radius: ${({ theme }) => theme.radius.small};
  }
  &:hover,
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Price = styled.span`
  font-weight: 700;
  white-space: nowrap;
`;

const All = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  overflow-wrap: anywhere;
`;
