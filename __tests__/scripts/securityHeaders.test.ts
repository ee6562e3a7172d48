import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nginxHeaders, withNginxHeaders } from '../../scripts/build/nginxHeaders';
import { contentSecurityPolicy, imageOrigins, inlineScriptHashes, inlineScripts, metaPolicy, securityHeaders, sha256Source } from '../../scripts/build/securityHeaders';
import { parseHeadersFile, renderHeadersFile } from '../../scripts/serve/headersFile';
import { get, serveForTest } from './serve-test-utils';

const root = path.resolve(__dirname, '../..');
const nginxConf = fs.readFileSync(path.join(root, 'docs/nginx.conf'), 'utf8');
/** The hashes of the last build's inline scripts, as the build wrote them into docs/nginx.conf. */
const builtHashes = [...nginxConf.matchAll(/'sha256-[\w+/]+=*'/g)].map(([hash]) => hash);
const shipped = { scriptHashes: builtHashes, catalogBaseUrl: '/catalog/' };
const expected = securityHeaders(shipped).map(([name, value]) => [name, value]);
const directive = (policy: string[], name: string) => policy.find((entry) => entry.split(' ')[0] === name);

describe('one policy, written to every host', () => {
  let dist: string;
  let close: () => Promise<void>;
  let origin: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'langkah-headers-'));
    fs.writeFileSync(path.join(dist, '_headers'), renderHeadersFile(securityHeaders(shipped)));
    fs.writeFileSync(path.join(dist, 'shell.html'), '<!doctype html><title>shell</title>');
    fs.mkdirSync(path.join(dist, 'js'));
    fs.writeFileSync(path.join(dist, 'js', 'main.abcd1234.js'), 'void 0;');
    ({ origin, close } = await serveForTest(dist));
  });
  afterAll(async () => {
    await close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('docs/nginx.conf carries the whole policy, as the build renders it (e2e/csp.spec.ts compares it with a build)', () => {
    expect(builtHashes.length).toBeGreaterThanOrEqual(3);
    expect(nginxHeaders(nginxConf)).toEqual(expected);
    expect(withNginxHeaders(nginxConf, securityHeaders(shipped))).toBe(nginxConf);
  });

  it('dist/_headers carries it for every path, and its caching for the hashed files', () => {
    const file = renderHeadersFile(securityHeaders(shipped));
    expect(parseHeadersFile(file)).toEqual(expected);
    expect(file).toMatch(/^\/js\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
    expect(file).toMatch(/^\/wilayah\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  });

  it.each([
    ['a page (the shell fallback)', '/cart', 200],
    ['a script', '/js/main.abcd1234.js', 200],
    ['a missing chunk', '/js/main.gone.js', 404],
  ])('`npm run serve` sends it on %s', async (_what, pathname, status) => {
    const response = await get(origin + pathname);
    expect(response.status).toBe(status);
    for (const [name, value] of expected) expect(response.headers[name!.toLowerCase()]).toBe(value);
  });

  it('the build refreshes docs/nginx.conf from the same source', () => {
    const stale = nginxConf.replace(/'sha256-[^']+'/, "'sha256-old'");
    const other = securityHeaders({ ...shipped, catalogBaseUrl: 'https://cdn.example/katalog/' });
    expect(nginxHeaders(withNginxHeaders(stale, other))).toEqual(other.map(([name, value]) => [name, value]));
    expect(() => withNginxHeaders('server {}', other)).toThrow(/BEGIN security headers/);
  });
});

describe('the Content-Security-Policy', () => {
  const policy = contentSecurityPolicy(shipped);

  it('allows scripts from this origin and the hashed inline ones only: no inline or eval allowance', () => {
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${builtHashes.join(' ')}`);
    expect(directive(policy, 'script-src')).not.toMatch(/unsafe-|\*|data:|blob:|https?:/);
  });

  it('hashes exactly the scripts a browser runs, as it hashes them', () => {
    const page =
      '<script>a()</script><script src="/js/main.js"></script><script type="application/json">{"x":1}</script>' +
      '<script type="module">b()</script><script>a()</script>';
    expect(inlineScripts(page)).toEqual(['a()', 'b()', 'a()']);
    expect(inlineScriptHashes([page, '<script></script>'])).toEqual([sha256Source('a()'), sha256Source('b()'), sha256Source('')]);
    // The empty script's SHA-256, as CSP's own examples give it.
    expect(sha256Source('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    // One character more is another script.
    expect(sha256Source('a() ')).not.toBe(sha256Source('a()'));
  });

  it('refuses plugins, <base> and framing; anything unnamed falls back to none', () => {
    expect(policy).toEqual(expect.arrayContaining(["default-src 'none'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]));
  });

  it('names the catalogue\'s origin for its data and pictures when CATALOG_BASE_URL is another host', () => {
    const remote = contentSecurityPolicy({ ...shipped, catalogBaseUrl: 'https://cdn.example:8443/katalog/' });
    expect(directive(remote, 'img-src')).toBe("img-src 'self' https://cdn.example:8443");
    expect(directive(remote, 'connect-src')).toBe("connect-src 'self' https://cdn.example:8443");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(() => contentSecurityPolicy({ ...shipped, catalogBaseUrl: 'javascript:alert(1)' })).toThrow(/http/);
  });

  it("lets the pages reach her mailing-list service (toko.csv's daftar_email) and nothing more of it", () => {
    const withSignup = contentSecurityPolicy({ ...shipped, catalogBaseUrl: 'https://cdn.example:8443/katalog/', signupUrl: 'https://buttondown.com/api/emails/embed-subscribe/tokoani' });
    expect(directive(withSignup, 'connect-src')).toBe("connect-src 'self' https://cdn.example:8443 https://buttondown.com");
    expect(directive(withSignup, 'img-src')).toBe("img-src 'self' https://cdn.example:8443");
    expect(directive(withSignup, 'form-action')).toBe("form-action 'self'");
  });

  it('adds the picture hosts of CSP_IMAGE_ORIGINS to img-src only, and refuses anything but an origin', () => {
    const origins = imageOrigins('https://img.example, https://cdn.example:8443 ');
    expect(origins).toEqual(['https://img.example', 'https://cdn.example:8443']);
    const remote = contentSecurityPolicy({ ...shipped, catalogBaseUrl: 'https://cdn.example:8443/katalog/', imageOrigins: origins });
    expect(directive(remote, 'img-src')).toBe("img-src 'self' https://cdn.example:8443 https://img.example");
    expect(directive(remote, 'connect-src')).toBe("connect-src 'self' https://cdn.example:8443");
    expect(imageOrigins(undefined)).toEqual([]);
    for (const bad of ['https://img.example/foto/', "https://x.example;script-src 'unsafe-inline'", 'data:', '*']) expect(() => imageOrigins(bad)).toThrow();
  });

  it('its <meta> copy is the same policy without frame-ancestors, which a meta policy cannot carry', () => {
    const meta = metaPolicy(shipped);
    expect(meta).not.toMatch(/frame-ancestors/);
    expect(policy.filter((entry) => !entry.startsWith('frame-ancestors')).join('; ')).toBe(meta);
  });
});
