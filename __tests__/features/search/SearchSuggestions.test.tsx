import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SearchSuggestions } from '../../../src/features/search/SearchSuggestions';
import { renderWithProviders } from '../../test-utils';
import { makeProduct, readyCatalog, serveCatalog, categories } from '../catalog/catalog-test-utils';

// Many user events per test; the shared CI machine can be slow.
jest.setTimeout(20_000);

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

function setup(options: { loaded?: boolean } = {}) {
  const onGo = jest.fn();
  const view = renderWithProviders(
    <>
      <Harness onGo={onGo} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { preloadedState: options.loaded === false ? {} : { catalog: readyCatalog(catalogue) } },
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

  it('shows only suggestions for the latest text, never an earlier one', async () => {
    jest.useFakeTimers();
    try {
      const { user, input } = setup();
      const fast = user.setup({ advanceTimers: jest.advanceTimersByTime });
      await fast.type(input, 'kanvas');
      await fast.clear(input);
      await fast.type(input, 'anyam');
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
      const names = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
      expect(names).toEqual([expect.stringContaining('Tas Anyam'), 'Lihat semua hasil untuk “anyam”']);
    } finally {
      jest.useRealTimers();
    }
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

  it('loads the catalogue when the shopper starts typing', async () => {
    const fetchMock = serveCatalog({ categories, products: [{ id: 1, slug: 'tas-anyam', name: 'Tas Anyam', category: 'tas', price: 1000, colorOptions: [{ color: 'Krem', image: '/a.svg' }], createdAt: '2025-01-01' }] });
    const { user, input } = setup({ loaded: false });
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(input, 'anyam');
    expect(await screen.findByRole('option', { name: /Tas Anyam/ })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
