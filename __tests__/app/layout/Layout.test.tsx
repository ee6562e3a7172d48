import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from '../../../src/app/layout/Layout';
import { preloadableLazy } from '../../../src/lib/preloadableLazy';
import { findFooter, remote, renderFrame } from '../../fixtures/frame';
import { renderWithProviders } from '../../test-utils';

it('has banner, main and contentinfo landmarks and a skip link to the content', async () => {
  const { user } = renderFrame();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  const main = screen.getByRole('main');
  await user.tab();
  const skip = screen.getByRole('link', { name: 'Langsung ke konten utama' });
  expect(skip).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(main).toHaveFocus();
});

it('names every button of the frame', async () => {
  renderFrame();
  await findFooter();
  for (const button of screen.getAllByRole('button')) expect(button).toHaveAccessibleName();
});

it('scrolls to the top and moves focus to the content on every navigation', async () => {
  const { user } = renderFrame();
  jest.mocked(window.scrollTo).mockClear();
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  await user.click(screen.getByRole('link', { name: 'Gifting' }));
  expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  expect(screen.getByRole('main')).toHaveFocus();

  jest.mocked(window.scrollTo).mockClear();
  act(() => void remote.navigate?.('/cari?q=tas'));
  expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
});

it('returns to where the shopper left a page on Back and Forward; a new page starts at the top', async () => {
  // jsdom lays nothing out: the mocked scrollTo moves the window's position, as a browser's would.
  const scrollTo = jest.mocked(window.scrollTo);
  const scrollBy = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  };
  scrollTo.mockImplementation(((_x: number, y: number) => scrollBy(y)) as typeof window.scrollTo);
  try {
    renderFrame();
    scrollBy(900);
    // The first scroll loads the page-position memory, as its own chunk would in the browser.
    await act(async () => void (await import('../../../src/app/layout/scrollMemory')));
    act(() => void remote.navigate?.('/onsale'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollBy(300);
    act(() => void remote.navigate?.(-1));
    expect(screen.getByRole('heading', { name: 'Beranda' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
    act(() => void remote.navigate?.(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);

    // A new visit to a page, not a return to it, starts at the top.
    act(() => void remote.navigate?.('/'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  } finally {
    scrollTo.mockReset();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  }
});

function Broken(): never {
  throw new Error('data rusak');
}

it('keeps a page that throws inside the frame, with a friendly message and a retry', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let fail = true;
  function Flaky() {
    if (fail) return <Broken />;
    return <h1>Sudah pulih</h1>;
  }
  const { user } = renderWithProviders(
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Flaky />} />
      </Route>
    </Routes>,
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Maaf, halaman ini bermasalah');
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(document.title).toBe('Terjadi kesalahan · Langkah');

  fail = false;
  await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
  expect(screen.getByRole('heading', { name: 'Sudah pulih' })).toBeInTheDocument();
  consoleError.mockRestore();
});

it('loads a lazy part again on "Coba lagi" after its chunk failed (the checkout form)', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let fail = true;
  const form = { default: () => <h2>Alamat pengiriman</h2> };
  const Form = preloadableLazy(() => (fail ? Promise.reject<typeof form>(new Error('Loading chunk checkout-form failed')) : Promise.resolve(form)));
  const { user } = renderWithProviders(
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Form />} />
      </Route>
    </Routes>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Maaf, halaman ini bermasalah');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
  expect(await screen.findByRole('heading', { name: 'Alamat pengiriman' })).toBeInTheDocument();
  consoleError.mockRestore();
});
