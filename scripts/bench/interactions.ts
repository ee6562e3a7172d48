import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { buildLargeCatalog, type CatalogFile } from '../catalog/buildCatalog';
import { catalogFromFile } from '../catalog/split/fromCatalogFile';
import { splitCatalog } from '../catalog/split/splitCatalog';
import { cartLinesFor } from './catalogSample';
import { launchChromium } from './chromium';
import { benchmarkIndex } from './hostSpeed';
import { progress } from './lifecycle';
import { writeSavedStorage, type SavedStorage } from './lighthouse';
import { longestTaskAfterMarks, readTrace } from './mainThreadTasks';
import { serveDist, type ExtraFile } from './server';
import { quantile } from './stats';

export interface InteractionTimes {
  /** From the input to the next frame on screen, as Event Timing (INP) measures it, in ms. */
  latencyMedianMs: number;
  latencyMaxMs: number;
  /** The longest main-thread task from the input until the next input, in ms. */
  longestTaskMedianMs: number;
  longestTaskMaxMs: number;
}

export interface InteractionResult {
  name: string;
  /** Not one of the shop's interactions: what the browser alone costs, for comparison. */
  reference?: boolean;
  /** Inputs measured at each speed. */
  samples: number;
  /** At Lighthouse's 4× CPU slowdown: a cheap phone. */
  slow: InteractionTimes;
  fullSpeed: InteractionTimes;
}

export interface InteractionFigures {
  cpuSlowdown: number;
  /** This machine's BenchmarkIndex before each scenario and after the last (hostSpeed.ts). */
  benchmarkIndex: number[];
  products: number;
  results: InteractionResult[];
}

const CPU_SLOWDOWN = 4;
const PRODUCTS = 5_000;
/** Full speed first, then the cheap phone: the order the figures are read back in. */
const RATES = [1, CPU_SLOWDOWN] as const;

interface Scenario {
  name: string;
  reference?: boolean;
  path: string;
  storage?: SavedStorage;
  /** Gets the page to where the measured inputs start; returns the measured input. */
  prepare: (page: Page) => Promise<(index: number) => Promise<void>>;
  /** Puts the page back where the inputs started, before the next speed's round (not measured). */
  reset?: (page: Page) => Promise<void>;
  repetitions: number;
  /** The event whose latency is read: the one the shopper's input fires. */
  event: 'click' | 'keydown';
  /** How long after each input the page is left alone (its debounced work lands in it). */
  settleMs: number;
}

/** A tap at an element's centre, straight through CDP: no actionability checks in the page's tasks. */
async function clickerFor(page: Page, selector: string): Promise<() => Promise<void>> {
  const target = page.locator(selector).first();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`nothing to click at ${selector}`);
  return () => page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * A page with one button whose handler turns a class on and off, and nothing else: no framework,
 * no stylesheet. A tap on it costs what Chromium itself spends on a tap (touch, pointer, mouse
 * and click events, hit tests, focus, a frame) on this host, which no code of the shop's can save.
 */
const BARE_TAP_PATH = '/bench/bare-tap.html';
const bareTapPage = `<!doctype html><html lang="id"><meta name="viewport" content="width=device-width"><title>Ketuk</title>
<button type="button" style="width:48px;height:48px">T</button>
<script>document.querySelector('button').addEventListener('click', () => document.body.classList.toggle('on'));</script>`;

function scenarios(catalog: CatalogFile): Scenario[] {
  // A product with a size deep enough in stock that every measured tap, at both speeds, adds one.
  const adds = 6;
  const enough = adds * RATES.length;
  const product = catalog.products.find((p) => p.sizes.some((size) => size.stock >= enough))!;
  const size = product.sizes.find((s) => s.stock >= enough)!.size;
  const typed = 'sepatu kulit';
  return [
    {
      name: 'Reference: a tap on a bare page (one button, no framework)',
      reference: true,
      path: BARE_TAP_PATH,
      repetitions: 8,
      event: 'click',
      settleMs: 300,
      prepare: async (page) => clickerFor(page, 'button'),
    },
    {
      name: 'Theme toggle',
      path: '/',
      repetitions: 8,
      event: 'click',
      settleMs: 300,
      prepare: async (page) => clickerFor(page, 'header button:has-text("Ganti tema")'),
    },
    {
      name: 'Add to cart',
      path: `/produk/${product.slug}`,
      repetitions: adds,
      event: 'click',
      settleMs: 600,
      prepare: async (page) => {
        await page.getByRole('group', { name: 'Ukuran' }).getByRole('button', { name: size, exact: true }).click();
        return clickerFor(page, 'button:has-text("Tambah ke keranjang")');
      },
    },
    {
      name: 'Quantity change, 10-line cart',
      path: '/cart',
      storage: { cartItems: JSON.stringify(cartLinesFor(catalog.products, 10)) },
      repetitions: 8,
      event: 'click',
      settleMs: 300,
      prepare: async (page) => {
        // A line whose size has more than one left, so + and − alternate from 1 to 2 and back.
        const stepper = 'div:has(> button[aria-label="Tambah jumlah"]:not([disabled]))';
        await page.locator(stepper).first().waitFor();
        const plus = await clickerFor(page, `${stepper} > button[aria-label="Tambah jumlah"]`);
        const minus = await clickerFor(page, `${stepper} > button[aria-label="Kurangi jumlah"]`);
        return (index) => (index % 2 === 0 ? plus() : minus());
      },
    },
    {
      name: `Typing in search, ${PRODUCTS.toLocaleString('en')} products`,
      path: '/',
      repetitions: typed.length,
      event: 'keydown',
      // Past the suggestions' 150 ms debounce: each key's search and list land in its window.
      settleMs: 400,
      prepare: async (page) => {
        await page.getByRole('button', { name: 'Cari' }).click();
        await page.getByPlaceholder('Cari produk...').waitFor();
        return (index) => page.keyboard.type(typed[index]!);
      },
      reset: async (page) => {
        // The box is a combobox once it has suggestions: found by its label, not its role.
        await page.getByLabel('Cari produk').fill('');
        await page.waitForTimeout(400);
      },
    },
  ];
}

