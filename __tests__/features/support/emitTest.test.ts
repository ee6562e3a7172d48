import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { runReplayCommand } from '../../../src/features/support/replayCommand';
import { addSandal, emptyState, logText } from '../../fixtures/actionLogs';
import { shopReducer } from '../../../src/app/rootReducer';

const repoRoot = path.join(__dirname, '../../..');
const cartSlicePath = path.join(repoRoot, 'src/features/cart/cartSlice');

/** A shopper's session: the same sandal twice (merged into one line), a quantity typed, a second product. */
const session = logText(
  [
    addSandal({ selectedColor: 'Cokelat', selectedSize: '41' }),
    { type: 'theme/toggled' },
    addSandal({ selectedColor: 'Cokelat', selectedSize: '41' }),
    { type: 'cart/itemUpdated', payload: { id: 'sandal', selectedColor: 'Cokelat', selectedSize: '41', changes: { quantity: 5 } } },
    { type: 'cart/itemAdded', payload: { id: 'tas', name: 'Tas "Anyam" */ ${x}', price: 150000, image: '/t.svg' } },
  ],
  emptyState,
);

function emit(name = 'Keranjang Ganda') {
  const outDir = mkdtempSync(path.join(tmpdir(), 'langkah-emit-'));
  writeFileSync(path.join(outDir, 'sesi.json'), session);
  const written: string[] = [];
  const result = runReplayCommand(['--emit-test', path.join(outDir, 'sesi.json'), '--name', name, '--out', outDir], (file) => readFileSync(file, 'utf8'), {
    reducer: shopReducer,
    repoRoot,
    writeFile: (file, text) => {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
      written.push(file);
    },
    now: () => new Date('2026-11-25T10:00:00Z'),
  });
  return { result, outDir, written };
}

interface EmittedCase {
  name: string;
  run: () => void;
}

/**
 * Loads an emitted test file the way jest would, but collects its `it` bodies instead of
 * registering them, so this test can run them and see which pass. A fresh module registry each
 * time: the emitted file replays the log when it loads.
 */
function collectEmittedTests(testFile: string): EmittedCase[] {
  const globals = globalThis as unknown as Record<string, unknown>;
  const real = { describe: globals.describe, it: globals.it };
  const cases: EmittedCase[] = [];
  globals.describe = (_name: string, body: () => void) => body();
  globals.it = (name: string, run: () => void) => cases.push({ name, run });
  try {
    // require, not import(): the emitted file must run inside jest's isolated registry, now.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    jest.isolateModules(() => require(testFile));
  } finally {
    Object.assign(globals, real);
  }
  return cases;
}

function outcomes(cases: EmittedCase[]): Record<string, 'lulus' | 'gagal'> {
  const result: Record<string, 'lulus' | 'gagal'> = {};
  for (const { name, run } of cases) {
    try {
      run();
      result[name] = 'lulus';
    } catch {
      result[name] = 'gagal';
    }
  }
  return result;
}

