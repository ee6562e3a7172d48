import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { readRegionData, type RegionData, type RegionRow } from '../regions/regionFiles';
import { districtsPath, provincesPath, regenciesPath } from '../../src/features/checkout/address/regionPaths';
import { sampleCartLines } from './catalogSample';
import { launchChromium } from './chromium';
import { instrument } from './interactions';
import { progress } from './lifecycle';
import { longestTaskAfterMarks, readTrace } from './mainThreadTasks';
import { writeSavedStorage } from './lighthouse';
import { serveDist } from './server';
import { quantile } from './stats';

const CPU_SLOWDOWN = 4;
/** Each list is opened and typed in (5 keys) this many times at 4×. */
const ROUNDS = 3;
const SETTLE_MS = 300;

/** At 4× slowdown, in ms. */
export interface InputFigures {
  /** The longest main-thread task after the tap that opens the list: median and worst. */
  openTaskMedianMs: number;
  openTaskMaxMs: number;
  /** The longest main-thread task after a key typed in it: median and worst. */
  typeTaskMedianMs: number;
  typeTaskMaxMs: number;
  /** From the tap, or the key, to the next frame, median. */
  openMedianMs: number;
  typeMedianMs: number;
}

export interface RegionListFigure extends InputFigures {
  /** The combobox's label. */
  level: string;
  /** Which list: the largest of its level. */
  list: string;
  options: number;
}

export interface RegionFigures {
  cpuSlowdown: number;
  /** The same taps and keys on a bare page (a button and a text box, no framework), this sitting: what Chromium alone costs. */
  reference: InputFigures;
  lists: RegionListFigure[];
  /** Gzip bytes of the region files one order fetches: provinces + a province + a kota. */
  orderBytes: { typical: number; typicalRoute: string; worst: number; worstRoute: string };
}

function countBy(rows: RegionRow[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.parent, (counts.get(row.parent) ?? 0) + 1);
  return counts;
}

const largest = (counts: Map<string, number>): [string, number] => [...counts].sort((a, b) => b[1] - a[1])[0]!;

/** The chosen levels down to a code, top first: '32.73.02' → Jawa Barat, Kota Bandung, Coblong. */
function chainOf(data: RegionData, code: string): RegionRow[] {
  const levels = [data.provinces, data.regencies, data.districts, data.villages];
  const parts = code.split('.');
  return parts.map((_, depth) => levels[depth]!.find((row) => row.code === parts.slice(0, depth + 1).join('.'))!);
}

function gzipSize(folder: string, file: string): number {
  return fs.statSync(path.join(folder, `${file}.gz`)).size;
}

/** The bytes one order fetches, for Jawa Barat → Kota Bandung and for the largest files there are. */
function orderBytes(dist: string, data: RegionData): RegionFigures['orderBytes'] {
  const root = path.join(dist, 'wilayah');
  const [hash] = fs.readdirSync(root);
  const folder = path.join(root, hash!);
  const provinces = gzipSize(folder, provincesPath);
  const worstProvince = largest(new Map(data.provinces.map((row) => [row.code, gzipSize(folder, regenciesPath(row.code))])));
  const worstKota = largest(new Map(data.regencies.map((row) => [row.code, gzipSize(folder, districtsPath(row.code))])));
  const name = (rows: RegionRow[], code: string) => rows.find((row) => row.code === code)!.name;
  return {
    typical: provinces + gzipSize(folder, regenciesPath('32')) + gzipSize(folder, districtsPath('32.73')),
    typicalRoute: 'Jawa Barat, Kota Bandung',
    worst: provinces + worstProvince[1] + worstKota[1],
    worstRoute: `${name(data.provinces, worstProvince[0])}'s kota list, ${name(data.regencies, worstKota[0])}'s kecamatan`,
  };
}

const BARE_PATH = '/bench/bare-combobox.html';
const barePage = `<!doctype html><html lang="id"><meta name="viewport" content="width=device-width"><title>Kotak</title>
<input aria-label="Kotak" style="width:300px;height:44px">
<script>const box = document.querySelector('input'); box.addEventListener('click', () => document.body.classList.toggle('on'));</script>`;

const labels = ['Provinsi', 'Kota/Kabupaten', 'Kecamatan', 'Kelurahan/Desa'];
// The cart's lines have selects (comboboxes too): the address's own are asked for.
const address = (page: Page) => page.getByRole('group', { name: 'Alamat pengiriman' });
const combobox = (page: Page, label: string) => address(page).getByRole('combobox', { name: new RegExp(`^${label.replace('/', '\\/')}`) });

let marks = 0;

/** performance.mark()s a label in the page, to find the input's tasks in the trace. */
async function mark(page: Page): Promise<string> {
  const label = `langkah-region-${(marks += 1)}`;
  await page.evaluate((name) => void performance.mark(name), label);
  return label;
}

/**
 * Opens (taps) and types in `box` at 4× for ROUNDS rounds; `reset` (at full speed) clears it
 * between rounds. For each input: the longest main-thread task after it (the work it caused,
 * what interactions.ts judges) and the time to the next frame (which the host's load adds to).
 */
