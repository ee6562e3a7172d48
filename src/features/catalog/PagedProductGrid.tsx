import { useEffect, useRef, type ComponentProps } from 'react';
import styled from 'styled-components';
import { outlinedAction } from '../../components/outlinedAction';
import { ProductGrid } from './ProductGrid';
import { useShownCount } from './useShownCount';

/**
 * A page's long list of products, shown a step at a time: a category of hundreds would otherwise
 * build every card at once, on a phone that shows four. "Tampilkan lebih banyak" adds the next
 * step and moves keyboard focus to the first card it added, where the button was.
 */
export function PagedProductGrid({ products, ...grid }: ComponentProps<typeof ProductGrid>) {
  const { shown, showMore } = useShownCount(products.length);
  const container = useRef<HTMLDivElement>(null);
  const firstAdded = useRef<number | null>(null);

  useEffect(() => {
    if (firstAdded.current === null || firstAdded.current >= shown) return;
    container.current?.querySelectorAll<HTMLElement>(':scope > ul > li')[firstAdded.current]?.querySelector('a')?.focus();
    firstAdded.current = null;
  }, [shown]);

  return (
    <div ref={container}>
      <ProductGrid products={products.slice(0, shown)} {...grid} />
      {shown < products.length && (
        <More>
          <p>
            {shown} dari {products.length} produk ditampilkan
          </p>
          <MoreButton
            type="button"
            onClick={() => {
              firstAdded.current = shown;
              showMore();
            }}
          >
            Tampilkan lebih banyak
          </MoreButton>
        </More>
      )}
    </div>
  );
}

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  margin-top: 24px;

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const MoreButton = styled.button`
  ${outlinedAction}
  min-height: 48px;
  padding: 0 28px;
`;
