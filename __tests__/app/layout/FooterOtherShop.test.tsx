import { screen, waitFor, within } from '@testing-library/react';
import { findFooter, renderFrame } from '../../fixtures/frame';

// The footer of another shop than the demo: its contact facts are what catalog:build reads from
// __tests__/fixtures/toko-shoptruth/toko.csv (the facts file the footer's chunk imports).
jest.mock('../../../generated/toko-contoh/facts/contact.json', () => (jest.requireActual('../../fixtures/shoptruthShop') as typeof import('../../fixtures/shoptruthShop')).shoptruthFacts().contact);

const SIGNUP = 'http://127.0.0.1:4223/langganan';

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

it('lists every method she takes: BRI, DANA and QRIS drawn, COD as a badge, each for the current theme', async () => {
  const { user } = renderFrame({ preloadedState: { theme: { mode: 'light', systemPrefersDark: false } } });
  const list = within(await findFooter()).getByRole('list', { name: 'Metode pembayaran' });
  const shown = () => within(list).getAllByRole('img').filter((logo) => getComputedStyle(logo).display !== 'none');
  expect(shown().map((logo) => logo.getAttribute('aria-label'))).toEqual(['BRI', 'DANA', 'QRIS', 'COD']);
  // The drawings are a chunk of their own, fetched as the list comes into view: BRI, DANA and QRIS have one.
  await waitFor(() => expect(list.querySelectorAll('svg.light')).toHaveLength(3));
  expect(shown().map((logo) => [logo.tagName.toLowerCase(), logo.getAttribute('class')?.split(' ')[0]])).toEqual([
    ['svg', 'light'],
    ['svg', 'light'],
    ['svg', 'light'],
    ['span', expect.any(String)],
  ]);
  // A drawn logo has a path (its word outline), never an empty box.
  expect(within(list).getAllByRole('img', { name: 'QRIS' })[0]!.querySelectorAll('path').length).toBeGreaterThan(1);
  expect(within(list).getByRole('img', { name: 'COD' })).toHaveTextContent('COD');

  await user.click(screen.getByRole('button', { name: 'Ganti tema' }));
  expect(shown().slice(0, 3).map((logo) => logo.getAttribute('class'))).toEqual(['dark', 'dark', 'dark']);
});

it('links her WhatsApp channel in the footer, in a new tab', async () => {
  renderFrame();
  const channel = within(await findFooter()).getByRole('link', { name: /Saluran WhatsApp/ });
  expect(channel).toHaveAttribute('href', 'https://whatsapp.com/channel/0029VaLarasBusana12345678');
  expect(channel).toHaveAttribute('target', '_blank');
  expect(channel).toHaveAttribute('rel', 'noopener noreferrer');
});

it("sends the address to her mailing-list service as its form would, then opens the promo and clears the box", async () => {
  const sent: { url: string; init: RequestInit }[] = [];
  globalThis.fetch = jest.fn((url: string, init: RequestInit) => {
    sent.push({ url, init });
    return Promise.resolve({ ok: false, status: 0, type: "opaque" });
  }) as unknown as typeof fetch;
  const { user, store } = renderFrame();
  const footer = await findFooter();
  expect(footer).toHaveTextContent('Dapatkan kabar koleksi baru dan penawaran khusus lewat email.');
  const box = within(footer).getByPlaceholderText('masukkan email');
  await user.type(box, ' sari@contoh.id{Enter}');
  expect(await screen.findByRole('dialog', { name: 'Promo' })).toBeInTheDocument();
  expect(sent).toHaveLength(1);
  expect(sent[0]!.url).toBe(SIGNUP);
  expect(sent[0]!.init).toMatchObject({ method: 'POST', mode: 'no-cors', credentials: 'omit' });
  expect(String(sent[0]!.init.body)).toBe('email=sari%40contoh.id');
  expect(box).toHaveValue('');
  expect(await screen.findByText(/Email Anda terkirim ke daftar langganan toko/)).toBeInTheDocument();
  // The address itself is never in the action log staff may see.
  expect(JSON.stringify(store.getState())).not.toContain('sari@contoh.id');
});

it('keeps the address and says so when her service cannot be reached, without the promo', async () => {
  globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
  const { user, store } = renderFrame();
  const box = within(await findFooter()).getByPlaceholderText('masukkan email');
  await user.type(box, 'sari@contoh.id');
  await user.click(screen.getByRole('button', { name: 'Daftar' }));
  expect(await screen.findByText('Email belum terkirim. Periksa koneksi internet, lalu coba lagi.')).toBeInTheDocument();
  expect(box).toHaveValue('sari@contoh.id');
  expect(store.getState().ui.overlay).toBe('none');
});

it('does not send an address a mailing list would refuse, and warns as the seed does', async () => {
  const fetchSpy = jest.fn();
  globalThis.fetch = fetchSpy;
  const { user } = renderFrame();
  const box = within(await findFooter()).getByPlaceholderText('masukkan email');
  await user.type(box, 'sari@contoh{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Masukkan email yang valid.');
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(box).toHaveValue('sari@contoh');
});
