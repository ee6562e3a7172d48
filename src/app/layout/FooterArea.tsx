import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { shop } from '../../config/shop';
import { shopContact } from '../../config/shopContact';
import { NewsletterForm } from '../../features/newsletter/NewsletterForm';
import ReportProblemButton from '../../features/support/report/ReportProblemButton';
import { media } from '../../styles/breakpoints';
import { paths } from '../../lib/paths';
import { ChatButton } from './ChatButton';
import { Bar, Bottom, footerContentWidth } from './footerFrame';
import { LazyPromoOverlay, preloadPromo } from './LazyPromoOverlay';
import { PaymentLogos } from './PaymentLogos';
import { ShopLocation } from './ShopLocation';
import { SocialLinks } from './SocialLinks';

/**
 * The full footer, the promo overlay its sign-up opens, and the floating chat button. Below the
 * fold or floating, so they arrive in their own chunk instead of weighing on the first paint (see
 * Footer.tsx). 'Laporkan masalah' is in the footer only: floating, it covered names, sizes and
 * totals on a phone, for something a shopper rarely needs.
 */
export default function FooterArea() {
  return (
    <>
      <Footer />
      <LazyPromoOverlay />
      <ChatButton />
    </>
  );
}

function Footer() {
  return (
    <Bar>
      <Grid>
        <Block>
          <Brand>{shop.name}</Brand>
          <Tagline>{shop.tagline}</Tagline>
          <SocialLinks heading={<Heading>Ikuti kami</Heading>} />
        </Block>
        {/* Reaching for the sign-up fetches the promo it opens. */}
        <Block onPointerEnter={preloadPromo} onFocus={preloadPromo}>
          <Heading>Kabar & promo</Heading>
          <NewsletterForm signupUrl={shopContact.signupUrl} />
          <Heading id="payment-methods">Metode pembayaran</Heading>
          <PaymentLogos labelledBy="payment-methods" />
        </Block>
        <Block>
          <Heading>Kunjungi toko</Heading>
          <ShopLocation />
          <Heading>Ada masalah?</Heading>
          <Muted>Kirimkan catatan dari browser ini (tanpa data pribadi) agar tim kami bisa melihat yang Anda lihat.</Muted>
          <ReportProblemButton />
        </Block>
      </Grid>
      <Bottom>
        <span>{shop.copyright}</span>
        {/* Orders this browser sent, to order again (src/pages/OrderHistoryPage.tsx). */}
        <Link to={paths.orders}>Riwayat pesanan</Link>
        <span>Belanja mudah, pesan lewat WhatsApp.</span>
      </Bottom>
    </Bar>
  );
}

const Grid = styled.div`
  display: grid;
  gap: 32px;
  max-width: ${footerContentWidth};
  margin: 0 auto;

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: 1fr 1.2fr 1.2fr;
  }
`;

const Block = styled.section`
  min-width: 0;
`;

const Brand = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 1.5rem;
  font-weight: 800;
`;

const Tagline = styled.p`
  margin: 4px 0 20px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Heading = styled.h2`
  margin: 20px 0 10px;
  font-size: 1rem;
  letter-spacing: 0.02em;

  &:first-child {
    margin-top: 0;
  }
`;

const Muted = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
