import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { forgetFailedLoads, preloadableLazy } from '../../src/lib/preloadableLazy';

const page = () => Promise.resolve({ default: ({ name }: { name: string }) => <h1>{name}</h1> });
const inSuspense = (node: ReactNode) => <Suspense fallback={<p>Memuat…</p>}>{node}</Suspense>;

it('renders at once, without the fallback, when preloaded before its first render', async () => {
  const Page = preloadableLazy(page);
  await Page.preload();
  render(inSuspense(<Page name="Gifting" />));
  expect(screen.getByRole('heading', { name: 'Gifting' })).toBeInTheDocument();
  expect(screen.queryByText('Memuat…')).not.toBeInTheDocument();
});

it('behaves like React.lazy otherwise, and loads only once however often it is asked', async () => {
  const load = jest.fn(page);
  const Page = preloadableLazy(load);
  render(inSuspense(<Page name="On Sale" />));
  expect(screen.getByText('Memuat…')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'On Sale' })).toBeInTheDocument();
  await act(() => Page.preload());
  expect(load).toHaveBeenCalledTimes(1);
});

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

it('hands a failed preload to the error boundary instead of loading again', async () => {
  const load = jest.fn(() => Promise.reject(new Error('chunk hilang')));
  const Page = preloadableLazy<{ name: string }>(load);
  await expect(Page.preload()).rejects.toThrow('chunk hilang');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<Boundary>{inSuspense(<Page name="x" />)}</Boundary>);
  expect(await screen.findByRole('alert')).toHaveTextContent('chunk hilang');
  errors.mockRestore();
  expect(load).toHaveBeenCalledTimes(1);
});

it('loads again at the next mount once the failure is forgotten (the boundary\'s "Coba lagi")', async () => {
  let fail = true;
  const load = jest.fn(() => (fail ? Promise.reject(new Error('chunk hilang')) : page()));
  const Page = preloadableLazy<{ name: string }>(load);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { unmount } = render(<Boundary>{inSuspense(<Page name="Keranjang" />)}</Boundary>);
  expect(await screen.findByRole('alert')).toHaveTextContent('chunk hilang');
  errors.mockRestore();
  unmount();
  fail = false;
  forgetFailedLoads();
  render(<Boundary>{inSuspense(<Page name="Keranjang" />)}</Boundary>);
  expect(await screen.findByRole('heading', { name: 'Keranjang' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