describe('npm run replay -- --emit-test', () => {
  it('writes a readable jest test and the log beside it, and says how to run it', () => {
    const { result, outDir, written } = emit();
    expect(result.exitCode).toBe(0);
    const testFile = path.join(outDir, 'keranjang-ganda.test.ts');
    expect(written).toEqual([path.join(outDir, 'keranjang-ganda.log.json'), testFile]);
    expect(result.stdout).toBe(
      `Tes ditulis: ${testFile} (4 cek keranjang dan keadaan akhir), log di sebelahnya: keranjang-ganda.log.json.\nJalankan: npx jest ${testFile}\n`,
    );
    expect(readFileSync(path.join(outDir, 'keranjang-ganda.log.json'), 'utf8')).toBe(session);
    const source = readFileSync(testFile, 'utf8');
    expect(source).toContain('it("keranjang setelah aksi #3 (cart/itemAdded)", () => {');
    expect(source).not.toContain('aksi #2 (theme/toggled)');
    expect(source).toContain("it('keadaan akhir', () => {");
    expect(source).toContain('"quantity": 5');
  });

  it('emits a test that passes against the shop reducers as they are', () => {
    const cases = collectEmittedTests(path.join(emit().outDir, 'keranjang-ganda.test.ts'));
    expect(outcomes(cases)).toEqual({
      'keranjang setelah aksi #1 (cart/itemAdded)': 'lulus',
      'keranjang setelah aksi #3 (cart/itemAdded)': 'lulus',
      'keranjang setelah aksi #4 (cart/itemUpdated)': 'lulus',
      'keranjang setelah aksi #5 (cart/itemAdded)': 'lulus',
      'keadaan akhir': 'lulus',
    });
  });

  it('emits a test that fails once a reducer behaves differently (itemAdded no longer merges)', () => {
    const testFile = path.join(emit().outDir, 'keranjang-ganda.test.ts');
    jest.doMock(cartSlicePath, () => {
      const actual = jest.requireActual(cartSlicePath);
      const slice = actual.default;
      type CartState = { items: unknown[] };
      const real = slice.reducer as Reducer<CartState, UnknownAction>;
      // The bug: an added product always becomes a new line, even when the same one is there.
      const withoutMerge: Reducer<CartState, UnknownAction> = (state, action) =>
        action.type === 'cart/itemAdded' && state
          ? { items: [...state.items, ...real({ items: [] }, action).items] }
          : real(state, action);
      return { ...actual, __esModule: true, default: { ...slice, reducer: withoutMerge } };
    });
    try {
      expect(outcomes(collectEmittedTests(testFile))).toEqual({
        'keranjang setelah aksi #1 (cart/itemAdded)': 'lulus',
        'keranjang setelah aksi #3 (cart/itemAdded)': 'gagal',
        'keranjang setelah aksi #4 (cart/itemUpdated)': 'gagal',
        'keranjang setelah aksi #5 (cart/itemAdded)': 'gagal',
        'keadaan akhir': 'gagal',
      });
    } finally {
      jest.dontMock(cartSlicePath);
    }
  });

  it('names the test from the log file when --name is not given, and writes under __tests__/replays by default', () => {
    const files: Record<string, string> = {};
    const result = runReplayCommand(['--emit-test', 'langkah-log-2026-11-25T10-20-30.json'], () => session, {
      reducer: shopReducer,
      repoRoot: '/repo',
      writeFile: (file, text) => {
        files[file] = text;
      },
    });
    expect(result.exitCode).toBe(0);
    expect(Object.keys(files)).toEqual([
      '/repo/__tests__/replays/langkah-log-2026-11-25t10-20-30.log.json',
      '/repo/__tests__/replays/langkah-log-2026-11-25t10-20-30.test.ts',
    ]);
    expect(files['/repo/__tests__/replays/langkah-log-2026-11-25t10-20-30.test.ts']).toContain(
      "import { replayForTest } from '../../src/app/replayForTest';",
    );
  });

  it('writes nothing for a log that does not replay, and says why in one line', () => {
    const writeFile = jest.fn();
    const result = runReplayCommand(['--emit-test', 'rusak.json'], () => logText([{ type: 'cart/itemAddd' }]), { reducer: shopReducer, writeFile, repoRoot: '/repo' });
    expect(result).toEqual({ exitCode: 1, stdout: '', stderr: 'replay: rusak.json: aksi #1 ("cart/itemAddd"): jenis aksi tidak dikenal\n' });
    expect(writeFile).not.toHaveBeenCalled();
  });

  it('reports a folder it cannot write to in one line', () => {
    const writeFile = () => {
      throw Object.assign(new Error('EACCES'), { code: 'EACCES' });
    };
    const result = runReplayCommand(['--emit-test', 'sesi.json', '--out', '/root/x'], () => session, { reducer: shopReducer, writeFile, repoRoot: '/repo' });
    expect(result).toEqual({ exitCode: 1, stdout: '', stderr: 'replay: /root/x: tidak bisa menulis (EACCES)\n' });
  });
});
