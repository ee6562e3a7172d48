import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { LoginRedirectState } from '../features/auth/returnPath';
import { isSignedIn } from '../features/auth/signedInFlag';
import { paths } from '../lib/paths';

/** Sends signed-out visitors of staff pages to `/login`, remembering where they were going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (isSignedIn()) return children;
  const state: LoginRedirectState = { from: location.pathname + location.search };
  return <Navigate to={paths.login} replace state={state} />;
}
