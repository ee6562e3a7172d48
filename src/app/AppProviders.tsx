import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';
import { ToastHost } from './ToastHost';
import { selectIsDark } from '../features/theme/themeSlice';
import { darkTheme, lightTheme } from '../styles/theme';
import { GlobalStyle } from '../styles/GlobalStyle';

/** Store, theme and toasts, inside the router (so toasts can hold links). Tests use it too. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeBridge>
        {children}
        <ToastHost />
      </ThemeBridge>
    </Provider>
  );
}

function ThemeBridge({ children }: { children: ReactNode }) {
  const dark = useAppSelector(selectIsDark);
  return (
    <ThemeProvider theme={dark ? darkTheme : lightTheme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
