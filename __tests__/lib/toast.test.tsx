import { screen, waitFor } from '@testing-library/react';
import { closeToast, showToast } from '../../src/lib/toast';
import { renderWithProviders } from '../test-utils';

function ToastButtons() {
  return (
    <>
      <button onClick={() => showToast('Halo dari Langkah')}>Sapa</button>
      <button
        onClick={() =>
          showToast('Bisa ditutup', {
            persist: true,
            action: (key) => (
              <button type="button" onClick={() => closeToast(key)}>
                Tutup toast
              </button>
            ),
          })
        }
      >
        Tahan
      </button>
    </>
  );
}

it('shows a toast asked for before notistack has loaded, as soon as it has', async () => {
  const { user } = renderWithProviders(<ToastButtons />);
  // Clicked at once: notistack is still loading (it waits for idle time or the first toast).
  await user.click(screen.getByRole('button', { name: 'Sapa' }));
  expect(await screen.findByText('Halo dari Langkah')).toBeInTheDocument();
});

it('closes a toast by the key its action receives', async () => {
  const { user } = renderWithProviders(<ToastButtons />);
  await user.click(screen.getByRole('button', { name: 'Tahan' }));
  await user.click(await screen.findByRole('button', { name: 'Tutup toast' }));
  await waitFor(() => expect(screen.queryByText('Bisa ditutup')).not.toBeInTheDocument());
});

it('never throws when no toast host is mounted (a store in a script or a replay)', () => {
  expect(() => showToast('Tidak ada yang melihat')).not.toThrow();
  expect(() => closeToast()).not.toThrow();
});
