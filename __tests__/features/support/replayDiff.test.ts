import { runReplayCommand } from '../../../src/features/support/replayCommand';
import { diffStates, formatChange } from '../../../src/features/support/stateDiff';
import { addSandal, emptyState, logText } from '../../fixtures/actionLogs';
import { shopReducer } from '../../../src/app/rootReducer';

const line = (quantity: number) => ({ id: 'sandal', name: 'Sandal Kulit', price: 120000, quantity, selectedColor: 'Cokelat' });

describe('diffStates', () => {
  it('names each changed leaf by its path, with both values', () => {
    const before = { cart: { items: [line(1)] }, ui: { overlay: 'none' } };
    const after = { cart: { items: [line(2)] }, ui: { overlay: 'none' } };
    expect(diffStates(before, after).map(formatChange)).toEqual(['cart.items[0].quantity: 1 → 2']);
  });

  it('shows a line added or removed whole, and keys that appear or go', () => {
    expect(diffStates({ items: [line(1)] }, { items: [line(1), { id: 'tas' }] }).map(formatChange)).toEqual([
      'items[1]: (tidak ada) → {"id":"tas"}',
    ]);
    expect(diffStates({ items: [line(1)], note: 'x' }, { items: [] }).map(formatChange)).toEqual([
      'items[0]: {"id":"sandal","name":"Sandal Kulit","price":120000,"quantity":1,"selectedColor":"Cokelat"} → (tidak ada)',
      'note: "x" → (tidak ada)',
    ]);
  });

  it('shortens a long value (a catalogue arriving) instead of printing all of it', () => {
    const products = Array.from({ length: 66 }, (_, index) => ({ slug: `produk-${index}` }));
    const [change] = diffStates({ products: 'none' }, { products });
    expect(formatChange(change!)).toMatch(/^products: "none" → \[\{"slug":"produk-0"}.{100,}… \[66 elemen]$/);
    expect(formatChange(change!).length).toBeLessThan(300);
  });

  it('finds nothing between equal states, shared or copied', () => {
    const state = { cart: { items: [line(1)] } };
    expect(diffStates(state, state)).toEqual([]);
    expect(diffStates(state, JSON.parse(JSON.stringify(state)))).toEqual([]);
  });
});

describe('npm run replay -- --diff', () => {
  const readFile = () =>
    logText(
      [
        addSandal({ selectedColor: 'Cokelat', selectedSize: '41' }),
        addSandal({ selectedColor: 'Cokelat', selectedSize: '41' }),
        { type: 'ui/searchToggled' },
        { type: 'cart/itemRemoved', payload: { id: 'tidak-ada', selectedColor: '', selectedSize: '' } },
        { type: 'theme/toggled' },
      ],
      emptyState,
    );

  it('prints, for each action, what changed in the state', () => {
    const result = runReplayCommand(['--diff', 'sesi.json'], readFile, { reducer: shopReducer });
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toBe(
      [
        '#1 cart/itemAdded',
        '  cart.items[0]: (tidak ada) → {"id":"sandal","name":"Sandal Kulit","price":120000,"image":"/s.svg","quantity":1,"selectedColor":"Cokelat","selectedSize":"41","colorOptions":[]}',
        '#2 cart/itemAdded',
        '  cart.items[0].quantity: 1 → 2',
        '#3 ui/searchToggled',
        '  ui.overlay: "none" → "search"',
        '#4 cart/itemRemoved',
        '  (tidak ada perubahan)',
        '#5 theme/toggled',
        '  theme.mode: "system" → "dark"',
        '',
      ].join('\n'),
    );
  });

  it('lists at most 20 changes of one action and counts the rest', () => {
    const many = Array.from({ length: 25 }, (_, index) => addSandal({ id: `p${index}` }));
    const preloaded = { ...emptyState, cart: { items: many.map((action) => ({ ...(action.payload as object), quantity: 1, selectedColor: '', selectedSize: '', colorOptions: [] })) } };
    const result = runReplayCommand(['--diff', 'x.json'], () => logText([{ type: 'cart/cleared' }], preloaded), { reducer: shopReducer });
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('#1 cart/cleared');
    expect(lines).toHaveLength(22);
    expect(lines[21]).toBe('  … dan 5 perubahan lain');
  });

  it('says so for a log without actions', () => {
    expect(runReplayCommand(['--diff', 'kosong.json'], () => logText([], emptyState), { reducer: shopReducer }).stdout).toBe('Log ini tidak berisi aksi.\n');
  });

  it.each([
    [['--diff', '--json', 'a.json'], /^replay: pilih satu dari --json, --diff dan --emit-test\./],
    [['--diff', '--name', 'x', 'a.json'], /^replay: --name hanya untuk --emit-test\./],
    [['--emit-test', 'a.json', '--name'], /^replay: --name perlu nilai\./],
  ])('%j is refused with exit code 2', (args, message) => {
    expect(runReplayCommand(args, readFile, { reducer: shopReducer })).toEqual({ exitCode: 2, stdout: '', stderr: expect.stringMatching(message) });
  });
});
