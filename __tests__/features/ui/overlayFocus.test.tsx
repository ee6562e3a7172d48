import { screen } from '@testing-library/react';
import { findFooter, renderFrame } from '../../fixtures/frame';

it('a click outside the search closes it without taking focus from what was clicked', async () => {
  const { user, store } = renderFrame();
  await findFooter();
  await user.click(screen.getByRole('button', { name: 'Cari' }));
  expect(screen.getByPlaceholderText('Cari produk...')).toHaveFocus();
  const email = screen.getByPlaceholderText('masukkan email');
  await user.click(email);
  expect(store.getState().ui.overlay).toBe('none');
  expect(email).toHaveFocus();
});

it('focus that wanders out of an open menu is brought back inside', async () => {
  const { user } = renderFrame();
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  screen.getByRole('button', { name: 'Ganti tema' }).focus();
  expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
});

it('locks page scrolling behind the open menu and frees it after', async () => {
  const { user } = renderFrame();
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  expect(document.documentElement.style.overflow).toBe('hidden');
  await user.keyboard('{Escape}');
  expect(document.documentElement.style.overflow).toBe('');
});
