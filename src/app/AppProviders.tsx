import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import type { AppStore } from './store';
import { ToastHost } from './ToastHost';
import { theme } from '../styles/theme';
import { GlobalStyle } from '../styles/GlobalStyle';

/** Store, theme and toasts, inside the router (so toasts can hold links). Tests use it too. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      {/* One theme for both schemes: its colours are CSS variables that follow <html class="dark">. */}
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
        <ToastHost />
      </ThemeProvider>
    </Provider>
  );
}
