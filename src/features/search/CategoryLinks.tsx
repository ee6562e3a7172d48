import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../lib/hooks';
import { paths } from '../../lib/paths';
import { selectCategories } from '../catalog/catalogSlice';

/** Every category as a chip: a way onward when a search finds nothing. */
export function CategoryLinks() {
  const categories = useAppSelector(selectCategories);
  return (
    <nav aria-label="Kategori">
      <Chips>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link to={paths.category(category.slug)}>{category.name}</Link>
          </li>
        ))}
      </Chips>
    </nav>
  );
}

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: 10px 16px;
    text-decoration: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.round};
  }
`;
