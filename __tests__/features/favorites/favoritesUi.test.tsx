import { screen, within } from '@testing-library/react';
import { FavoritesLink } from '../../../src/features/favorites/FavoritesLink';
import { ProductGrid } from '../../../src/features/catalog/ProductGrid';
import { toCard } from '../../../src/features/catalog/toCard';
import { selectFavorites } from '../../../src/features/favorites/favoritesSlice';
import { favoriteHeart } from '../../../src/pages/cardSlots';
import ProductPage from '../../../src/pages/ProductPage';
import { renderWithProviders } from '../../test-utils';
import { products, readyCatalog, renderPage } from '../catalog/catalog-test-utils';

describe('the heart on product cards', () => {
  it('saves and unsaves a product, and the header link counts the favourites', async () => {
    const { user, store } = renderWithProviders(
      <>
        <FavoritesLink />
        <ProductGrid products={products.map(toCard)} label="Produk" cardCorner={favoriteHeart} />
      </>,
      { preloadedState: { catalog: readyCatalog() } },
    );
    const link = screen.getByRole('link', { name: /^Favorit/ });
    expect(link).toHaveAccessibleName('Favorit');
    expect(link).toHaveAttribute('href', '/favorit');

    const heart = screen.getByRole('button', { name: 'Simpan ke favorit: Loafer Kulit' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Simpan ke favorit: Boots Suede' }));
    expect(link).toHaveAccessibleName('Favorit, 2 produk');
    expect(selectFavorites(store.getState()).map((item) => item.slug)).toEqual(['boots-suede', 'loafer-kulit']);
    // Only the tapped cards changed.
    expect(screen.getByRole('button', { name: 'Simpan ke favorit: Sneakers Kanvas' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(link).toHaveAccessibleName('Favorit, 1 produk');
  });

  it('works from the keyboard', async () => {
    const { user } = renderWithProviders(<ProductGrid products={products.slice(0, 1).map(toCard)} label="Produk" cardCorner={favoriteHeart} />, {
      preloadedState: { catalog: readyCatalog() },
    });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Sneakers Kanvas' })).toHaveFocus();
    await user.tab();
    const heart = screen.getByRole('button', { name: 'Simpan ke favorit: Sneakers Kanvas' });
    expect(heart).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('the product page', () => {
  it("has the heart beside 'Tambah ke keranjang', showing a product saved elsewhere as pressed", async () => {
    const { user, store } = renderPage(<ProductPage />, '/produk/:slug', '/produk/loafer-kulit');
    const purchase = (await screen.findByRole('button', { name: 'Tambah ke keranjang' })).parentElement!;
    const heart = within(purchase).getByRole('button', { name: 'Simpan ke favorit' });
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(selectFavorites(store.getState())).toEqual([
      { id: 'loafer-kulit', slug: 'loafer-kulit', name: 'Loafer Kulit', savedAt: expect.any(String) },
    ]);
  });
});
