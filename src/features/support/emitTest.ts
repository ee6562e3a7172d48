import path from 'node:path';
import type { Replay } from './replay';
import type { ParsedLog } from './parseLogFile';

export interface EmittedTest {
  /** `<name>.test.ts` */
  testFile: string;
  testSource: string;
  /** `<name>.log.json`, the log exactly as given, beside the test. */
  logFile: string;
}

/** A file name anyone can type: lower-case letters, digits and hyphens. */
export function testName(raw: string): string {
  const name = raw
    .toLowerCase()
    .replace(/\.json$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return name || 'log';
}

/** Pretty JSON as a TypeScript expression, indented to sit inside the test's blocks. */
const literal = (value: unknown, indent: string) => JSON.stringify(value ?? null, null, 2).replace(/\n/g, `\n${indent}`);
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

/** Which actions get a cart check: every `cart/…` action, whatever the cart slice defines later. */
export const isCartAction = (type: string): boolean => type.startsWith('cart/');

export interface EmitOptions {
  name: string;
  /** Where the log came from, for the header comment. */
  source: string;
  /** The folder the test is written to, and the folder of `replayForTest` (the repository's `src/app`). */
  outDir: string;
  replayForTestDir: string;
  emittedAt?: Date;
}

/**
 * The source of a jest test that replays a log with the shop's reducers and expects what they
 * give today: the cart after each cart action and the final state. It is meant to be read:
 * one `it` per cart action, named by number and type, with the expected lines written out.
 */
export function emitReplayTest(replay: Replay, log: Pick<ParsedLog, 'actions'>, options: EmitOptions): EmittedTest {
  const { name, source, outDir, replayForTestDir, emittedAt = new Date() } = options;
  const logFile = `${name}.log.json`;
  let importPath = path.relative(outDir, path.join(replayForTestDir, 'replayForTest')).split(path.sep).join('/');
  if (!importPath.startsWith('.')) importPath = `./${importPath}`;

  const steps = log.actions.flatMap((action, index) => {
    if (!isCartAction(action.type)) return [];
    const number = index + 1;
    const expected = { type: action.type, cart: asJson(replay.states[index]!.cart.items) };
    return [
      `  it(${JSON.stringify(`keranjang setelah aksi #${number} (${action.type})`)}, () => {`,
      `    expect(replay.step(${number})).toEqual(${literal(expected, '    ')});`,
      '  });',
      '',
    ];
  });

  const testSource = [
    '/**',
    ` * Emitted by \`npm run replay -- --emit-test\` from ${source.replace(/\*\//g, '*\\/')}`,
    ` * on ${emittedAt.toISOString()}: ${log.actions.length} actions, replayed with the shop's reducers.`,
    ` * It expects what they gave then: the cart after each cart action and the final state.`,
    ' * A failure means a reducer now behaves differently: a bug, or a deliberate change (emit it again).',
    ' */',
    "import { readFileSync } from 'node:fs';",
    "import path from 'node:path';",
    `import { replayForTest } from '${importPath}';`,
    '',
    `const replay = replayForTest(readFileSync(path.join(__dirname, ${JSON.stringify(logFile)}), 'utf8'));`,
    '',
    `describe(${JSON.stringify(`log ${logFile} diputar ulang`)}, () => {`,
    ...steps,
    "  it('keadaan akhir', () => {",
    '    // Slices the shop gains later start empty in a replay; only these are checked.',
    `    const expected = ${literal(asJson(replay.final), '    ')};`,
    '    expect(replay.finalSlices(Object.keys(expected))).toEqual(expected);',
    '  });',
    '});',
    '',
  ].join('\n');

  return { testFile: `${name}.test.ts`, testSource, logFile };
}
