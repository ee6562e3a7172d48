import styled from 'styled-components';
import { primaryAction } from '../../components/primaryAction';

/** The catalogue could not be fetched or was unusable: say so plainly and offer a retry. */
export function CatalogError({ onRetry }: { onRetry: () => void }) {
  return (
    <Panel role="alert">
      <h2>Katalog belum bisa dimuat</h2>
      <p>Periksa koneksi internet Anda, lalu coba lagi. Isi keranjang Anda tetap aman.</p>
      <RetryButton type="button" onClick={onRetry}>
        Coba lagi
      </RetryButton>
    </Panel>
  );
}

const Panel = styled.div`
  max-width: 520px;
  margin: 32px auto;
  padding: 24px;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin-top: 0;
  }
`;

const RetryButton = styled.button`
  ${primaryAction}
`;