async function tapAndType(page: Page, box: ReturnType<Page['locator']>, word: string, reset: () => Promise<void>): Promise<InputFigures> {
  const rect = (await box.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['toplevel', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] }, transferMode: 'ReturnAsStream' });
  const opens: number[] = [];
  const keys: number[] = [];
  const labels: { label: string; kind: 'open' | 'key' | 'reset' }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    labels.push({ label: await mark(page), kind: 'open' });
    opens.push(await latencyOf(page, 'click', () => page.touchscreen.tap(rect.x + rect.width / 2, rect.y + rect.height / 2)));
    for (const key of word) {
      labels.push({ label: await mark(page), kind: 'key' });
      keys.push(await latencyOf(page, 'keydown', () => page.keyboard.type(key)));
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    labels.push({ label: await mark(page), kind: 'reset' });
    await reset();
  }
  const longest = longestTaskAfterMarks(await readTrace(cdp), labels.map(({ label }) => label));
  await cdp.detach();
  const tasks = (kind: 'open' | 'key') => longest.filter((_, at) => labels[at]!.kind === kind);
  return {
    openTaskMedianMs: quantile(tasks('open'), 0.5),
    openTaskMaxMs: Math.max(...tasks('open')),
    typeTaskMedianMs: quantile(tasks('key'), 0.5),
    typeTaskMaxMs: Math.max(...tasks('key')),
    openMedianMs: quantile(opens, 0.5),
    typeMedianMs: quantile(keys, 0.5),
  };
}

async function latencyOf(page: Page, event: 'click' | 'keydown', act: () => Promise<void>): Promise<number> {
  await page.evaluate(() => void ((window as unknown as { langkahLatencies: unknown[] }).langkahLatencies.length = 0));
  await act();
  await page.waitForTimeout(SETTLE_MS);
  const seen = await page.evaluate(() => (window as unknown as { langkahLatencies: { type: string; ms: number }[] }).langkahLatencies);
  const own = seen.find((entry) => entry.type === event);
  if (!own) throw new Error(`no ${event} was seen`);
  return own.ms;
}

/**
 * Opening each level's largest list and typing in it, on the production build's /cart in Chromium
 * at 4× CPU slowdown (Lighthouse's phone), as interactions.ts measures a tap or a key: the longest
 * main-thread task after it, and the time to the next frame. The levels above are chosen first at
 * full speed.
 */
export async function measureRegions(dist: string): Promise<RegionFigures> {
  const data = readRegionData();
  const targets: { level: number; parent: string; options: number }[] = [
    { level: 0, parent: '', options: data.provinces.length },
    ...[countBy(data.regencies), countBy(data.districts), countBy(data.villages)].map((counts, at) => {
      const [parent, options] = largest(counts);
      return { level: at + 1, parent, options };
    }),
  ];
  const server = await serveDist(dist, { [BARE_PATH]: { type: 'text/html', body: barePage } });
  const chrome = await launchChromium();
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`, { timeout: 30_000 });
    try {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      await context.addInitScript(instrument);
      progress('regions: reference, a bare page');
      const bare = await context.newPage();
      await bare.goto(server.origin + BARE_PATH);
      const bareBox = bare.locator('input');
      const reference = await tapAndType(bare, bareBox, 'jawa ', () => bareBox.fill(''));
      await bare.close();
      const lists: RegionListFigure[] = [];
      for (const target of targets) {
        const chain = target.parent ? chainOf(data, target.parent) : [];
        const label = labels[target.level]!;
        progress(`regions: ${label}${chain.length ? ` of ${chain.at(-1)!.name}` : ''} (${target.options} options)`);
        const page = await context.newPage();
        await writeSavedStorage(page, server.origin, { cartItems: JSON.stringify(sampleCartLines(dist, 3)) });
        await page.goto(`${server.origin}/cart`, { waitUntil: 'networkidle' });
        for (const [depth, row] of chain.entries()) {
          const box = combobox(page, labels[depth]!);
          await box.fill(row.name);
          await address(page).getByRole('option', { name: row.name, exact: true }).first().click();
        }
        const box = combobox(page, label);
        await box.scrollIntoViewIfNeeded();
        // Its list is in (the file fetched, indexed): what is measured is the shopper's input.
        await box.click();
        await address(page).getByRole('option').first().waitFor();
        await box.press('Escape');
        // The shopper looks at the page first: what it does when idle (the footer, the worker) is done.
        await page.waitForTimeout(3000);
        // A word from the middle of the list: a realistic query with many matches at first.
        const rows = target.level === 0 ? data.provinces : [data.regencies, data.districts, data.villages][target.level - 1]!.filter((row) => row.parent === target.parent);
        const word = rows[Math.floor(rows.length / 2)]!.name.replace(/^(Kota|Kabupaten) /, '').slice(0, 5).toLowerCase();
        const times = await tapAndType(page, box, word, async () => {
          await box.fill('');
          await box.press('Escape');
          await box.press('Escape');
        });
        lists.push({ level: label, list: chain.at(-1)?.name ?? 'Indonesia', options: target.options, ...times });
        await page.close();
      }
      return { cpuSlowdown: CPU_SLOWDOWN, reference, lists, orderBytes: orderBytes(dist, data) };
    } finally {
      await browser.close();
    }
  } finally {
    await chrome.close();
    await server.close();
  }
}
