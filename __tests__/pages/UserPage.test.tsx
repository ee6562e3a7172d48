import { screen } from '@testing-library/react';
import { AppRoutes } from '../../src/app/AppRoutes';
import { slow } from '../fixtures/frame';
import { renderWithProviders } from '../test-utils';

it("'Keluar' signs out, and /user is guarded again", async () => {
  localStorage.setItem('isAuthenticated', 'true');
  const { user } = renderWithProviders(<AppRoutes />, { route: '/user' });
  // The account page is lazily loaded: on a cold cache its first load compiles it here.
  expect(await screen.findByRole('heading', { name: 'Akun', level: 1 }, slow)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Buka konsol dukungan' })).toHaveAttribute('href', '/admin');

  await user.click(screen.getByRole('button', { name: 'Keluar' }));
  expect(localStorage.getItem('isAuthenticated')).toBeNull();
  expect(await screen.findByRole('heading', { level: 1, name: /^(?!Akun$)/ })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Akun' })).not.toBeInTheDocument();
});
