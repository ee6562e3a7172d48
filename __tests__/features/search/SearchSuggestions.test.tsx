import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { CatalogState } from '../../../src/features/catalog/catalogSlice';
import { splitFileUrl, splitPaths } from '../../../src/features/catalog/split/splitPaths';
import { isIndexed, rememberIndexed } from '../../../src/features/search/recentSearches';
import { searchBackend } from '../../../src/features/search/searchBackend';
import { SearchSuggestions } from '../../../src/features/search/SearchSuggestions';
import { PICTURES_AFTER_MS } from '../../../src/features/search/SuggestionList';
import { renderWithProviders } from '../../test-utils';
import { categories, makeProduct, readyCatalog, serveSplit } from '../catalog/catalog-test-utils';

/** Stands in for the header's SearchBox: an input, a submit to /cari, and the suggestions slot. */
function Harness({ onGo }: { onGo: (query: string) => void }) {
  const [query, setQuery] = useState('');
  return (
    <form role="search" onSubmit={(event) => { event.preventDefault(); onGo(query); }}>
      <input id="cari" aria-label="Cari produk" value={query} onChange={(event) => setQuery(event.target.value)} />
      <SearchSuggestions query={query} inputId="cari" go={onGo} />
    </form>
  );
}

function Where() {
  return <output aria-label="alamat">{useLocation().pathname}</output>;
}

const many = Array.from({ length: 9 }, (_, i) => makeProduct({ slug: `sepatu-kanvas-${i + 1}`, name: `Sepatu Kanvas ${i + 1}`, createdAt: `2025-10-${String(10 + i)}` }));
const catalogue = [...many, makeProduct({ slug: 'tas-anyam', name: 'Tas Anyam', category: 'tas', price: 180000 })];

/** Holds search.json's answer back until `release()`: a slow connection. */
function holdSearchFile() {
  const serve = globalThis.fetch;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    if (String(input).endsWith('/search.json')) await released;
    return serve(input);
  }) as typeof fetch;
  return release;
}

const searchFileRequests = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/search.json')).length;

function setup(options: { loaded?: boolean; catalog?: CatalogState } = {}) {
  const onGo = jest.fn();
  const view = renderWithProviders(
    <>
      <Harness onGo={onGo} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { preloadedState: options.loaded === false ? {} : { catalog: options.catalog ?? readyCatalog(catalogue) } },
  );
  return { ...view, onGo, input: screen.getByRole('combobox', { name: 'Cari produk' }) };
}

