import styled from 'styled-components';
import { media } from '../../styles/breakpoints';
import { Block } from './GridSkeleton';

/** The product page's shape while the catalogue loads. */
export function ProductSkeleton() {
  return (
    <Layout role="status" aria-label="Memuat produk">
      <Block $ratio="1" />
      <div>
        <Block $height="2.4rem" />
        <Gap />
        <Block $height="1.6rem" style={{ width: '40%' }} />
        <Gap />
        <Block $height="10rem" />
      </div>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 24px;
  margin-top: 36px;

  ${media.desktop} {
    grid-template-columns: 1fr 1fr;
    gap: 48px;
  }
`;

const Gap = styled.div`
  height: 16px;
`;
