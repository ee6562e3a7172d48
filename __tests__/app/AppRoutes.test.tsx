import { screen, within } from '@testing-library/react';
import { AppRoutes } from '../../src/app/AppRoutes';
import { slow } from '../fixtures/frame';
import { renderWithProviders } from '../test-utils';

it.each([
  ['/ONSALE', 'On Sale'],
  ['/onsale/', 'On Sale'],
  ['/Gift', 'Gifting'],
])('matches %s case-insensitively and with a trailing slash', async (route, heading) => {
  renderWithProviders(<AppRoutes />, { route });
  expect(await screen.findByRole('heading', { level: 1, name: heading }, slow)).toBeInTheDocument();
});

it('shows a 404 page with links home and to the categories for an unknown path', async () => {
  renderWithProviders(<AppRoutes />, { route: '/tidak-ada' });
  const heading = await screen.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }, slow);
  const main = screen.getByRole('main');
  expect(heading).toBeInTheDocument();
  expect(document.title).toBe('Halaman tidak ditemukan · Langkah');
  expect(within(main).getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
  const categories = ['sepatu', 'sandal', 'tas', 'atasan', 'bawahan', 'aksesoris'];
  for (const slug of categories) {
    const label = slug[0]!.toUpperCase() + slug.slice(1);
    expect(within(main).getByRole('link', { name: label })).toHaveAttribute('href', `/kategori/${slug}`);
  }
});

it('sends /admin to the sign-in page while signed out', async () => {
  renderWithProviders(<AppRoutes />, { route: '/admin' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Masuk' }, slow)).toBeInTheDocument();
});

it('drops a trailing slash from the address, so the header knows the page', async () => {
  const { user } = renderWithProviders(<AppRoutes />, { route: '/onsale/' });
  await screen.findByRole('heading', { level: 1, name: 'On Sale' }, slow);
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  expect(screen.getByRole('link', { name: 'On Sale' })).toHaveAttribute('aria-current', 'page');
});
