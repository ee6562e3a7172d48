/**
 * docs/nginx.conf's security headers and caching: the blocks between the BEGIN and END lines below
 * are written by the build (SecurityHeadersPlugin) from scripts/build/securityHeaders.ts and
 * scripts/serve/cacheControl.ts, never by hand.
 */
import { REVALIDATE, type CacheRule } from '../serve/cacheControl';
import type { HeaderList } from './securityHeaders';

const BEGIN = '# BEGIN security headers (written by `npm run build` from scripts/build/securityHeaders.ts; do not edit)';
const END = '# END security headers';
const block = /^([ \t]*)# BEGIN security headers[^\n]*\n[\s\S]*?^[ \t]*# END security headers[^\n]*$/m;

/** `add_header … always`: on every response, a 404 or an error page as well. */
export function renderNginxHeaders(headers: HeaderList, indent = '    '): string {
  const lines = headers.map(([name, value]) => {
    if (value.includes('"')) throw new Error(`${name} holds a double quote, which nginx.conf cannot carry as written`);
    return `add_header ${name} "${value}" always;`;
  });
  return [BEGIN, ...lines, END].map((line) => indent + line).join('\n');
}

/** The config with its generated block rewritten; throws if the block is missing. */
export function withNginxHeaders(config: string, headers: HeaderList): string {
  const match = block.exec(config);
  if (!match) throw new Error('docs/nginx.conf has no "# BEGIN security headers" … "# END security headers" block');
  return config.replace(block, () => renderNginxHeaders(headers, match[1]));
}

/** The headers the config's generated block sets, as [name, value] pairs. */
export function nginxHeaders(config: string): [string, string][] {
  const match = block.exec(config);
  if (!match) return [];
  return [...match[0].matchAll(/add_header\s+(\S+)\s+"([^"]*)"\s+always;/g)].map(([, name, value]) => [name!, value!]);
}

const CACHE_BEGIN = '# BEGIN cache rules (written by `npm run build` from scripts/serve/cacheControl.ts; do not edit)';
const CACHE_END = '# END cache rules';
const cacheBlock = /^([ \t]*)# BEGIN cache rules[^\n]*\n[\s\S]*?^[ \t]*# END cache rules[^\n]*$/m;

/** The entries of docs/nginx.conf's `map $uri $langkah_cache_control`, one per rule of cacheControl.ts. */
export function renderNginxCacheMap(rules: readonly CacheRule[], indent = '    '): string {
  const entries = [['default', REVALIDATE], ...rules.map((rule) => [`~${rule.path.source.replace(/\\\//g, '/')}`, rule.value])];
  const width = Math.max(...entries.map(([source]) => source!.length));
  return [CACHE_BEGIN, ...entries.map(([source, value]) => `${source!.padEnd(width)} "${value}";`), CACHE_END].map((line) => indent + line).join('\n');
}

/** The config with its generated cache map rewritten; throws if the block is missing. */
export function withNginxCacheMap(config: string, rules: readonly CacheRule[]): string {
  const match = cacheBlock.exec(config);
  if (!match) throw new Error('docs/nginx.conf has no "# BEGIN cache rules" … "# END cache rules" block');
  return config.replace(cacheBlock, () => renderNginxCacheMap(rules, match[1]));
}
