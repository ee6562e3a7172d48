import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../src/app/AppProviders';
import { makeStore, type AppStore, type PreloadedState } from '../src/app/store';

interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: PreloadedState;
  store?: AppStore;
  /** The URL the memory router starts at. */
  route?: string;
}

/** Renders with a real store (fresh per test unless given), the app's providers and a router. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store = makeStore(preloadedState), route = '/', ...options }: ExtendedRenderOptions = {},
) {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders store={store}>{ui}</AppProviders>
    </MemoryRouter>,
    options,
  );
  return { store, user, ...result };
}