describe('SearchSuggestions', () => {
  it('suggests up to six products after a short pause, plus a link to all results', async () => {
    const { user, input } = setup();
    await user.type(input, 'kanvas');
    const list = await screen.findByRole('listbox', { name: 'Saran produk' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(7);
    expect(options[0]).toHaveTextContent('Sepatu Kanvas 9');
    expect(options[6]).toHaveTextContent('Lihat semua hasil untuk “kanvas”');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', list.id);
  });

  it('moves with the arrow keys and opens the highlighted product on Enter', async () => {
    const { user, input, onGo } = setup();
    await user.type(input, 'kanvas');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1]!;
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getAllByRole('option')[6]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('status', { name: 'alamat' })).toHaveTextContent('/produk/sepatu-kanvas-8');
    expect(onGo).not.toHaveBeenCalled();
  });

  it('submits the typed text on Enter when nothing is highlighted, and from "Lihat semua hasil"', async () => {
    const { user, input, onGo } = setup();
    await user.type(input, 'kanvas{Enter}');
    expect(onGo).toHaveBeenLastCalledWith('kanvas');
    await user.click(await screen.findByRole('option', { name: /Lihat semua hasil/ }));
    expect(onGo).toHaveBeenCalledTimes(2);
  });

  it('opens a product when its suggestion is clicked', async () => {
    const { user, input } = setup();
    await user.type(input, 'anyam tas');
    await user.click(await screen.findByRole('option', { name: /Tas Anyam/ }));
    expect(screen.getByRole('status', { name: 'alamat' })).toHaveTextContent('/produk/tas-anyam');
  });

  it('says it is loading while search.json comes, then suggests for the latest text only', async () => {
    const { user, input } = setup();
    const release = holdSearchFile();
    await user.type(input, 'kanvas');
    expect(await screen.findByText('Memuat pencarian…')).toHaveAttribute('role', 'status');
    await user.clear(input);
    await user.type(input, 'anyam');
    act(() => release());
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual([expect.stringContaining('Tas Anyam'), 'Lihat semua hasil untuk “anyam”']);
    expect(screen.queryByText('Memuat pencarian…')).not.toBeInTheDocument();
  });

  it('follows fast typing to the last text, never leaving an earlier list', async () => {
    jest.useFakeTimers();
    try {
      const { user, input } = setup();
      const fast = user.setup({ advanceTimers: jest.advanceTimersByTime });
      await fast.type(input, 'kanvas');
      await fast.clear(input);
      await fast.type(input, 'anyam');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
      const names = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
      expect(names).toEqual([expect.stringContaining('Tas Anyam'), 'Lihat semua hasil untuk “anyam”']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows names and prices at once and the pictures once typing pauses, keeping a picture shown while typing goes on', async () => {
    jest.useFakeTimers();
    try {
      const { user, input } = setup();
      const fast = user.setup({ advanceTimers: jest.advanceTimersByTime });
      const pictures = () => [...screen.getByRole('listbox').querySelectorAll('img')].map((img) => img.getAttribute('src'));
      await fast.type(input, 'sepatu');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(7);
      expect(pictures()).toEqual([]);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(PICTURES_AFTER_MS);
      });
      const before = pictures();
      expect(before).toHaveLength(6);
      // Narrowed to the first product: its picture stays, and no other comes before the next pause.
      await fast.type(input, ' kanvas 9');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      expect(within(screen.getByRole('listbox')).getAllByRole('option')[0]).toHaveTextContent('Sepatu Kanvas 9');
      expect(pictures()).toEqual([before[0]]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers a retry when search.json cannot be fetched, and still searches on Enter', async () => {
    let broken = true;
    const { user, input, onGo } = setup({ catalog: readyCatalog(catalogue, { broken: (path) => broken && path.endsWith('search.json') }) });
    await user.type(input, 'kanvas');
    expect(await screen.findByRole('alert')).toHaveTextContent('Saran pencarian belum bisa dimuat');
    await user.keyboard('{Enter}');
    expect(onGo).toHaveBeenCalledWith('kanvas');
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('listbox')).toHaveTextContent('Sepatu Kanvas 9');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers a retry, not "no suggestions", when search.json indexed before cannot be searched here', async () => {
    let broken = true;
    const catalog = readyCatalog(catalogue, { broken: (path) => broken && path.endsWith('search.json') });
    // The worker had indexed it, then went silent: the page's own fetch of search.json fails.
    rememberIndexed(splitFileUrl(catalog.manifest!, splitPaths.search));
    const { user, input } = setup({ catalog });
    await user.type(input, 'kanvas');
    expect(await screen.findByRole('alert')).toHaveTextContent('Saran pencarian belum bisa dimuat');
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('listbox')).toHaveTextContent('Sepatu Kanvas 9');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes on Escape and stays closed for short or unmatched text', async () => {
    const { user, input } = setup();
    await user.type(input, 'k');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(input, 'anvas');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.clear(input);
    await user.type(input, 'payung');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('asks search for each text once, though both the key and React ask', async () => {
    const { user, input } = setup();
    await user.type(input, 'ka');
    await screen.findByRole('listbox');
    const asked = jest.spyOn(searchBackend(), 'search');
    await user.type(input, 'nvas');
    await screen.findByRole('option', { name: 'Lihat semua hasil untuk “kanvas”' });
    expect(asked.mock.calls.map(([, query]) => query)).toEqual(['kan', 'kanv', 'kanva', 'kanvas']);
    asked.mockRestore();
  });

  it('asks as the key puts the text in the box, without waiting for React to render it', async () => {
    // A box whose text never reaches the suggestions through React: only the input's own listener sees it.
    const { user } = renderWithProviders(
      <>
        <input id="cari" aria-label="Cari produk" />
        <SearchSuggestions query="" inputId="cari" go={jest.fn()} />
      </>,
      { preloadedState: { catalog: readyCatalog(catalogue) } },
    );
    const input = screen.getByRole('combobox', { name: 'Cari produk' });
    await user.click(input);
    const url = splitFileUrl(readyCatalog(catalogue).manifest!, splitPaths.search);
    await waitFor(() => expect(isIndexed(url)).toBe(true));
    const asked = jest.spyOn(searchBackend(), 'search');
    await user.type(input, 'tas');
    expect(asked.mock.calls.map(([, query]) => query)).toEqual(['ta', 'tas']);
    asked.mockRestore();
  });

  it('fetches search.json once, when the shopper starts to search, not before', async () => {
    const { fetchMock } = serveSplit({ categories, products: catalogue });
    const { user, input } = setup({ loaded: false });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(searchFileRequests(fetchMock)).toBe(0);
    // The box's focus is enough: the file comes while the first letters are typed.
    await user.click(input);
    await waitFor(() => expect(searchFileRequests(fetchMock)).toBe(1));
    await user.type(input, 'anyam');
    expect(await screen.findByRole('option', { name: /Tas Anyam/ })).toBeInTheDocument();
    await user.type(input, ' tas');
    expect(await screen.findByRole('option', { name: /Tas Anyam/ })).toBeInTheDocument();
    expect(searchFileRequests(fetchMock)).toBe(1);
  });
});
