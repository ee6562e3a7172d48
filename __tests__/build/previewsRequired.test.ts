/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prerender } from '../../scripts/build/prerender';

describe('PREVIEWS_REQUIRED=1: the publishing build fails rather than ship pages without previews', () => {
  const saved = { ...process.env };
  let dist: string;
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'langkah-previews-'));
  });
  afterEach(() => {
    process.env = { ...saved };
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('fails without Chromium, before any product page is written', async () => {
    process.env.CHROMIUM_PATH = path.join(dist, 'no-chromium-here');
    process.env.PREVIEWS_REQUIRED = '1';
    await expect(prerender(dist, { dir: path.join(dist, 'catalog'), base: '/catalog/' })).rejects.toThrow(`[prerender] PREVIEWS_REQUIRED=1 and the previews cannot be painted: no Chromium at ${process.env.CHROMIUM_PATH}`);
    expect(fs.readdirSync(dist)).toEqual([]);
  });
});
