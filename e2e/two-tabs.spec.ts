import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { lineKey, planTab, seededRandom, type CartAction, type Tab } from './twoTabsModel';

/**
 * Two tabs of one browser, then three, 500 random cart actions each, sent without waiting for
 * each other: every line and unit the model predicts must be in every tab and in storage at the end.
 *
 * The actions are the shop's real ones, dispatched to its real store (reducers, listeners,
 * persistence) in batches. Driving the UI would need a product page per addition: 1,000 of
 * them take minutes. The store is reached the way Redux DevTools reaches it, through
 * `__REDUX_DEVTOOLS_EXTENSION_COMPOSE__` (as e2e/support.spec.ts does): the production build
 * has no test hook at all.
 */
const SEED = Number(process.env.TWO_TABS_SEED ?? 20261125);
/** TWO_TABS_RUNS=<n>: each test once per seed SEED, SEED + 1, …, SEED + n − 1. */
const RUNS = Number(process.env.TWO_TABS_RUNS ?? 1);
const ACTIONS_PER_TAB = 500;

type StoredLine = { id: string; selectedSize: string; quantity: number };

declare global {
  interface Window {
    __cartStore?: { dispatch(action: { type: string; payload?: unknown }): unknown; getState(): { cart: { items: StoredLine[] } } };
    __runCart?: (actions: CartAction[]) => number;
    __leftOut?: number;
  }
}

/** Captures the store and installs `__runCart`, which plays a batch of actions synchronously. */
function installRunner() {
  type Enhancer = (next: unknown) => unknown;
  Object.assign(window, {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: () =>
      (...enhancers: Enhancer[]) =>
      (createStore: (...args: unknown[]) => NonNullable<Window['__cartStore']>) =>
      (...args: unknown[]) => {
        const store = (enhancers.reduceRight((next, enhance) => enhance(next), createStore as unknown) as typeof createStore)(...args);
        window.__cartStore = store;
        return store;
      },
  });
  // Counts stamps from the other tab (`cartItems:rev`, docs/two-tabs.md) that do not include this tab's last
  // write: one of the two wrote over the other after reading storage from before it (a stale
  // read). The run's log says how often the stamps had something to repair.
  let lastOwn: string | undefined;
  window.__leftOut = 0;
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key: string, value: string) {
    if (key === 'cartItems:rev') lastOwn = (JSON.parse(value) as { v: string[] }).v[0];
    setItem.call(this, key, value);
  };
  window.addEventListener('storage', (event) => {
    const ids = event.key === 'cartItems:rev' && event.newValue ? (JSON.parse(event.newValue) as { v: string[] }).v : undefined;
    if (ids && lastOwn && !ids.includes(lastOwn)) window.__leftOut! += 1;
  });
  const product = (id: string, size: string, quantity: number) => ({ id, name: `Produk ${id}`, price: 75000, image: '', selectedSize: size, quantity });
  const key = (id: string, size: string) => ({ id, selectedColor: '', selectedSize: size });
  window.__runCart = (actions) => {
    const store = window.__cartStore!;
    const dispatch = (type: string, payload: unknown) => store.dispatch({ type: `cart/${type}`, payload });
    const quantityOf = (id: string, size: string) => store.getState().cart.items.find((l) => l.id === id && l.selectedSize === size)?.quantity;
    let missing = 0;
    for (const action of actions) {
      if (action.kind === 'addShared' || action.kind === 'addOwn') dispatch('itemAdded', product(action.id, action.size, action.quantity));
      // The steppers: the quantity this tab sees, plus or minus one.
      if (action.kind === 'plusShared' || action.kind === 'minusOwn') {
        const seen = quantityOf(action.id, action.size);
        if (seen === undefined) missing += 1;
        else dispatch('quantityChanged', { ...key(action.id, action.size), quantity: seen + (action.kind === 'plusShared' ? 1 : -1) });
      }
      if (action.kind === 'setOwn') dispatch('quantityChanged', { ...key(action.id, action.size), quantity: action.quantity });
      if (action.kind === 'removeOwn') dispatch('itemRemoved', key(action.id, action.size));
      if (action.kind === 'removeCustom') dispatch('itemRemoved', key(action.id, ''));
      if (action.kind === 'removeSeveralOwn') dispatch('itemsRemoved', action.keys.map((k) => key(k.id, k.size)));
      if (action.kind === 'resizeOwn') dispatch('itemUpdated', { ...key(action.id, action.size), changes: { selectedSize: action.to } });
      if (action.kind === 'addCustom') {
        const line = { id: action.id, type: 'custom', name: 'Kaos custom', price: 0, image: '', quantity: 1, selectedColor: '', selectedSize: '', colorOptions: [], createdAt: '2026-11-25T00:00:00.000Z' };
        dispatch('customItemAdded', line);
      }
    }
    return missing;
  };
}

