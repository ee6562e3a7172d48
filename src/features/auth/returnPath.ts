import { paths } from '../../lib/paths';

/** What RequireAuth hands the login page: the page that was asked for. */
export interface LoginRedirectState {
  from?: string;
}

/**
 * Where to go after signing in: the page RequireAuth was asked for, if it is one of ours.
 * Anything else (another origin's `//host`, the login page itself, nothing) goes to the console.
 */
export function returnPath(from: unknown): string {
  // A backslash counts as a slash in URLs: `/\host` would leave the site too.
  if (typeof from !== 'string' || !from.startsWith('/') || /^.[/\\]/.test(from)) return paths.admin;
  const pathname = (from.split(/[?#]/)[0] ?? '').replace(/\/+$/, '').toLowerCase();
  if (pathname === paths.login) return paths.admin;
  return from;
}
