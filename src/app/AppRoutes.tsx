import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { lazyPage } from './lazyPage';
import { RequireAuth } from './RequireAuth';
import { routePatterns } from './paths';

// One chunk per route; the names make the build output readable.
const HomePage = lazyPage(() => import(/* webpackChunkName: "page-home" */ '../pages/HomePage'));
const OnSalePage = lazyPage(() => import(/* webpackChunkName: "page-onsale" */ '../pages/OnSalePage'));
const GiftPage = lazyPage(() => import(/* webpackChunkName: "page-gift" */ '../pages/GiftPage'));
const CustomPage = lazyPage(() => import(/* webpackChunkName: "page-custom" */ '../pages/CustomPage'));
const CategoryPage = lazyPage(() => import(/* webpackChunkName: "page-category" */ '../pages/CategoryPage'));
const ProductPage = lazyPage(() => import(/* webpackChunkName: "page-product" */ '../pages/ProductPage'));
const SearchPage = lazyPage(() => import(/* webpackChunkName: "page-search" */ '../pages/SearchPage'));
const CartPage = lazyPage(() => import(/* webpackChunkName: "page-cart" */ '../pages/CartPage'));
const LoginPage = lazyPage(() => import(/* webpackChunkName: "page-login" */ '../pages/LoginPage'));
const UserPage = lazyPage(() => import(/* webpackChunkName: "page-user" */ '../pages/UserPage'));
const AdminPage = lazyPage(() => import(/* webpackChunkName: "page-admin" */ '../pages/AdminPage'));
const NotFoundPage = lazyPage(() => import(/* webpackChunkName: "page-notfound" */ '../pages/NotFoundPage'));

/** React Router matches case-insensitively and ignores a trailing slash by default. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="onsale" element={<OnSalePage />} />
        <Route path="gift" element={<GiftPage />} />
        <Route path="custom" element={<CustomPage />} />
        <Route path={routePatterns.category} element={<CategoryPage />} />
        <Route path={routePatterns.product} element={<ProductPage />} />
        <Route path={routePatterns.search} element={<SearchPage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="user" element={<RequireAuth><UserPage /></RequireAuth>} />
        <Route path="admin" element={<RequireAuth><AdminPage /></RequireAuth>} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
