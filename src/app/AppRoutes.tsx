import { matchPath, Route, Routes } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { lazyPage } from './lazyPage';
import { RequireAuth } from './RequireAuth';
import { routePatterns } from '../lib/paths';

// One chunk per route; the names make the build output readable.
const HomePage = lazyPage(() => import(/* webpackChunkName: "page-home" */ '../pages/HomePage'));
const OnSalePage = lazyPage(() => import(/* webpackChunkName: "page-onsale" */ '../pages/OnSalePage'));
const GiftPage = lazyPage(() => import(/* webpackChunkName: "page-gift" */ '../pages/GiftPage'));
const CustomPage = lazyPage(() => import(/* webpackChunkName: "page-custom" */ '../pages/CustomPage'));
const CategoryPage = lazyPage(() => import(/* webpackChunkName: "page-category" */ '../pages/CategoryPage'));
const ProductPage = lazyPage(() => import(/* webpackChunkName: "page-product" */ '../pages/ProductPage'));
const SearchPage = lazyPage(() => import(/* webpackChunkName: "page-search" */ '../pages/SearchPage'));
const CartPage = lazyPage(() => import(/* webpackChunkName: "page-cart" */ '../pages/CartPage'));
const FavoritesPage = lazyPage(() => import(/* webpackChunkName: "page-favorites" */ '../pages/FavoritesPage'));
const OrderHistoryPage = lazyPage(() => import(/* webpackChunkName: "page-orders" */ '../pages/OrderHistoryPage'));
const NotaPage = lazyPage(() => import(/* webpackChunkName: "page-nota" */ '../pages/NotaPage'));
const LoginPage = lazyPage(() => import(/* webpackChunkName: "page-login" */ '../pages/LoginPage'));
const UserPage = lazyPage(() => import(/* webpackChunkName: "page-user" */ '../pages/UserPage'));
const AdminPage = lazyPage(() => import(/* webpackChunkName: "page-admin" */ '../pages/AdminPage'));
const NotFoundPage = lazyPage(() => import(/* webpackChunkName: "page-notfound" */ '../pages/NotFoundPage'));

/** The shopper's pages by path, for preloading; the signed-in pages redirect first, so they are not here. */
const publicPages = [
  { path: '/', page: HomePage },
  { path: '/onsale', page: OnSalePage },
  { path: '/gift', page: GiftPage },
  { path: '/custom', page: CustomPage },
  { path: routePatterns.category, page: CategoryPage },
  { path: routePatterns.product, page: ProductPage },
  { path: routePatterns.search, page: SearchPage },
  { path: '/cart', page: CartPage },
  { path: '/favorit', page: FavoritesPage },
  { path: '/pesanan', page: OrderHistoryPage },
  { path: '/nota', page: NotaPage },
  { path: '/login', page: LoginPage },
];

/** Loads the chunk of the page at `pathname` (matched like the router does), so it renders without a fallback. */
export function preloadPageFor(pathname: string): Promise<unknown> {
  const match = publicPages.find(({ path }) => matchPath({ path, caseSensitive: false, end: true }, pathname));
  return (match?.page ?? NotFoundPage).preload();
}

/** React Router matches case-insensitively and ignores a trailing slash by default. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {publicPages.map(({ path, page: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="user" element={<RequireAuth><UserPage /></RequireAuth>} />
        <Route path="admin" element={<RequireAuth><AdminPage /></RequireAuth>} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
