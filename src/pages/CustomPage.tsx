import styled from 'styled-components';
import { CustomOrderForm } from '../features/custom/CustomOrderForm';
import { usePageMeta } from '../lib/usePageMeta';

export default function CustomPage() {
  usePageMeta('Pesanan Custom', 'Pesan sepatu, tas atau pakaian custom di Langkah: pilih model, ukuran, warna dan bahan, tambahkan nama atau teksmu.');
  return (
    <>
      <h1>Pesanan Custom</h1>
      <Intro>
        Mau sepatu, tas atau pakaian yang benar-benar milikmu? Ceritakan keinginanmu di sini. Pesanan masuk ke keranjang,
        lalu kami konfirmasi harga dan waktu pengerjaannya lewat WhatsApp.
      </Intro>
      <CustomOrderForm />
    </>
  );
}

const Intro = styled.p`
  max-width: 640px;
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