/** Records, for every click and keydown, the time from the input to the end of the next frame. */
export function instrument() {
  const store = window as unknown as { langkahLatencies: { type: string; ms: number }[] };
  store.langkahLatencies = [];
  for (const type of ['click', 'keydown']) {
    addEventListener(
      type,
      (event) => {
        const start = event.timeStamp;
        // rAF runs just before the frame is drawn; a message posted from it arrives right after.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => store.langkahLatencies.push({ type, ms: performance.now() - start });
          channel.port2.postMessage(null);
        });
      },
      { capture: true },
    );
  }
}

async function runScenario(context: BrowserContext, origin: string, scenario: Scenario): Promise<InteractionResult> {
  progress(`interactions: ${scenario.name}`);
  const page = await context.newPage();
  try {
    if (scenario.storage) await writeSavedStorage(page, origin, scenario.storage);
    await page.goto(origin + scenario.path, { waitUntil: 'networkidle' });
    await page.locator('#root [inert]').waitFor({ state: 'detached' });
    const act = await scenario.prepare(page);
    // The shopper looks at the page first: what it loads when idle (toasts, service worker) is in.
    await page.waitForTimeout(6000);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: ['toplevel', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] },
      transferMode: 'ReturnAsStream',
    });
    const labels: string[] = [];
    const latencies: number[] = [];
    for (const [round, rate] of RATES.entries()) {
      if (round > 0) await scenario.reset?.(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      for (let index = 0; index < scenario.repetitions; index += 1) {
        const label = `langkah-input-${rate}x-${index}`;
        labels.push(label);
        await page.evaluate((name) => {
          (window as unknown as { langkahLatencies: unknown[] }).langkahLatencies.length = 0;
          performance.mark(name);
        }, label);
        await act(index);
        await page.waitForTimeout(scenario.settleMs);
        const seen = await page.evaluate(() => (window as unknown as { langkahLatencies: { type: string; ms: number }[] }).langkahLatencies);
        const own = seen.find((entry) => entry.type === scenario.event);
        if (!own) throw new Error(`${scenario.name}: input ${labels.length} fired no ${scenario.event}`);
        latencies.push(own.ms);
      }
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const longest = longestTaskAfterMarks(await readTrace(cdp), labels);
    const [fullSpeed, slow] = RATES.map((_rate, round): InteractionTimes => {
      const own = (values: number[]) => values.slice(round * scenario.repetitions, (round + 1) * scenario.repetitions);
      return {
        latencyMedianMs: quantile(own(latencies), 0.5),
        latencyMaxMs: Math.max(...own(latencies)),
        longestTaskMedianMs: quantile(own(longest), 0.5),
        longestTaskMaxMs: Math.max(...own(longest)),
      };
    });
    return { name: scenario.name, reference: scenario.reference, samples: scenario.repetitions, slow: slow!, fullSpeed: fullSpeed! };
  } finally {
    await page.close();
  }
}

/**
 * `catalog` where the app reads it, as `npm run catalog:build` would write it: the manifest and its
 * split files (the build's own code), and catalog.json whole. The app reads only the split: a
 * catalog.json alone, as served here before the split, left the pages on the shipped 66 products.
 */
function servedCatalog(catalog: CatalogFile): Record<string, ExtraFile> {
  const { files } = splitCatalog(catalogFromFile(catalog));
  files.set('catalog.json', JSON.stringify(catalog));
  return Object.fromEntries([...files].map(([file, body]) => [`/catalog/${file}`, { type: 'application/json', body }]));
}

/**
 * The interactions issue 7 names, in Chromium on the production build with a 5,000-product
 * catalogue, at full speed and at 4× CPU slowdown: toggling the theme, adding to the cart,
 * changing a quantity and typing in search. Each input is a real one (CDP touch and keyboard
 * events) on a phone-sized page.
 */
export async function measureInteractions(dist: string): Promise<InteractionFigures> {
  const catalog = buildLargeCatalog(PRODUCTS);
  const server = await serveDist(dist, { ...servedCatalog(catalog), [BARE_TAP_PATH]: { type: 'text/html', body: bareTapPage } });
  const { productCount } = (await (await fetch(`${server.origin}/catalog/manifest.json`)).json()) as { productCount: number };
  if (productCount !== PRODUCTS) throw new Error(`the pages would read ${productCount} products, not ${PRODUCTS}`);
  const chrome = await launchChromium();
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`, { timeout: 30_000 });
    try {
      // Lighthouse's phone (a Moto G Power), tapped with a finger: the shopper this is about.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      await context.addInitScript(instrument);
      // The host's speed before each scenario and after the last: it can change within minutes.
      const blank = await context.newPage();
      const indexes: number[] = [];
      const results: InteractionResult[] = [];
      for (const scenario of scenarios(catalog)) {
        indexes.push(await benchmarkIndex(blank));
        results.push(await runScenario(context, server.origin, scenario));
      }
      indexes.push(await benchmarkIndex(blank));
      return { cpuSlowdown: CPU_SLOWDOWN, benchmarkIndex: indexes, products: PRODUCTS, results };
    } finally {
      await browser.close();
    }
  } finally {
    await chrome.close();
    await server.close();
  }
}
