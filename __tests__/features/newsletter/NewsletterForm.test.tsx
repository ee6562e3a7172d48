import { screen } from '@testing-library/react';
import { renderFrame, slow } from '../../fixtures/frame';

const emailBox = () => screen.findByPlaceholderText('masukkan email', {}, slow);

it.each([
  ['an empty address', ''],
  ['a blank address', '   '],
  ['an address without an @', 'budi.example.com'],
])('warns about %s and shows no promo', async (_label, typed) => {
  const { user, store } = renderFrame();
  const box = await emailBox();
  if (typed) await user.type(box, typed);
  await user.click(screen.getByRole('button', { name: 'Daftar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Masukkan email yang valid.');
  expect(screen.queryByRole('dialog', { name: 'Promo' })).not.toBeInTheDocument();
  expect(store.getState().ui.overlay).toBe('none');
  // What was typed stays, so it can be corrected (an e-mail field drops surrounding spaces).
  expect(box).toHaveValue(typed.trim());
});

it('opens the promo for a valid address, clears the box, sends nothing, and claims no sign-up', async () => {
  const fetchSpy = jest.fn();
  globalThis.fetch = fetchSpy;
  const { user, store } = renderFrame();
  const box = await emailBox();
  // The demo's toko.csv has no daftar_email: the words say the address goes nowhere.
  expect(box.closest('section')).toHaveTextContent('Toko ini belum mengirim kabar lewat email: alamat Anda tidak dikirim atau disimpan.');
  await user.type(box, 'sari@contoh.id{Enter}');
  const promo = screen.getByRole('dialog', { name: 'Promo' });
  expect(promo).toHaveTextContent('Ini promo spesial untuk Anda.');
  expect(promo).not.toHaveTextContent(/mendaftar|terdaftar|terima kasih/i);
  expect(store.getState().ui.overlay).toBe('promo');
  expect(box).toHaveValue('');
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(localStorage.length).toBe(0);
});
