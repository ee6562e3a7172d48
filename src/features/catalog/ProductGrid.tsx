import type { ReactNode } from 'react';
import { CardGrid } from '../../components/CardGrid';
import { ProductCard } from './ProductCard';
import type { ProductCardData } from './split/splitTypes';

interface ProductGridProps {
  products: readonly ProductCardData[];
  /** Name the list for screen readers, e.g. the section's heading. */
  label?: string;
  /**
   * The grid opens the page: its first cards (two rows on a phone, one on a desktop) are above
   * the fold, and any of them can be the largest paint, so they load at once, with high priority.
   */
  priorityFirst?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** What each card shows over its picture's corner (a page puts the favourites' heart there). */
  cardCorner?: (product: ProductCardData) => ReactNode;
}

/** Cards a phone (2 × 2) or a desktop (4 × 1) shows without scrolling. */
const CARDS_ABOVE_THE_FOLD = 4;
/** Cards that can show in a page's first screen on any width: 4 rows on a phone, 2 on a desktop. */
const CARDS_IN_FIRST_SCREEN = 8;

export function ProductGrid({ products, label, priorityFirst = false, headingLevel, cardCorner }: ProductGridProps) {
  return (
    <CardGrid aria-label={label}>
      {products.map((product, index) => (
        <li key={product.slug}>
          <ProductCard
            product={product}
            priority={priorityFirst && index < CARDS_ABOVE_THE_FOLD}
            skippable={!(priorityFirst && index < CARDS_IN_FIRST_SCREEN)}
            headingLevel={headingLevel}
            corner={cardCorner?.(product)}
          />
        </li>
      ))}
    </CardGrid>
  );
}
