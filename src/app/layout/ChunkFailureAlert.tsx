import styled from 'styled-components';
import { primaryAction } from '../../components/primaryAction';
import { usePageMeta } from '../../lib/usePageMeta';

/** The last word after retries and one automatic reload: the shopper decides when to try again. */
export function ChunkFailureAlert({ onReload = () => window.location.reload() }: { onReload?: () => void }) {
  usePageMeta('Halaman gagal dimuat');
  return (
    <Box role="alert">
      <h1>Halaman gagal dimuat</h1>
      <p>Koneksi internet mungkin sedang terputus, atau toko baru saja diperbarui. Periksa koneksi Anda, lalu muat ulang halaman.</p>
      <ReloadButton type="button" onClick={onReload}>
        Muat ulang
      </ReloadButton>
    </Box>
  );
}

export const Box = styled.section`
  max-width: 36rem;
  margin: 48px auto;
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  h1 {
    margin-top: 0;
    font-size: 1.5rem;
  }
`;

export const ReloadButton = styled.button`
  ${primaryAction}
`;