/** Plays a tab's actions in random batches with random short pauses; returns stepper misses. */
async function play(page: Page, actions: CartAction[], random: () => number): Promise<number> {
  let missing = 0;
  for (let i = 0; i < actions.length; ) {
    const size = 1 + Math.floor(random() * 6);
    missing += await page.evaluate((batch) => window.__runCart!(batch), actions.slice(i, i + size));
    i += size;
    if (random() < 0.3) await page.waitForTimeout(Math.floor(random() * 40));
  }
  return missing;
}

/** JSON with sorted keys: a tab that decoded a line may hold its fields in another order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

async function snapshot(page: Page) {
  const { items, stored } = await page.evaluate(() => ({ items: window.__cartStore!.getState().cart.items, stored: localStorage.getItem('cartItems') ?? '[]' }));
  return { items: canonical(items), stored: canonical(JSON.parse(stored)) };
}

/**
 * `tabs` pages of one browser context play ACTIONS_PER_TAB random cart actions each, without
 * waiting for each other; every page and storage must end as the model predicts. Logs the lines
 * and units lost, the time, and the stale reads the stamps met.
 */
async function playTabs(context: BrowserContext, tabs: number, seed: number) {
  await context.route((url) => url.pathname.startsWith('/catalog/') && url.pathname.endsWith('.json'), (route) => route.abort());
  await context.addInitScript(installRunner);
  const pages: Page[] = [];
  for (let i = 0; i < tabs; i += 1) pages.push(await context.newPage());
  await Promise.all(pages.map((page) => page.goto('/')));
  for (const page of pages) await page.waitForFunction(() => window.__cartStore !== undefined);

  const random = seededRandom(seed);
  const plans = (['A', 'B', 'C'] as Tab[]).slice(0, tabs).map((tab) => planTab(tab, ACTIONS_PER_TAB, random));
  const started = Date.now();
  const missing = await Promise.all(pages.map((page, i) => play(page, plans[i]!.actions, seededRandom(seed + i + 1))));
  const playedMs = Date.now() - started;

  // Settled: every tab shows what storage holds, and nothing changes for a while.
  let last = '';
  await expect
    .poll(
      async () => {
        const snapshots = await Promise.all(pages.map(snapshot));
        const now = JSON.stringify(snapshots);
        const settled = snapshots.every((tab) => tab.items === tab.stored && tab.stored === snapshots[0]!.stored) && now === last;
        last = now;
        return settled;
      },
      { timeout: 15_000, intervals: [300] },
    )
    .toBe(true);
  const settledMs = Date.now() - started;

  const stored = JSON.parse((await snapshot(pages[0]!)).stored) as StoredLine[];
  const actual = new Map(stored.map((line) => [lineKey(line.id, line.selectedSize), line.quantity]));
  const expected = new Map<string, number>();
  for (const plan of plans) {
    plan.ownLines.forEach((line) => expected.set(lineKey(line.id, line.size), line.quantity));
    plan.sharedUnits.forEach((units, key) => expected.set(key, (expected.get(key) ?? 0) + units));
  }
  const leftOut = await Promise.all(pages.map((page) => page.evaluate(() => window.__leftOut)));
  const linesLost = [...expected.keys()].filter((key) => !actual.has(key)).length;
  const unitsLost = [...expected].reduce((sum, [key, units]) => sum + Math.max(0, units - (actual.get(key) ?? 0)), 0);
  console.log(
    `${tabs === 2 ? 'two' : 'three'} tabs: seed ${seed}, ${tabs * ACTIONS_PER_TAB} actions played in ${playedMs} ms, settled after ${settledMs} ms; ` +
      `${expected.size} lines expected, ${actual.size} found, lines lost ${linesLost}, units lost ${unitsLost}; ` +
      `stamps leaving out the tab's last write (stale reads met) ${leftOut.map((count, i) => `${'ABC'[i]} ${count}`).join(', ')}`,
  );
  expect(missing).toEqual(pages.map(() => 0));
  expect(linesLost).toBe(0);
  expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
  expect(stored).toHaveLength(actual.size);
}

