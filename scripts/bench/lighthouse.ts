import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { launchChromium } from './chromium';
import { progress, withTimeout } from './lifecycle';
import { median } from './stats';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  runs: number;
  /** Performance score of each run, to show the spread. */
  performanceRuns: number[];
  /** Total Blocking Time of each run: one slow moment of the host shows as one run far off. */
  tbtRunsMs: number[];
  /** LCP of each run. */
  lcpRunsMs: number[];
  /**
   * How long after the load event each run's first paint came, as observed. Headless Chromium on
   * a busy host sometimes holds a page's first frame for one or two whole seconds (its compositor
   * throttles frames to a renderer it finds unresponsive; Lighthouse issue #17148), a plain page
   * too. A preview page then first paints with the app, and LCP counts the app's start-up.
   */
  firstPaintAfterLoadMs: number[];
  /** Catalogue data the page fetched (bytes as transferred, /catalog/… but its pictures), median of the runs. */
  catalogBytes: number;
  /** The catalogue's pictures the page fetched (/catalog/img/…), median of the runs: its content, like any shop's photos, reported beside the data. */
  catalogPictureBytes: number;
  /**
   * Each run's JavaScript as Lighthouse's resource summary has it: the bytes transferred for every
   * script of the load (the chunks asked for right after the first paint included, response
   * headers too) and how many scripts. scriptBudget.ts makes issue 54's budget figure of them.
   */
  scriptRuns: ScriptTransfer[];
  /** This machine's BenchmarkIndex in each run, as Lighthouse measured it (hostSpeed.ts). */
  benchmarkIndexRuns: number[];
  failedAudits: string[];
}

export interface PageCheck {
  heading: string | null;
  errors: string[];
}

/** localStorage for the page's origin, written before the page is opened: a returning shopper. */
export type SavedStorage = Record<string, string>;

/**
 * Writes `storage` into `page`'s localStorage for `url`'s origin, from a page that runs no script:
 * the tab icon, a PNG, which Chromium shows as a page (an .ico it would download instead).
 */
export async function writeSavedStorage(page: Page, url: string, storage: SavedStorage): Promise<void> {
  await page.goto(new URL('/favicon.png', url).href);
  await page.evaluate((entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), Object.entries(storage));
}

/** Writes `storage` into the fresh browser's localStorage for `url`'s origin. */
async function seedStorage(port: number, url: string, storage: SavedStorage): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: 30_000 });
  try {
    const page = await browser.contexts()[0]!.newPage();
    await writeSavedStorage(page, url, storage);
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * Opens the route once in a real browser and waits for its <h1>, so the figures are known to
 * describe the page and not a loading state or an error. Also collects console errors.
 */
export async function checkPage(url: string, storage?: SavedStorage): Promise<PageCheck> {
  const chrome = await launchChromium();
  try {
    if (storage) await seedStorage(chrome.port, url, storage);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`, { timeout: 30_000 });
    try {
      const page = await browser.contexts()[0]!.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message.split('\n')[0]!));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text().slice(0, 200));
      });
      await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
      const heading = await page
        .locator('main h1, h1')
        .first()
        .textContent({ timeout: 15_000 })
        .then((text) => text?.trim() ?? '')
        .catch(() => null);
      return { heading, errors };
    } finally {
      await browser.close();
    }
  } finally {
    await chrome.close();
  }
}

/** Lighthouse 12's default (mobile) config: simulated slow 4G and a 4× CPU slowdown. */
async function runOnce(url: string, reportFile: string, storage?: SavedStorage) {
  // Imported natively: a static import would let tsx recompile Lighthouse, and the functions
  // it serialises into the page would then call a helper (__name) the page does not have.
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launchChromium();
  try {
    // Lighthouse clears the origin's storage first unless told not to; the profile is fresh anyway.
    if (storage) await seedStorage(chrome.port, url, storage);
    const result = await withTimeout(
      lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', maxWaitForLoad: 45_000, disableStorageReset: Boolean(storage) }),
      120_000,
      `Lighthouse ${url}`,
    );
    if (!result) throw new Error('Lighthouse returned nothing');
    fs.writeFileSync(reportFile, result.report as string);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.close();
  }
}

interface ObservedMetrics {
  observedFirstPaint?: number;
  observedLoad?: number;
}

function firstPaintAfterLoad(lhr: Awaited<ReturnType<typeof runOnce>>): number {
  const details = lhr.audits.metrics?.details as { items?: ObservedMetrics[] } | undefined;
  const observed = details?.items?.[0];
  return (observed?.observedFirstPaint ?? Number.NaN) - (observed?.observedLoad ?? Number.NaN);
}

interface NetworkRequest {
  url: string;
  transferSize?: number;
}

/** Bytes transferred for the files under `prefix` (the catalogue is served under /catalog/, its pictures under /catalog/img/). */
function bytesUnder(lhr: Awaited<ReturnType<typeof runOnce>>, prefix: string): number {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
  return (details?.items ?? []).filter((item) => new URL(item.url).pathname.startsWith(prefix)).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

export interface ScriptTransfer {
  bytes: number;
  requests: number;
}

/** The resource summary's row for scripts: what the shared measure tool reads as the page's JS transfer. */
export function scriptTransfer(lhr: { audits: Record<string, { details?: unknown } | undefined> }): ScriptTransfer {
  const details = lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize?: number; requestCount?: number }[] } | undefined;
  const row = details?.items?.find((item) => item.resourceType === 'script');
  return { bytes: row?.transferSize ?? Number.NaN, requests: row?.requestCount ?? Number.NaN };
}

/** Runs Lighthouse `runs` times in fresh browsers and reports the median of each figure. */
export async function measureRoute(url: string, runs: number, outDir: string, label: string, storage?: SavedStorage): Promise<LighthouseFigures> {
  const results: Awaited<ReturnType<typeof runOnce>>[] = [];
  for (let run = 1; run <= runs; run += 1) {
    progress(`lighthouse ${label} run ${run}/${runs}`);
    results.push(await runOnce(url, path.join(outDir, `lighthouse-${label}-${run}.json`), storage));
  }
  const score = (id: string) => median(results.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100)));
  const audit = (id: string) => median(results.map((r) => r.audits[id]?.numericValue ?? Number.NaN));
  const last = results[results.length - 1]!;
  const failedAudits = Object.entries(last.categories)
    .filter(([id]) => id !== 'performance')
    .flatMap(([, category]) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id))
    .filter((id) => (last.audits[id]?.score ?? 1) < 1);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    fcpMs: audit('first-contentful-paint'),
    runs: results.length,
    performanceRuns: results.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)),
    tbtRunsMs: results.map((r) => r.audits['total-blocking-time']?.numericValue ?? Number.NaN),
    lcpRunsMs: results.map((r) => r.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    firstPaintAfterLoadMs: results.map(firstPaintAfterLoad),
    catalogBytes: median(results.map((result) => bytesUnder(result, '/catalog/') - bytesUnder(result, '/catalog/img/'))),
    catalogPictureBytes: median(results.map((result) => bytesUnder(result, '/catalog/img/'))),
    scriptRuns: results.map(scriptTransfer),
    benchmarkIndexRuns: results.map((r) => r.environment.benchmarkIndex),
    failedAudits,
  };
}
