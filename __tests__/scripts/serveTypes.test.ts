import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { get, serveForTest } from './serve-test-utils';

it('npm run serve sends /favicon.ico with its content type', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-types-'));
  fs.copyFileSync(path.join(__dirname, '../../public/catalog/ikon/favicon.ico'), path.join(dir, 'favicon.ico'));
  fs.writeFileSync(path.join(dir, 'shell.html'), '<!doctype html><title>x</title>');
  const server = await serveForTest(dir);
  try {
    const response = await get(`${server.origin}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/x-icon');
  } finally {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
