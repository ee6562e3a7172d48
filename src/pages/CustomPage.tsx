import styled from 'styled-components';
import { CustomOrderForm } from '../features/custom/CustomOrderForm';
import { usePageMeta } from '../lib/usePageMeta';
import { shop } from '../config/shop';
import { shopPages } from '../config/shopPages';

export default function CustomPage() {
  usePageMeta('Pesanan Custom', `Pesanan custom di ${shop.name}: pilih model, ukuran, warna dan bahan, tambahkan nama atau teksmu.`);
  return (
    <>
      <h1>Pesanan Custom</h1>
      <Intro>{shopPages.customIntro}</Intro>
      <CustomOrderForm />
    </>
  );
}

const Intro = styled.p`
  max-width: 640px;
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
