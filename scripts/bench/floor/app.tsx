/**
 * The stack's floor: the least app that uses each fixed library the way Langkah does on its first
 * page (declarative router, a persisted slice with a listener, styled and themed components), and
 * nothing of Langkah's own. Built with Langkah's webpack settings (./buildFloor.ts), its JS is
 * what no amount of work on Langkah's code can take off the initial JS; the rest must earn its place.
 * notistack is left out because Langkah loads it lazily, and valibot because it is Langkah's choice.
 */
import { createListenerMiddleware, combineReducers, configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The floor uses react-redux's own hooks: it stands for the library, not for Langkah's typed ones.
// eslint-disable-next-line no-restricted-imports
import { Provider, useDispatch, useSelector } from 'react-redux';
import { BrowserRouter, Link, NavLink, Navigate, Outlet, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import styled, { createGlobalStyle, keyframes, ThemeProvider, type DefaultTheme } from 'styled-components';

const cart = createSlice({
  name: 'cart',
  initialState: [] as string[],
  reducers: { added: (lines, action: PayloadAction<string>) => void lines.push(action.payload) },
});
const listener = createListenerMiddleware();
listener.startListening({ actionCreator: cart.actions.added, effect: (action) => console.log(action.payload) });
const reducer = combineReducers({ cart: persistReducer({ key: 'cart', storage }, cart.reducer) });
type State = ReturnType<typeof reducer>;
const store = configureStore({
  reducer,
  middleware: (defaults) =>
    defaults({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).prepend(listener.middleware),
});
persistStore(store);

const Global = createGlobalStyle<{ $text: string }>`body { margin: 0; color: ${({ $text }) => $text}; }`;
const pulse = keyframes`from { opacity: 1; } to { opacity: 0.5; }`;
const Box = styled.div<{ $busy?: boolean }>`
  padding: 8px;
  animation: ${({ $busy }) => ($busy ? pulse : 'none')} 1s;
`;

function Frame() {
  const { pathname } = useLocation();
  return (
    <>
      <NavLink to="/" end>
        Home
      </NavLink>
      <Box $busy={pathname.length > 1}>
        <Outlet />
      </Box>
    </>
  );
}

function Home() {
  const lines = useSelector((state: State) => state.cart.length);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <button type="button" onClick={() => (dispatch(cart.actions.added(params.get('q') ?? 'x')), navigate('/p/1'))}>
      {lines} <Link to="/p/2">p</Link>
    </button>
  );
}

function Product() {
  return <p>{useParams().id}</p>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <ThemeProvider theme={{} as DefaultTheme}>
        <Global $text="#222" />
        <BrowserRouter>
          <Routes>
            <Route element={<Frame />}>
              <Route path="/" element={<Home />} />
              <Route path="/p/:id" element={<Product />} />
              <Route path="*" element={<Navigate to="/" replace />} />
            </Route>
          </Routes>
        </BrowserRouter>
      </ThemeProvider>
    </Provider>
  </StrictMode>,
);
