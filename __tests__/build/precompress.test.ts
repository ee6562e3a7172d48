import zlib from 'node:zlib';
import { brotli, gzip } from '../../scripts/build/precompress';

// Text shaped like a minified bundle: repetitive, but not trivially so.
const script = Array.from({ length: 400 }, (_, i) => `function f${i}(a,b){return a.items.map(x=>x.price*b+${i % 17})}`).join(';');

it('writes gzip any browser can read, no larger than zlib at level 9', async () => {
  const twin = await gzip(script);
  expect(zlib.gunzipSync(twin).toString()).toBe(script);
  expect(twin.length).toBeLessThanOrEqual(zlib.gzipSync(script, { level: 9 }).length);
});

it('writes brotli that decompresses to the same bytes', async () => {
  expect(zlib.brotliDecompressSync(await brotli(Buffer.from(script))).toString()).toBe(script);
});
