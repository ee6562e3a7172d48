import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { remote, renderFrame, slow } from '../../fixtures/frame';

const location = () => screen.getByRole('status', { name: 'Lokasi' }).textContent;

// jsdom applies no media queries, so the header is in its phone form: links behind 'Menu'.
describe('header links', () => {
  it('has the logo and the four main links, the active one only on an exact match', async () => {
    const { user } = renderFrame({ route: '/onsale' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Langkah' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('link', { name: 'On Sale' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Home', 'Gifting', 'Custom']) {
      expect(within(banner).getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
    expect(within(banner).getByRole('link', { name: /^Keranjang/ })).toHaveAttribute('href', '/cart');
  });

  it('marks Home active on / only', async () => {
    const { user } = renderFrame({ route: '/' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('mobile menu', () => {
  it('opens with the Menu toggle and closes when a link is chosen', async () => {
    const { user, store } = renderFrame();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(store.getState().ui.overlay).toBe('menu');
    // Focus moves into the menu.
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Gifting' }));
    expect(await screen.findByRole('heading', { name: 'Halaman Gifting' }, slow)).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const { user } = renderFrame();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('keeps Tab inside while open', async () => {
    const { user } = renderFrame();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const custom = screen.getByRole('link', { name: 'Custom' });
    custom.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(custom).toHaveFocus();
  });

  it('closes on a click outside it, e.g. the logo', async () => {
    const { user, store } = renderFrame({ route: '/gift' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Langkah' }));
    expect(location()).toBe('/');
    expect(store.getState().ui.overlay).toBe('none');
  });

  it('closes on a route change that starts elsewhere (Back, a toast link)', async () => {
    const { user, store } = renderFrame({ route: '/gift' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    act(() => void remote.navigate?.('/custom'));
    expect(await screen.findByRole('heading', { name: 'Halaman Custom' })).toBeInTheDocument();
    expect(store.getState().ui.overlay).toBe('none');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('search', () => {
  it('shows the box on Cari and goes to /cari?q= on Enter, closing the box', async () => {
    const { user, store } = renderFrame();
    expect(screen.queryByPlaceholderText('Cari produk...')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    const box = screen.getByPlaceholderText('Cari produk...');
    expect(box).toHaveFocus();
    await user.type(box, '  tas anyam {Enter}');
    expect(location()).toBe('/cari?q=tas%20anyam');
    expect(store.getState().ui.overlay).toBe('none');
    expect(screen.queryByPlaceholderText('Cari produk...')).not.toBeInTheDocument();
  });

  it('does nothing with an empty query', async () => {
    const { user } = renderFrame({ route: '/gift' });
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    await user.type(screen.getByPlaceholderText('Cari produk...'), '   {Enter}');
    expect(location()).toBe('/gift');
    expect(screen.getByPlaceholderText('Cari produk...')).toBeInTheDocument();
  });

  it('closes on Escape with focus back on the toggle; only one overlay at a time', async () => {
    const { user, store } = renderFrame();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    expect(store.getState().ui.overlay).toBe('search');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(screen.queryByPlaceholderText('Cari produk...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cari' })).toHaveFocus();
  });
});

describe('theme toggle', () => {
  it('switches to dark and back, pressed while dark', async () => {
    const { user } = renderFrame({ preloadedState: { theme: { mode: 'light', systemPrefersDark: false } } });
    const toggle = screen.getByRole('button', { name: 'Ganti tema' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveClass('dark');
    await user.click(toggle);
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('answers a tap in three tasks: its own, the new colours, the store; a second quick tap turns it back', async () => {
    const { store } = renderFrame({ preloadedState: { theme: { mode: 'light', systemPrefersDark: false } } });
    const toggle = screen.getByRole('button', { name: 'Ganti tema' });
    // What the store holds each time the page's colours turn (a MutationObserver's callback runs
    // before the next task).
    const turns: string[] = [];
    const observer = new MutationObserver(() => {
      turns.push(`page ${document.documentElement.classList.contains('dark') ? 'dark' : 'light'}, store ${store.getState().theme.mode}`);
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    fireEvent.click(toggle);
    expect(document.documentElement).not.toHaveClass('dark'); // the tap's own task: its events, its frame
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(store.getState().theme.mode).toBe('dark');
    expect(turns).toEqual(['page dark, store light']);
    observer.disconnect();

    const modes: string[] = [];
    store.subscribe(() => modes.push(store.getState().theme.mode));
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    await waitFor(() => expect(modes).toEqual(['light', 'dark']));
    expect(document.documentElement).toHaveClass('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
