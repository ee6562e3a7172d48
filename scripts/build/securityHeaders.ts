/**
 * The shop's security headers, written in this one place. The build (SecurityHeadersPlugin in
 * scripts/build/securityHeadersPlugin.ts) turns them into dist/_headers and the <meta> copy in
 * every page, refreshes docs/nginx.conf's generated block, and `npm run serve`, Playwright's
 * server and the bench send them (scripts/serve/distHandler.ts). __tests__/securityHeaders.test.ts
 * checks all of them carry the identical policy.
 *
 * Scripts: no 'unsafe-inline', no 'unsafe-eval'. The inline scripts every page carries
 * (public/index.html's theme and preview guards, RoutePreloadPlugin's preloads, PaintFirstPlugin's
 * loader) are allowed by their SHA-256, which the build takes from the HTML it ships, minified;
 * every other script is a file of this origin. None of those scripts holds build-specific data
 * (that sits in attributes and JSON data blocks), so the hashes change only when their code does.
 * Styles: 'unsafe-inline' (docs/security.md says why: styled-components writes
 * its CSS at run time and a static host cannot hand out a nonce per response).
 */
import { createHash } from 'node:crypto';

export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

/** A <script> the browser runs (not a data block such as `type="application/json"`, which no policy governs). */
const runsAsScript = (attributes: string) => {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(type);
};

/** The text of every inline script in an HTML page, exactly as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!) && runsAsScript(attributes!))
    .map(([, , body]) => body!);
}

export const sha256Source = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The hashes a policy needs for these pages' inline scripts, each once, in the order met. */
export const inlineScriptHashes = (pages: string[]) => [...new Set(pages.flatMap(inlineScripts).map(sha256Source))];

/** The origin of the catalogue when CATALOG_BASE_URL puts it on another host (its JSON and pictures come from there). */
export function catalogueOrigin(catalogBaseUrl: string | undefined): string | null {
  if (!catalogBaseUrl || !/^[a-z][a-z\d+.-]*:/i.test(catalogBaseUrl)) return null;
  const { protocol, origin } = new URL(catalogBaseUrl);
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`CATALOG_BASE_URL must be http(s): ${catalogBaseUrl}`);
  return origin;
}

/**
 * CSP_IMAGE_ORIGINS (at build time): hosts of product pictures the catalogue names by full URL
 * on neither this origin nor the catalogue's, separated by spaces or commas.
 */
export function imageOrigins(list: string | undefined): string[] {
  return (list ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const url = new URL(entry);
      if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== entry.replace(/\/$/, '')) {
        throw new Error(`CSP_IMAGE_ORIGINS takes origins such as https://img.example, not ${entry}`);
      }
      return url.origin;
    });
}

export interface PolicyInput {
  scriptHashes: readonly string[];
  catalogBaseUrl?: string;
  /** Further hosts of product pictures (imageOrigins). */
  imageOrigins?: readonly string[];
  /** The shop's mailing-list form (toko.csv's daftar_email): the footer's sign-up posts to it. */
  signupUrl?: string;
}

/** The Content-Security-Policy, one directive per entry. */
export function contentSecurityPolicy({ scriptHashes, catalogBaseUrl, imageOrigins = [], signupUrl }: PolicyInput): string[] {
  const catalogue = catalogueOrigin(catalogBaseUrl);
  const connectTo = [...new Set([catalogue, signupUrl ? new URL(signupUrl).origin : null].filter((origin) => origin !== null))].map((origin) => ` ${origin}`).join('');
  const pictures = [...new Set([catalogue, ...imageOrigins].filter((origin) => origin !== null))].map((origin) => ` ${origin}`).join('');
  return [
    // Anything not named below (fonts, media, frames, plugins) is refused.
    "default-src 'none'",
    `script-src 'self' ${scriptHashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    // Product pictures are resolved against the catalogue file (src/features/catalog/catalogUrl.ts);
    // full URLs elsewhere need CSP_IMAGE_ORIGINS.
    `img-src 'self'${pictures}`,
    // The catalogue fetch, the service worker's fetches of pictures and pages, and the footer's
    // sign-up sent to her mailing-list service (src/features/newsletter/sendSignup.ts).
    `connect-src 'self'${connectTo}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ];
}

/** Every header, in the order each host writes them. */
export function securityHeaders(input: PolicyInput): HeaderList {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(input).join('; ')],
    // The WhatsApp chat and the map see the shop's origin only, never the page or the search.
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // Powerful features the shop never uses; sharing and the clipboard keep their defaults.
    ['Permissions-Policy', 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()'],
    ['X-Content-Type-Options', 'nosniff'],
  ];
}

/**
 * The policy a <meta http-equiv> may carry: a meta policy cannot set frame-ancestors (the
 * browser ignores it and says so in the console), so only the headers stop framing.
 */
export function metaPolicy(input: PolicyInput): string {
  return contentSecurityPolicy(input)
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');
}
