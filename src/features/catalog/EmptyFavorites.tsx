import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { HeartIcon } from '../../components/HeartIcon';
import { primaryAction } from '../../components/primaryAction';

/** No favourites yet: how to save one, and where to start looking. */
export function EmptyFavorites() {
  return (
    // Marked for the page's build-time preview: index.html drops it for a shopper with favourites.
    <Panel data-only-if-empty="">
      <Icon>
        <HeartIcon size={56} />
      </Icon>
      <h2>Belum ada favorit</h2>
      <p>Ketuk ikon hati pada produk untuk menyimpannya di sini, lalu kembali kapan saja.</p>
      <Browse to={paths.home}>Mulai belanja</Browse>
      <p>
        Atau lihat yang <Link to={paths.onSale}>sedang diskon</Link>.
      </p>
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

  h2 {
    margin: 12px 0 4px;
    font-size: 22px;
  }
`;

const Icon = styled.div`
  display: flex;
  justify-content: center;
  color: ${({ theme }) => theme.colors.primary};
`;

const Browse = styled(Link)`
  ${primaryAction}
`;
