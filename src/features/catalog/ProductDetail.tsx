import type { ReactNode } from 'react';
import styled from 'styled-components';
import { paths } from '../../lib/paths';
import { useAppSelector } from '../../lib/hooks';
import { media } from '../../styles/breakpoints';
import { Breadcrumbs } from './Breadcrumbs';
import { selectCategoryBySlug } from './catalogSlice';
import type { Product } from './catalogTypes';
import { PriceTag } from './PriceTag';
import { pictureSizes, ProductImage } from './ProductImage';
import { ProductPurchase } from './ProductPurchase';
import { imageForSelection, photoForSelection } from './selection';
import { ShareProduct } from './ShareProduct';
import { useProductSelection } from './useProductSelection';
import { shop } from '../../config/shop';

/**
 * The product page body: the picture of the chosen color, the choices, and the description.
 * `besideAdd`: a button beside 'Tambah ke keranjang' (the page's favourites heart).
 */
export function ProductDetail({ product, besideAdd }: { product: Product; besideAdd?: ReactNode }) {
  const { selection, choose } = useProductSelection(product);
  const category = useAppSelector((state) => selectCategoryBySlug(state, product.category));
  return (
    <>
      <Breadcrumbs
        crumbs={[
          { label: shop.menu.home, to: paths.home },
          ...(category ? [{ label: category.name, to: paths.category(category.slug) }] : []),
          { label: product.name },
        ]}
      />
      <Layout>
        <Picture>
          <ProductImage
            key={selection.color}
            src={imageForSelection(product, selection.color)}
            photo={photoForSelection(product, selection.color)}
            sizes={pictureSizes.page}
            alt={`${product.name} warna ${selection.color}`}
            priority
          />
        </Picture>
        <Info>
          <Title>{product.name}</Title>
          <PriceTag product={product} $large />
          <ProductPurchase product={product} selection={selection} onChoose={choose} besideAdd={besideAdd} />
          <ShareProduct product={product} />
          <section aria-labelledby="deskripsi">
            <h2 id="deskripsi">Deskripsi</h2>
            <Description>{product.description}</Description>
          </section>
        </Info>
      </Layout>
    </>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 24px;

  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 48px;
    align-items: start;
  }
`;

const Picture = styled.div`
  ${media.desktop} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 16px);
  }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;

  h2 {
    font-size: 1.1rem;
    margin: 8px 0 4px;
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.5rem, 4vw, 2.2rem);
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-line;
  color: ${({ theme }) => theme.colors.textMuted};
`;
