import { screen, within } from '@testing-library/react';
import { renderFrame, slow } from '../../fixtures/frame';

async function openPromo() {
  const rendered = renderFrame({ route: '/gift' });
  await rendered.user.type(await screen.findByPlaceholderText('masukkan email', {}, slow), 'sari@contoh.id');
  await rendered.user.click(screen.getByRole('button', { name: 'Daftar' }));
  return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Promo' }) };
}

it('is a modal dialog with the sale image; focus moves into it', async () => {
  const { dialog } = await openPromo();
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(within(dialog).getByRole('img', { name: 'Lihat promo' })).toHaveAttribute('src', expect.stringMatching(/^\/catalog\/img\/promo-[0-9a-f]{10}\.800\.webp$/));
  expect(within(dialog).getByRole('button', { name: 'Tutup' })).toHaveFocus();
  expect(screen.queryByRole('link', { name: /^Chat/ })).not.toBeInTheDocument();
});

it('goes to /onsale from the image and closes', async () => {
  const { user, store } = await openPromo();
  await user.click(screen.getByRole('link', { name: 'Lihat promo' }));
  expect(await screen.findByRole('heading', { name: 'Halaman On Sale' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(store.getState().ui.overlay).toBe('none');
});

it('closes with Tutup and gives focus back to the sign-up button', async () => {
  const { user } = await openPromo();
  await user.click(screen.getByRole('button', { name: 'Tutup' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Daftar' })).toHaveFocus();
});

it('closes on Escape and traps Tab inside', async () => {
  const { user } = await openPromo();
  const close = screen.getByRole('button', { name: 'Tutup' });
  const image = screen.getByRole('link', { name: 'Lihat promo' });
  await user.tab();
  expect(image).toHaveFocus();
  await user.tab({ shift: true });
  expect(close).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Daftar' })).toHaveFocus();
});