// A tab can read localStorage from before the other tab's last write even after taking the lock
// (docs/two-tabs.md): this failed at random until writes carried provenance. Run it several times
// (`--repeat-each=5`, or TWO_TABS_RUNS=20 for 20 seeds) after touching src/app/persistence.
for (let run = 0; run < RUNS; run += 1) {
  const seed = SEED + run;
  const ofSeed = RUNS > 1 ? ` (seed ${seed})` : '';
  test(`two tabs doing 500 random cart actions each lose no line and end with the same cart${ofSeed}`, async ({ context }) => {
    // About 30 s on a quiet machine; 2 minutes when five builds share two cores.
    test.setTimeout(240_000);
    await playTabs(context, 2, seed);
  });

  test(`three tabs doing 500 random cart actions each lose no line and end with the same cart${ofSeed}`, async ({ context }) => {
    test.setTimeout(360_000);
    await playTabs(context, 3, seed);
  });
}

// The storage is filled for real (Chromium throws its own QuotaExceededError). This was marked
// fixme: filling with new keys until even a 1-character one failed left room for about five more
// characters (a new key costs its name too), so the cart's 9 → 10 still fit and nothing was full.
test('a full storage is said once; the cart keeps working and is saved again once there is room', async ({ page }) => {
  await page.route((url) => url.pathname.startsWith('/catalog/') && url.pathname.endsWith('.json'), (route) => route.abort());
  const line = { id: 'sneakers-kanvas', name: 'Sneakers Kanvas', price: 250000, image: '/images/sneakers-putih.svg', quantity: 9, selectedColor: '', selectedSize: '40', colorOptions: [] };
  await page.addInitScript((cart) => {
    if (!sessionStorage.getItem('seeded')) localStorage.setItem('cartItems', cart);
    sessionStorage.setItem('seeded', '1');
    // Counts the shop's attempts to save the cart, refused ones included: the test waits for an
    // attempt rather than for a while.
    const setItem = Storage.prototype.setItem;
    const counted = window as unknown as { cartSaveAttempts: number };
    counted.cartSaveAttempts = 0;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'cartItems') counted.cartSaveAttempts += 1;
      return setItem.call(this, key, value);
    };
  }, JSON.stringify([line]));
  await page.goto('/cart');
  const plus = page.getByRole('button', { name: 'Tambah jumlah' });
  await expect(plus).toBeVisible();
  // Fill the origin's quota to the last character: new keys while they fit, then the last one
  // grown until not one more character does. 9 → 10 needs one more character than there is.
  await page.evaluate(() => {
    let last = '';
    for (let size = 1 << 20, i = 0; size >= 1; ) {
      try {
        localStorage.setItem(`isi-${i}`, 'x'.repeat(size));
        last = `isi-${i++}`;
      } catch {
        size >>= 1;
      }
    }
    for (let size = 1 << 10; size >= 1; ) {
      try {
        localStorage.setItem(last, localStorage.getItem(last)! + 'x'.repeat(size));
      } catch {
        size >>= 1;
      }
    }
  });
  const storedQuantity = () => page.evaluate(() => (JSON.parse(localStorage.getItem('cartItems')!) as { quantity: number }[])[0]!.quantity);
  const saveAttempts = () => page.evaluate(() => (window as unknown as { cartSaveAttempts: number }).cartSaveAttempts);
  const warning = page.getByText('Penyimpanan browser penuh: keranjang disimpan sementara di halaman ini.');
  await plus.click();
  await expect(warning).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Jumlah' })).toHaveValue('10');

  // Still full: the next change is refused too, and not said again.
  const attempts = await saveAttempts();
  await plus.click();
  await expect.poll(saveAttempts).toBeGreaterThan(attempts);
  // A toast shown by that attempt would be on screen after the next two frames.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(warning).toHaveCount(1);
  await expect(page.getByRole('spinbutton', { name: 'Jumlah' })).toHaveValue('11');
  expect(await storedQuantity()).toBe(9);

  await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('isi-')).forEach((key) => localStorage.removeItem(key)));
  await plus.click();
  await expect.poll(storedQuantity).toBe(12);
});
