/**
 * dist/_headers: the security headers (scripts/build/securityHeaders.ts) and the caching
 * (cacheControl.ts) in the format Netlify and Cloudflare Pages read. `npm run serve` reads the
 * same file back (scripts/serve/distHandler.ts), so what a static host sends and what the local
 * server sends cannot drift apart.
 */
import type { HeaderList } from '../build/securityHeaders';
import { cacheRules } from './cacheControl';

export function renderHeadersFile(security: HeaderList): string {
  const block = (pattern: string, headers: HeaderList) => [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    '# Written by the build from scripts/build/securityHeaders.ts and scripts/serve/cacheControl.ts; edit those, not this file.',
    block('/*', security),
    ...cacheRules.flatMap(({ patterns, value }) => patterns.map((pattern) => block(pattern, [['Cache-Control', value]]))),
    '',
  ].join('\n');
}

/** The headers of the file's `/*` block: what every response carries. */
export function parseHeadersFile(text: string): [string, string][] {
  const headers: [string, string][] = [];
  let inAll = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || !line.trim()) continue;
    if (!/^\s/.test(line)) {
      inAll = line.trim() === '/*';
      continue;
    }
    const colon = line.indexOf(':');
    if (inAll && colon > 0) headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return headers;
}
