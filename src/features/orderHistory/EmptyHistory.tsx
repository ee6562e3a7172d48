import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { primaryAction } from '../../components/primaryAction';

/** No order sent from this browser yet: a way to start. */
export function EmptyHistory() {
  return (
    <Panel>
      <Title>Belum ada pesanan</Title>
      <p>Pesanan yang kamu kirim lewat WhatsApp dari browser ini akan muncul di sini, siap dipesan lagi.</p>
      <ShopLink to={paths.home}>Mulai belanja</ShopLink>
    </Panel>
  );
}

const Panel = styled.div`
  max-width: 560px;
  margin: 24px auto;
  padding: 32px 20px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const Title = styled.h2`
  margin: 0 0 4px;
  font-size: 22px;
`;

const ShopLink = styled(Link)`
  ${primaryAction}
`;
