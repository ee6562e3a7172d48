import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PillLinks } from '../components/PillLinks';
import { primaryAction } from '../components/primaryAction';
import { shopCategories } from '../config/categories';
import { paths } from '../lib/paths';
import { usePageMeta } from '../lib/usePageMeta';
import { shop } from '../config/shop';

export default function NotFoundPage() {
  usePageMeta('Halaman tidak ditemukan', `Halaman yang Anda cari tidak ada di ${shop.name}. Kembali ke beranda atau jelajahi kategori kami.`);
  return (
    <Wrapper>
      <Code aria-hidden="true">404</Code>
      <h1>Halaman tidak ditemukan</h1>
      <p>Maaf, halaman yang Anda cari tidak ada atau sudah dipindahkan.</p>
      <HomeLink to={paths.home}>Kembali ke beranda</HomeLink>
      <h2>Atau jelajahi kategori</h2>
      <PillLinks links={shopCategories.map(({ slug, label }) => ({ to: paths.category(slug), label }))} />
    </Wrapper>
  );
}

const Wrapper = styled.section`
  max-width: 40rem;
  margin: 24px auto;
  text-align: center;

  h2 {
    margin-top: 40px;
    font-size: 1.1rem;
  }
`;

const Code = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 4rem;
  font-weight: 900;
  line-height: 1;
`;

const HomeLink = styled(Link)`
  ${primaryAction}
`;
