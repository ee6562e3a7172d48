import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../lib/hooks';
import { paths } from '../lib/paths';
import { CartContents } from '../features/cart/CartContents';
import { CartSummary } from '../features/cart/CartSummary';
import { EmptyCart } from '../features/cart/EmptyCart';
import { selectTotalItems } from '../features/cart/cartSlice';
import { useCartCatalogProducts } from '../features/cart/useCatalogProducts';
import { LazyCheckoutForm } from '../features/checkout/LazyCheckoutForm';
import { SharedCartPrompt } from '../features/sharedCart/SharedCartPrompt';
import { ShareCartButton } from '../features/sharedCart/ShareCartButton';
import { usePageMeta } from '../lib/usePageMeta';
import { media } from '../styles/breakpoints';
import { shop } from '../config/shop';
import { touchTarget } from '../styles/touchTarget';

export default function CartPage() {
  usePageMeta('Keranjang', `Keranjang belanja ${shop.name}: atur pesananmu lalu pesan lewat WhatsApp.`);
  // Whether the cart is empty, not how full: a quantity change then re-renders the rows and
  // totals that show it, not the whole page with its checkout form.
  const empty = useAppSelector((state) => selectTotalItems(state) === 0);
  const products = useCartCatalogProducts();
  return (
    <>
      <h1>Keranjang</h1>
      {/* Under the heading, not below the lines: a saved cart's lines wait for the catalogue, and
          a link below them would be pushed down when they come (a layout shift). */}
      <HistoryLink>
        <Link to={paths.orders}>Riwayat pesanan</Link>
      </HistoryLink>
      <SharedCartPrompt />
      {empty ? (
        <EmptyCart />
      ) : (
        <Columns>
          <CartContents products={products} />
          <Aside>
            <Card>
              <CartSummary />
            </Card>
            <ShareCartButton />
            <Card>
              {/* Its own boundary: the lines and summary never wait for the form's chunk. */}
              <Suspense fallback={null}>
                <LazyCheckoutForm products={products} />
              </Suspense>
            </Card>
          </Aside>
        </Columns>
      )}
    </>
  );
}

const HistoryLink = styled.p`
  margin: 0 0 16px;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${touchTarget};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 24px;

  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) 380px;
    align-items: start;
  }
`;

const Aside = styled.div`
  display: grid;
  gap: 16px;
`;

const Card = styled.div`
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
`;
