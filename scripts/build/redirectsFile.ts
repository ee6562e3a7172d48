/**
 * dist/_redirects: the route fallback of docs/nginx.conf (`try_files $uri $uri/index.html
 * /shell.html`, and a real 404 for a missing script or picture) in each static host's own terms.
 * The two hosts read the same file format differently, so each gets its own rules:
 *
 * - Netlify applies a rule only where no file answers the path (its "shadowing"), so the SPA
 *   fallback is the usual `/* /shell.html 200`, after 404 rules for the folders of files: a chunk
 *   missing after a deploy must fail as a script (the app retries), never arrive as a page.
 * - Cloudflare Pages applies a rule whether or not a file answers the path, so a catch-all would
 *   hide every file, and wrangler refuses `/* /index.html 200` as an infinite loop. Its own SPA
 *   fallback does the catch-all instead: while dist/ has no top-level 404.html, any path without
 *   a file gets /index.html (whose preview index.html's guard drops at any other address). The
 *   routes the app draws without a preview are sent the lighter shell by name; `/shell`, not
 *   `/shell.html`, which Pages would answer with a redirect to `/shell`. A chunk missing after a
 *   deploy is served from Pages' own copy of the previous deploy's files for a week.
 *   (https://developers.cloudflare.com/pages/configuration/redirects/ and
 *   .../serving-pages/)
 *
 * nginx gets none: docs/nginx.conf has the same rules as `try_files`.
 */
import type { DeployTarget } from '../site/siteSettings';
import { paths, routePatterns } from '../../src/lib/paths';

/** Routes with no page painted at build time (prerender.ts paints the rest). */
export const shellRoutes = [routePatterns.search, paths.nota, paths.login, paths.user, paths.admin];

/** Folders of files only: a path there without a file is a 404, never a page. */
const fileFolders = ['/js', '/img', '/wilayah', '/catalog', '/images'];

const header = '# Written by the build (scripts/build/redirectsFile.ts) for DEPLOY_TARGET=';

export function renderRedirectsFile(target: DeployTarget): string | undefined {
  if (target === 'netlify') {
    return [header + target, ...fileFolders.map((folder) => `${folder}/*  /shell.html  404`), '/*  /shell.html  200', ''].join('\n');
  }
  if (target === 'cloudflare') {
    return [header + target, "# Every other path without a file: Pages' own fallback to /index.html (no 404.html in dist/).", ...shellRoutes.map((route) => `${route}  /shell  200`), ''].join('\n');
  }
  return undefined;
}
