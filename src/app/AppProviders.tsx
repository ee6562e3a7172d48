import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SnackbarProvider } from 'notistack';
import { ThemeProvider } from 'styled-components';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';
import { selectIsDark } from '../features/theme/themeSlice';
import { darkTheme, lightTheme } from '../styles/theme';
import { GlobalStyle } from '../styles/GlobalStyle';

/** Store, theme and toasts, inside the router (so toasts can hold links). Tests use it too. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeBridge>
        <SnackbarProvider maxSnack={3} autoHideDuration={4000} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
          {children}
        </SnackbarProvider>
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
