import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { RequireAuth } from '../../src/app/RequireAuth';
import type { LoginRedirectState } from '../../src/features/auth/returnPath';
import { renderWithProviders } from '../test-utils';

function LoginStandIn() {
  const state = useLocation().state as LoginRedirectState | null;
  return <h1>Masuk (kembali ke {state?.from ?? '-'})</h1>;
}

const renderGuarded = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginStandIn />} />
      <Route path="/user" element={<RequireAuth><h1>Akun</h1></RequireAuth>} />
      <Route path="/admin" element={<RequireAuth><h1>Konsol dukungan</h1></RequireAuth>} />
    </Routes>,
    { route },
  );

it.each(['/user', '/admin', '/ADMIN/', '/user?tab=pesanan'])('sends a signed-out visitor of %s to /login, remembering the page', (route) => {
  renderGuarded(route);
  const from = route.startsWith('/user?') ? '/user?tab=pesanan' : route;
  expect(screen.getByRole('heading', { name: `Masuk (kembali ke ${from})` })).toBeInTheDocument();
});

it.each([
  ['/user', 'Akun'],
  ['/admin', 'Konsol dukungan'],
])('lets a signed-in staff member into %s', (route, heading) => {
  localStorage.setItem('isAuthenticated', 'true');
  renderGuarded(route);
  expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
});
