import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../lib/paths';
import { useAppSelector } from '../../lib/hooks';
import { media } from '../../styles/breakpoints';
import { selectCategories } from './catalogSlice';
import { ProductImage } from './ProductImage';
import type { HomeFile } from './split/splitTypes';

/** A tile per category, pictured by its first product (home.json's covers). */
export function CategoryTiles({ covers }: Pick<HomeFile, 'covers'>) {
  const categories = useAppSelector(selectCategories);
  return (
    <Tiles>
      {categories.map((category) => {
        const cover = covers.find(([slug]) => slug === category.slug)?.[1];
        return (
          <li key={category.slug}>
            <Tile to={paths.category(category.slug)}>
              {cover ? <ProductImage src={cover.image} photo={cover.photo} alt="" /> : <Blank />}
              <span>{category.name}</span>
            </Tile>
          </li>
        );
      })}
    </Tiles>
  );
}

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.desktop} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    gap: 16px;
  }
`;

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 6px;
  text-align: center;
  text-decoration: none;
  font-weight: 700;

  &:hover span {
    text-decoration: underline;
  }
`;

const Blank = styled.div`
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
`;
