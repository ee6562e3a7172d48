import { act, screen, waitFor } from '@testing-library/react';
import { AppRoutes } from '../../src/app/AppRoutes';
import { slow } from '../fixtures/frame';
import { renderWithProviders } from '../test-utils';

describe('the staff sign-in', () => {
  it('guards /admin, says clearly when the passcode is wrong, and returns to /admin once it is right', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { route: '/admin' });
    // The sign-in page is lazily loaded: on a cold cache its first load compiles it here.
    expect(await screen.findByRole('heading', { name: 'Masuk', level: 1 }, slow)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Kode akses'), 'tebakan');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    // The alert region is always there (so screen readers hear it fill); wait for its text.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Kode akses salah.'));
    expect(localStorage.getItem('isAuthenticated')).toBeNull();
    expect(screen.getByLabelText('Kode akses')).toHaveValue('');

    await user.type(screen.getByLabelText('Kode akses'), 'langkah-staf');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    // The console is a lazily loaded page: the first load compiles it here.
    expect(await screen.findByRole('heading', { name: 'Konsol dukungan', level: 1 }, slow)).toBeInTheDocument();
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
  });

  it('after a second wrong passcode makes the next try wait, with a countdown', async () => {
    // The clock stands still unless the test moves it: under a loaded machine the one-second
    // wait could otherwise be over before the countdown is read.
    jest.useFakeTimers({ now: Date.parse('2026-11-26T10:00:00.000Z') });
    try {
      const { user: realTimeUser } = renderWithProviders(<AppRoutes />, { route: '/user' });
      const user = realTimeUser.setup({ advanceTimers: jest.advanceTimersByTime });
      const field = await screen.findByLabelText('Kode akses', {}, slow);
      for (const guess of ['satu', 'dua']) {
        await user.type(field, guess);
        await user.click(screen.getByRole('button', { name: 'Masuk' }));
        await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Kode akses salah.'));
      }
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/Coba lagi dalam 1 detik/));
      expect(screen.getByRole('button', { name: 'Masuk' })).toBeDisabled();
      // Once the wait is over the form is usable again and the right passcode leads to /user.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
      expect(screen.getByRole('button', { name: 'Masuk' })).toBeEnabled();
      expect(screen.getByRole('alert')).not.toHaveTextContent('Coba lagi dalam');
      await user.type(field, 'langkah-staf');
      await user.click(screen.getByRole('button', { name: 'Masuk' }));
      expect(await screen.findByRole('heading', { name: 'Akun', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('tells a signed-in visitor of /login where to go on', async () => {
    localStorage.setItem('isAuthenticated', 'true');
    renderWithProviders(<AppRoutes />, { route: '/login' });
    expect(await screen.findByText(/Anda sudah masuk/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lanjutkan' })).toHaveAttribute('href', '/admin');
  });
});
