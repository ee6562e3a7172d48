import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePageMeta } from '../../lib/usePageMeta';
import { paths } from '../../lib/paths';
import { Box, ReloadButton } from './ChunkFailureAlert';

/** Shown when a page throws while rendering: say so plainly and offer a way on. */
export function PageErrorMessage({ onRetry }: { onRetry: () => void }) {
  usePageMeta('Terjadi kesalahan');
  return (
    <Box role="alert">
      <h1>Maaf, halaman ini bermasalah</h1>
      <p>Terjadi kesalahan saat menampilkan halaman. Keranjang Anda tetap aman. Coba lagi, atau kembali ke beranda.</p>
      <Actions>
        <ReloadButton type="button" onClick={onRetry}>
          Coba lagi
        </ReloadButton>
        <Link to={paths.home}>Kembali ke beranda</Link>
      </Actions>
    </Box>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 12px 20px;

  a {
    padding: 10px 4px;
    font-weight: 600;
  }
`;
