import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { productRemoved, type Favorite } from '../favorites/favoritesSlice';
import { Actions, Remove } from './SavedProductActions';

/** A favourite whose product left the catalogue: it says so, by the name it was saved with, rather than vanish. */
export function GoneFavoriteCard({ favorite, onRemove }: { favorite: Favorite; onRemove: () => void }) {
  const dispatch = useAppDispatch();
  return (
    <Card>
      <h2>{favorite.name || favorite.slug || 'Produk tanpa nama'}</h2>
      <p>Produk ini sudah tidak ada di katalog.</p>
      <Actions>
        <Remove
          type="button"
          onClick={() => {
            dispatch(productRemoved({ id: favorite.id }));
            onRemove();
          }}
        >
          Hapus dari favorit
        </Remove>
      </Actions>
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 6px;
  height: 100%;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: 0.95rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
