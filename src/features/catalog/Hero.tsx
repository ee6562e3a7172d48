import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { paths } from '../../lib/paths';
import { shop } from '../../config/shop';
import { media } from '../../styles/breakpoints';
import { SalePicture } from './SalePicture';

/**
 * The home page's first screen: the tagline and the sale picture (the page's largest image), with
 * the largest discount the catalogue gives once home.json is in (SalePicture).
 */
export function Hero({ saleUpTo }: { saleUpTo?: number }) {
  return (
    <Banner>
      <Copy>
        <h1>{shop.tagline}</h1>
        <p>{shop.homeText} Pesan mudah lewat WhatsApp.</p>
        <Actions>
          <Primary href="#produk-terbaru">Lihat produk terbaru</Primary>
          <Secondary to={paths.onSale}>Sedang diskon</Secondary>
        </Actions>
      </Copy>
      <SaleLink to={paths.onSale}>
        <SalePicture saleUpTo={saleUpTo} />
      </SaleLink>
    </Banner>
  );
}

const Banner = styled.section`
  display: grid;
  gap: 20px;
  align-items: center;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};

  ${media.desktop} {
    grid-template-columns: 1.1fr 1fr;
    gap: 40px;
    padding: 40px;
  }
`;

const Copy = styled.div`
  h1 {
    margin: 0 0 12px;
    font-size: clamp(1.9rem, 6vw, 3.2rem);
    letter-spacing: -0.02em;
  }
  p {
    margin: 0 0 20px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 1.05rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const button = css`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0 22px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  text-decoration: none;
`;

const Primary = styled.a`
  ${button}
`;

const Secondary = styled(Link)`
  ${button}
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.text};
`;

const SaleLink = styled(Link)`
  display: block;
  border-radius: ${({ theme }) => theme.radius.large};
  overflow: hidden;
`;
