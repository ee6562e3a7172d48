import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../lib/paths';
import { skippedOffScreen } from '../../styles/offScreen';
import { PriceTag } from './PriceTag';
import { ProductImage } from './ProductImage';
import type { ProductCardData } from './split/splitTypes';

interface ProductCardProps {
  product: ProductCardData;
  priority?: boolean;
  /** Whether the card may skip its rendering while off screen (not in a page's first screen). */
  skippable?: boolean;
  headingLevel?: 'h2' | 'h3';
  /**
   * A button over the picture's corner (the page puts the favourites' heart there: the catalogue
   * knows no other feature's components). It comes after the link, so Tab reaches the product first.
   */
  corner?: ReactNode;
  /** Buttons below the card's details (the favourites page's); they stay above the card's link. */
  actions?: ReactNode;
}

/**
 * The link is named by the product name alone; it stretches over the whole card so the
 * picture and price are clickable too without making the link's name long.
 */
export function ProductCard({ product, priority = false, skippable = true, headingLevel = 'h3', corner, actions }: ProductCardProps) {
  return (
    <Card $skippable={skippable}>
      <ProductImage src={product.image} photo={product.photo} alt="" priority={priority} />
      <Name as={headingLevel}>
        <StretchedLink to={paths.product(product.slug)}>{product.name}</StretchedLink>
      </Name>
      <PriceTag product={product} />
      <Meta>
        {product.soldOut ? 'Stok habis · ' : ''}
        {product.colorCount} warna
      </Meta>
      {corner && <Corner>{corner}</Corner>}
      {actions}
    </Card>
  );
}

/**
 * Skipped while off screen, like the bands: a band near the screen renders all of its cards,
 * and on a phone most of them are a screen or more further down. The stand-in heights are the
 * content box of the usual card: measured 273–317 px on a phone and 323–366 px on a desktop,
 * less 22 px of padding and border. Chromium paints a first frame with such a card skipped
 * even when it is on screen, and a card taller than the stand-in then pushes the next row down
 * (Lighthouse saw CLS 0.009–0.012): the cards of a page's first screen are never skipped.
 */
const Card = styled.article<{ $skippable: boolean }>`
  ${({ $skippable }) => $skippable && skippedOffScreen(275, 344)}
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 6px;
  height: 100%;
  padding: 8px 8px 12px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  transition: box-shadow 0.15s;

  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  /* The link is in the name, a child: a deeper search made every restyle of a card look through all of it. */
  &:has(> * > a:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Name = styled.h3`
  margin: 4px 0 0;
  font-size: 0.95rem;
  font-weight: 600;
  line-height: 1.3;
`;

const StretchedLink = styled(Link)`
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
`;

const Meta = styled.p`
  margin: 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Over the picture's corner, above the stretched link's cover.
const Corner = styled.div`
  display: flex;
  position: absolute;
  top: 14px;
  right: 14px;
`;
