import { makeStore } from '../../../src/app/store';
import { itemAdded } from '../../../src/features/cart/cartSlice';
import { loaded, loadStarted } from '../../../src/features/catalog/catalogSlice';
import { serializeLogFile, toLogFile } from '../../../src/features/support/logFile';
import { replayLogFile } from '../../../src/features/support/replay';
import { runReplayCommand } from '../../../src/features/support/replayCommand';
import { categories, products, serveSplit } from '../catalog/catalog-test-utils';
import { shopReducer } from '../../../src/app/rootReducer';

/** A page that loaded the catalogue's manifest and had a product added, exported as the console does. */
function exportedSession({ clearBeforeAdd = false } = {}) {
  const { manifest } = serveSplit({ categories, products });
  const store = makeStore();
  store.dispatch(loadStarted());
  store.dispatch(loaded(manifest));
  if (clearBeforeAdd) store.actionLog.clear();
  store.dispatch(itemAdded({ id: products[0]!.id, name: products[0]!.name, price: 1000, image: '/a.svg' }));
  return { store, manifest, text: serializeLogFile(toLogFile(store.actionLog.getSnapshot(), new Date('2026-11-25T10:00:00Z'))) };
}

describe('the catalogue in a log, by version', () => {
  it.each([
    ['in an action', false],
    ['in the starting state', true],
  ])('names the version and carries no product (%s)', (_where, clearBeforeAdd) => {
    const { text, manifest } = exportedSession({ clearBeforeAdd });
    const file = JSON.parse(text);
    expect(file.catalog).toEqual({ version: manifest.version, products: products.length, categories: categories.length });
    // The first product is in the cart, so its id is there; no other product is: the store never held them.
    for (const product of products.slice(1)) expect(text).not.toContain(product.name);
  });

  it.each([false, true])('replays to the page state exactly, with no catalogue given (log cleared after load: %s)', (clearBeforeAdd) => {
    const { store, text, manifest } = exportedSession({ clearBeforeAdd });
    const replayed = replayLogFile(text, shopReducer, { currentVersion: manifest.version });
    if (!replayed.ok) throw new Error(replayed.error);
    expect(JSON.stringify(replayed.value.final)).toBe(JSON.stringify(store.getState()));
    expect(replayed.value.catalog).toEqual({ ref: expect.objectContaining({ version: manifest.version }), same: true });
  });

  it('says when the shop has another version now', () => {
    const { text } = exportedSession();
    const other = replayLogFile(text, shopReducer, { currentVersion: 'abcdef123456' });
    expect(other.ok && other.value.catalog.same).toBe(false);
  });

  it('npm run replay names the version in its readable output', () => {
    const { text, manifest } = exportedSession();
    const { stdout } = runReplayCommand(['laporan.json'], () => text, { reducer: shopReducer });
    expect(stdout).toContain(`Katalog: versi ${manifest.version} (${products.length} produk, ${categories.length} kategori).`);
  });
});
