import styled from 'styled-components';
import { CartBuilderSection } from '../features/support/console/CartBuilderSection';
import { ActionLogSection } from '../features/support/console/ActionLogSection';
import { CatalogHealthSection } from '../features/support/console/CatalogHealthSection';
import { CurrentStateSection } from '../features/support/console/CurrentStateSection';
import { ImportLogSection } from '../features/support/console/ImportLogSection';
import { NotaLinkSection } from '../features/support/console/NotaLinkSection';
import { ResetLocalDataSection } from '../features/support/console/ResetLocalDataSection';
import { usePageMeta } from '../lib/usePageMeta';
import { shop } from '../config/shop';

export default function AdminPage() {
  usePageMeta('Konsol dukungan', `Konsol dukungan ${shop.name} untuk staf.`);
  return (
    <Page>
      <h1>Konsol dukungan</h1>
      <Intro>
        Semua yang tampil di sini berasal dari browser ini saja. Untuk memeriksa lebih dalam, buka Redux DevTools (toko bernama
        &lsquo;Langkah&rsquo;).
      </Intro>
      <CurrentStateSection />
      <ActionLogSection />
      <ImportLogSection />
      <CartBuilderSection />
      <NotaLinkSection />
      <CatalogHealthSection />
      <ResetLocalDataSection />
    </Page>
  );
}

const Page = styled.div`
  max-width: 960px;
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
