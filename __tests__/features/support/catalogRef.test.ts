import { makeStore } from '../../../src/app/store';
import { itemAdded } from '../../../src/features/cart/cartSlice';
import { loaded, loadStarted } from '../../../src/features/catalog/catalogSlice';
import { catalogVersion } from '../../../src/features/support/catalogRef';
import { serializeLogFile, toLogFile } from '../../../src/features/support/logFile';
import { replayLogFile } from '../../../src/features/support/replay';
import { runReplayCommand } from '../../../src/features/support/replayCommand';
import { categories, products } from '../catalog/catalog-test-utils';

const catalog = { categories, products };

/** A page that loaded the catalogue and had a product added, exported as the console does. */
function exportedSession({ clearBeforeAdd = false } = {}) {
  const store = makeStore();
  store.dispatch(loadStarted());
  store.dispatch(loaded(catalog));
  if (clearBeforeAdd) store.actionLog.clear();
  store.dispatch(itemAdded({ id: products[0]!.id, name: products[0]!.name, price: 1000, image: '/a.svg' }));
  return { store, text: serializeLogFile(toLogFile(store.actionLog.getSnapshot(), new Date('2026-11-25T10:00:00Z'))) };
}

describe('the catalogue in a log, by version only', () => {
  it.each([
    ['in an action', false],
    ['in the starting state', true],
  ])('leaves the catalogue out of the file and names its version (%s)', (_where, clearBeforeAdd) => {
    const { text } = exportedSession({ clearBeforeAdd });
    const file = JSON.parse(text);
    expect(file.catalog).toEqual({ version: catalogVersion(catalog), products: products.length, categories: categories.length });
    // The first product is in the cart, so its id is there; no other product is.
    for (const product of products.slice(1)) expect(text).not.toContain(product.slug);
    expect(text).not.toContain(categories[0]!.description);
  });

  it.each([false, true])('replays to the page state when support has the same catalogue (log cleared after load: %s)', (clearBeforeAdd) => {
    const { store, text } = exportedSession({ clearBeforeAdd });
    const replayed = replayLogFile(text, { catalog });
    if (!replayed.ok) throw new Error(replayed.error);
    expect(JSON.stringify(replayed.value.final)).toBe(JSON.stringify(store.getState()));
    expect(replayed.value.catalog).toEqual({ ref: expect.objectContaining({ version: catalogVersion(catalog) }), same: true });
  });

  it('says when the catalogue given is another version; without one the lists replay empty and the cart is the same', () => {
    const { store, text } = exportedSession();
    const other = replayLogFile(text, { catalog: { categories, products: products.slice(1) } });
    expect(other.ok && other.value.catalog.same).toBe(false);
    const none = replayLogFile(text);
    if (!none.ok) throw new Error(none.error);
    expect(none.value.final.catalog).toEqual({ status: 'ready', categories: [], products: [], error: null });
    expect(none.value.final.cart).toEqual(store.getState().cart);
  });

  it('npm run replay names the version in its readable output', () => {
    const { text } = exportedSession();
    const { stdout } = runReplayCommand(['laporan.json'], () => text);
    expect(stdout).toContain(
      `Katalog: versi ${catalogVersion(catalog)} (${products.length} produk, ${categories.length} kategori); log hanya menyebut versinya, jadi daftar produk diputar ulang kosong.`,
    );
  });
});
