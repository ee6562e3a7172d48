import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { runReplayCommand } from '../../src/features/support/replayCommand';
import { addSandal, emptyState, logText } from '../fixtures/actionLogs';
import { shopReducer } from '../../src/app/rootReducer';

const files: Record<string, string> = {
  'sesi.json': logText(
    [
      addSandal({ selectedColor: 'Cokelat', selectedSize: '41' }),
      addSandal({ selectedColor: 'Cokelat', selectedSize: '41' }),
      { type: 'cart/customItemAdded', payload: { id: 'custom-abc', type: 'custom', name: 'Sepatu custom', price: 0, image: '', quantity: 1, selectedColor: '', selectedSize: '', colorOptions: [] } },
      { type: 'theme/toggled' },
      { type: 'ui/searchToggled' },
    ],
    emptyState,
    { droppedActions: 4 },
  ),
  'rusak.json': '{"payload": "[]", ',
};
const readFile = (name: string) => {
  if (!(name in files)) throw Object.assign(new Error(`ENOENT: no such file, open '${name}'`), { code: 'ENOENT' });
  return files[name]!;
};

describe('npm run replay (the command)', () => {
  it('prints the final cart, theme and ui readably', () => {
    const result = runReplayCommand(['sesi.json'], readFile, { reducer: shopReducer });
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(
      [
        'sesi.json: 5 aksi diputar ulang; 4 aksi lama dibuang sebelum log ini.',
        '',
        'Keranjang: 2 baris, total Rp\u00a0240.000',
        '  1. Sandal Kulit (id sandal) · warna Cokelat, ukuran 41 · 2 × Rp\u00a0120.000 = Rp\u00a0240.000',
        '  2. Sepatu custom (custom, id custom-abc) · 1 × Rp\u00a00 = Rp\u00a00',
        'Tema: dark (gelap; perangkat terang)',
        'UI: overlay search',
        '',
      ].join('\n'),
    );
  });

  it('prints the final state as JSON with --json, in either position', () => {
    for (const args of [['--json', 'sesi.json'], ['sesi.json', '--json']]) {
      const result = runReplayCommand(args, readFile, { reducer: shopReducer });
      expect(result.exitCode).toBe(0);
      const state = JSON.parse(result.stdout);
      expect(state.cart.items.map((line: { id: string; quantity: number }) => [line.id, line.quantity])).toEqual([
        ['sandal', 2],
        ['custom-abc', 1],
      ]);
      expect(state.theme).toEqual({ mode: 'dark', systemPrefersDark: false });
      expect(state.ui).toEqual({ overlay: 'search' });
    }
  });

  it.each([
    [['rusak.json'], 1, /^replay: rusak\.json: berkas bukan JSON yang valid \(.+\)\n$/],
    [['hilang.json'], 1, /^replay: hilang\.json: tidak bisa dibaca \(ENOENT\)\n$/],
    [[], 2, /^replay: beri tepat satu berkas log\. Pemakaian: npm run replay -- \[--json \| --diff \| --emit-test .*\] <berkas-log\.json>\n$/],
    [['a.json', 'b.json'], 2, /^replay: beri tepat satu berkas log/],
    [['--jsn', 'sesi.json'], 2, /^replay: opsi tidak dikenal --jsn\./],
  ])('%j exits %i with one line on stderr', (args, exitCode, message) => {
    const result = runReplayCommand(args, readFile, { reducer: shopReducer });
    expect(result).toEqual({ exitCode, stdout: '', stderr: expect.stringMatching(message) });
  });
});

describe('scripts/replay.ts in a real Node process', () => {
  const run = promisify(execFile);
  const dir = mkdtempSync(path.join(tmpdir(), 'langkah-replay-'));
  const tsx = path.join(__dirname, '../../node_modules/.bin/tsx');
  const script = path.join(__dirname, '../../scripts/replay.ts');

  async function replay(...args: string[]) {
    try {
      const { stdout, stderr } = await run(tsx, [script, ...args]);
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  it('replays a file with the real reducers', async () => {
    const file = path.join(dir, 'sesi.json');
    writeFileSync(file, files['sesi.json']!);
    const result = await replay('--json', file);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).cart.items).toHaveLength(2);
  }, 30_000);

  it('exits non-zero on an action the reducers reject, with one line and no stack trace', async () => {
    const file = path.join(dir, 'ditolak.json');
    writeFileSync(file, logText([addSandal(), { type: 'cart/itemsRemoved', payload: 7 }]));
    const result = await replay(file);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^replay: .*ditolak\.json: aksi #2 \("cart\/itemsRemoved"\) ditolak reducer: .+\n$/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 30_000);
});
