import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { primaryAction } from '../components/primaryAction';
import { paths } from '../app/paths';
import { usePageMeta } from '../lib/usePageMeta';

const categories = [
  { slug: 'sepatu', label: 'Sepatu' },
  { slug: 'sandal', label: 'Sandal' },
  { slug: 'tas', label: 'Tas' },
  { slug: 'atasan', label: 'Atasan' },
  { slug: 'bawahan', label: 'Bawahan' },
  { slug: 'aksesoris', label: 'Aksesoris' },
];

export default function NotFoundPage() {
  usePageMeta('Halaman tidak ditemukan', 'Halaman yang Anda cari tidak ada di Langkah. Kembali ke beranda atau jelajahi kategori kami.');
  return (
    <Wrapper>
      <Code aria-hidden="true">404</Code>
      <h1>Halaman tidak ditemukan</h1>
      <p>Maaf, halaman yang Anda cari tidak ada atau sudah dipindahkan.</p>
      <HomeLink to={paths.home}>Kembali ke beranda</HomeLink>
      <h2>Atau jelajahi kategori</h2>
      <Categories>
        {categories.map(({ slug, label }) => (
          <li key={slug}>
            <Link to={paths.category(slug)}>{label}</Link>
          </li>
        ))}
      </Categories>
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

const Categories = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.round};
    text-decoration: none;
  }
`;
