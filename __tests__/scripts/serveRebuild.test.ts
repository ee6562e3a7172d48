/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { get, serveForTest } from './serve-test-utils';

const headersFile = (policy: string) => `/*\n  Content-Security-Policy: ${policy}\n`;

describe('`npm run serve` across a rebuild of dist/', () => {
  let dist: string;
  let close: () => Promise<void>;
  let origin: string;
  const write = (name: string, text: string) => fs.writeFileSync(path.join(dist, name), text);

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'langkah-serve-'));
    fs.mkdirSync(path.join(dist, 'js'));
    write('_headers', headersFile("script-src 'self' 'sha256-first'"));
    write('shell.html', '<!doctype html><title>shell</title>');
    write('index.html', '<!doctype html><script src="/js/main.first.js"></script>');
    write('js/main.first.js', 'void 1;');
    ({ origin, close } = await serveForTest(dist));
  });
  afterAll(async () => {
    await close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the new build whole once its _headers is written: new scripts, longer pages, the new policy', async () => {
    expect((await get(`${origin}/js/main.first.js`)).status).toBe(200);

    // What a production build does, _headers last.
    fs.rmSync(path.join(dist, 'js/main.first.js'));
    write('js/main.second.js', 'void 2;');
    const page = `<!doctype html><title>Langkah</title><main>${'kartu '.repeat(200)}</main><script src="/js/main.second.js"></script>`;
    write('index.html', page);
    write('_headers', headersFile("script-src 'self' 'sha256-second'"));
    const later = new Date(Date.now() + 10_000);
    fs.utimesSync(path.join(dist, '_headers'), later, later);

    const script = await get(`${origin}/js/main.second.js`);
    expect(script.status).toBe(200);
    expect(script.body).toBe('void 2;');
    const home = await get(`${origin}/`);
    expect(home.body).toBe(page);
    expect(home.headers['content-security-policy']).toBe("script-src 'self' 'sha256-second'");
    expect((await get(`${origin}/js/main.first.js`)).status).toBe(404);
  });
});
