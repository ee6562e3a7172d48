import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../lib/paths';
import { useAppSelector } from '../../lib/hooks';
import { selectCategories } from './catalogSlice';

interface NotFoundStateProps {
  title: string;
  message: string;
}

/** An unknown category or product: say so and offer every way onward. */
export function NotFoundState({ title, message }: NotFoundStateProps) {
  const categories = useAppSelector(selectCategories);
  return (
    <Panel>
      <h1>{title}</h1>
      <p>{message}</p>
      <nav aria-label="Jelajahi kategori">
        <Links>
          {categories.map((category) => (
            <li key={category.slug}>
              <Link to={paths.category(category.slug)}>{category.name}</Link>
            </li>
          ))}
          <li>
            <Link to={paths.onSale}>Sedang diskon</Link>
          </li>
          <li>
            <Link to={paths.home}>Kembali ke beranda</Link>
          </li>
        </Links>
      </nav>
    </Panel>
  );
}

const Panel = styled.section`
  max-width: 640px;
  margin: 24px auto;
  text-align: center;
`;

export const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: 10px 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.round};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;
