import type { CartSaveFigures } from './cartSave';
import type { FloorWeight } from './floor/buildFloor';
import { lighthouseSlowHostIndex, referencePhones } from './hostSpeed';
import type { RouteWeight } from './initialJs';
import type { InteractionFigures } from './interactions';
import type { LighthouseFigures, PageCheck } from './lighthouse';
import type { RegionFigures } from './regionBench';
import type { SearchFigures } from './searchBench';
import { scriptBudget } from './scriptBudget';
import { median } from './stats';
import { catalogTargets, targets } from './targets';

export interface RouteResult {
  path: string;
  /** What the table calls it, when the path alone doesn't say. */
  name?: string;
  weight?: RouteWeight;
  check?: PageCheck;
  lighthouse?: LighthouseFigures;
  /** Why the route was not measured, or what went wrong. */
  note?: string;
}

export interface BenchResults {
  /** Products in the measured build's catalogue, which some targets depend on. */
  products: number;
  /** Only the pages were measured (`--pages-only`): no rows for the rest. */
  pagesOnly?: boolean;
  routes: RouteResult[];
  /** The fixed stack alone (scripts/bench/floor/app.tsx), for what Langkah's own code adds. */
  floor?: FloorWeight;
  floorError?: string;
  cart?: CartSaveFigures;
  cartError?: string;
  interactions?: InteractionFigures;
  interactionsError?: string;
  search?: SearchFigures | null;
  searchError?: string;
  /** The checkout's address levels (issue 51): each level's largest list, and the bytes an order fetches. */
  regions?: RegionFigures;
  regionsError?: string;
  /** Bytes of the security headers the host sends with every response (scriptBudget.ts). */
  securityHeaderBytes?: number;
}

type Row = [measure: string, figure: string, target: string, met: boolean | null];

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : value < 10 ? `${value.toFixed(2)} ms` : `${Math.round(value)} ms`);
const mark = (met: boolean | null) => (met === null ? '' : met ? '✓' : '✗');
const index = (value: number) => Math.round(value).toLocaleString('en');

/** The runs Lighthouse's command line would have warned about, whose CPU figures overstate a phone's. */
function slowHostRuns(lh: LighthouseFigures): string[] {
  const runs = lh.benchmarkIndexRuns.flatMap((value, run) => (value <= lighthouseSlowHostIndex ? [{ run: run + 1, value }] : []));
  if (runs.length === 0) return [];
  const which = `run${runs.length > 1 ? 's' : ''} ${runs.map(({ run }) => run).join(', ')}`;
  return [`${which} on a host at Lighthouse's slow-CPU mark or below: index ${runs.map(({ value }) => index(value)).join(', ')} ≤ ${index(lighthouseSlowHostIndex)}`];
}

/** A first paint this long after the load event is the browser holding the frame, not the page (a preview paints at once). */
const HELD_FRAME_MS = 500;

function heldFrameRuns(lh: LighthouseFigures): string[] {
  const runs = lh.firstPaintAfterLoadMs.flatMap((value, run) => (value > HELD_FRAME_MS ? [{ run: run + 1, value }] : []));
  if (runs.length === 0) return [];
  const which = `run${runs.length > 1 ? 's' : ''} ${runs.map(({ run }) => run).join(', ')}`;
  return [`${which} with the first frame held by the browser ${runs.map(({ value }) => ms(value)).join(', ')} past the load event (Lighthouse issue #17148)`];
}

function timingNotes(lh: LighthouseFigures): string {
  const runs = lh.runs > 1 ? [`LCP runs ${lh.lcpRunsMs.map(ms).join(', ')}`, `TBT runs ${lh.tbtRunsMs.map(ms).join(', ')}`] : [];
  const notes = [...runs, ...heldFrameRuns(lh)];
  return notes.length ? ` (${notes.join('; ')})` : '';
}

function routeRows(route: RouteResult, results: BenchResults): Row[] {
  const { floor, products } = results;
  const sized = catalogTargets(products);
  const name = `\`${route.name ?? route.path}\``;
  const rows: Row[] = [];
  const lh = route.lighthouse;
  if (lh) {
    const several = lh.runs > 1;
    const notes = [...(several ? [`runs ${lh.performanceRuns.join(', ')}`] : []), ...slowHostRuns(lh)];
    const spread = notes.length ? ` (${notes.join('; ')})` : '';
    rows.push([
      `${name} Lighthouse: Performance · A11y · Best Pr. · SEO`,
      `${lh.performance} · ${lh.accessibility} · ${lh.bestPractices} · ${lh.seo}${spread}`,
      `≥ ${targets.performance} · ${targets.accessibility} · ${targets.bestPractices} · ${targets.seo}`,
      lh.performance >= targets.performance && lh.accessibility >= targets.accessibility && lh.bestPractices >= targets.bestPractices && lh.seo >= targets.seo,
    ]);
    rows.push([
      `${name} LCP · CLS · TBT`,
      `${ms(lh.lcpMs)} · ${lh.cls.toFixed(3)} · ${ms(lh.tbtMs)}${timingNotes(lh)}`,
      `≤ ${ms(targets.lcpMs)} · ${targets.cls} · ≤ ${ms(sized.tbtMs)}`,
      lh.lcpMs <= targets.lcpMs && lh.cls < 0.0005 && lh.tbtMs <= sized.tbtMs,
    ]);
    rows.push([
      `${name} catalogue data fetched, as transferred (${products.toLocaleString('en')} products); its pictures beside, not counted`,
      `${kb(lh.catalogBytes)}; pictures ${kb(lh.catalogPictureBytes)}`,
      `≤ ${sized.catalogKb} kB`,
      lh.catalogBytes <= sized.catalogKb * 1000,
    ]);
    if (route.path === '/') rows.push(scriptBudgetRow(name, lh, results.securityHeaderBytes ?? 0));
  } else {
    rows.push([`${name} Lighthouse`, route.note ? `not measured: ${route.note}` : 'not measured', '', null]);
  }
  const weight = route.weight;
  if (weight) {
    const chunk = weight.routeChunk ? `; route chunk ${kb(weight.routeChunk.gzip)}` : '';
    const home = route.path === '/';
    const aboveFloor = home && floor ? `; ${kb(weight.gzip - floor.gzip)} above the floor` : '';
    rows.push([
      `${name} initial JS, gzip · brotli (${weight.files.length} files)`,
      `${kb(weight.gzip)} · ${kb(weight.brotli)}${chunk}${aboveFloor}`,
      home ? `≤ ${targets.homeInitialJsKb} kB gzip` : '',
      home ? weight.gzip <= targets.homeInitialJsKb * 1000 : null,
    ]);
  }
  return rows;
}

/** Issue 54's budget: the JavaScript of a first visit to `/` on the wire, as Lighthouse counts it. */
function scriptBudgetRow(name: string, lh: LighthouseFigures, securityHeaderBytes: number): Row {
  const budget = scriptBudget(lh, securityHeaderBytes);
  const notes = [
    ...(lh.runs > 1 ? [`runs ${budget.runs.map(kb).join(', ')}`] : []),
    ...(securityHeaderBytes ? [`Lighthouse's own sum ${kb(budget.lighthouseBytes)}, ${budget.requests} scripts each with ${kb(securityHeaderBytes)} of security headers`] : []),
  ];
  return [
    `${name} JavaScript on the wire: every script of a first visit as Lighthouse saw it transferred, less the host's security headers, median`,
    `${kb(budget.bytes)}${notes.length ? ` (${notes.join('; ')})` : ''}`,
    `< ${targets.homeScriptTransferKb} kB`,
    budget.met,
  ];
}

function interactionRows(results: BenchResults): Row[] {
  const figures = results.interactions;
  const target = `< ${targets.interactionMs} ms at ${figures?.cpuSlowdown ?? 4}×`;
  if (!figures) return [['Interactions in Chromium', `not measured${results.interactionsError ? `: ${results.interactionsError.split('\n')[0]}` : ''}`, target, null]];
  return figures.results.map(({ name, reference, samples, slow, fullSpeed }) => [
    `${name}: longest main-thread task after the input, median · max (input to next frame, median), ${samples} inputs`,
    `${figures.cpuSlowdown}× slower CPU: ${ms(slow.longestTaskMedianMs)} · ${ms(slow.longestTaskMaxMs)} (${ms(slow.latencyMedianMs)}); ` +
      `full speed: ${ms(fullSpeed.longestTaskMedianMs)} · ${ms(fullSpeed.longestTaskMaxMs)} (${ms(fullSpeed.latencyMedianMs)})`,
    reference ? 'reference' : target,
    reference ? null : slow.longestTaskMedianMs < targets.interactionMs,
  ]);
}

/** The host's speed, so a reader can tell a busy sitting's CPU figures from the code's own. */
function hostRow(results: BenchResults): Row {
  const slowdown = results.interactions?.cpuSlowdown ?? 4;
  const phones = referencePhones.map((phone) => `${phone.name} ${phone.score}`).join(', ');
  const measure = `This machine's CPU: Lighthouse's BenchmarkIndex, median; what ${slowdown}× slower makes of it (DevTools' reference phones: ${phones})`;
  const reading = (label: string, values: readonly number[] | undefined) => {
    if (!values?.length) return [];
    const spread = values.length > 1 ? ` (${values.length} readings, ${index(Math.min(...values))}–${index(Math.max(...values))})` : '';
    return [`${label} ${index(median(values))}${spread}, so ${index(median(values) / slowdown)} at ${slowdown}×`];
  };
  const lighthouse = results.routes.flatMap((route) => route.lighthouse?.benchmarkIndexRuns ?? []);
  const readings = [...reading('interactions', results.interactions?.benchmarkIndex), ...reading('Lighthouse', lighthouse)];
  return [measure, readings.length ? readings.join('; ') : 'not measured', 'reference', null];
}

function floorRow(results: BenchResults): Row {
  const measure = 'Stack floor: a minimal app on the fixed libraries, same build, initial JS gzip · brotli';
  const { floor } = results;
  if (!floor) return [measure, `not measured${results.floorError ? `: ${results.floorError.split('\n')[0]}` : ''}`, '', null];
  return [measure, `${kb(floor.gzip)} · ${kb(floor.brotli)} (${floor.files.length} files)`, 'reference', null];
}

function microRows(results: BenchResults): Row[] {
  const rows: Row[] = [];
  const cart = results.cart;
  if (cart) {
    rows.push([`Cart save, ${cart.lines} lines (${cart.kilobytes.toFixed(0)} kB JSON): its task (read, merge, encode, stamp, write), median · p95`, `${ms(cart.saveMedianMs)} · ${ms(cart.saveP95Ms)}`, `< ${targets.cartSaveMs} ms`, cart.saveMedianMs < targets.cartSaveMs]);
    rows.push([`Cart save, ${cart.lines} lines, 4× slower CPU: its task, median`, ms(cart.saveMedianSlowMs), `< ${targets.cartSaveMs} ms`, cart.saveMedianSlowMs < targets.cartSaveMs]);
    rows.push([`Cart save, ${cart.lines} lines: from its request to the write, the Web Lock's grant included (the page runs meanwhile), median, full speed · 4×`, `${ms(cart.requestToWriteMedianMs)} · ${ms(cart.requestToWriteMedianSlowMs)}`, 'reference', null]);
    rows.push([`Quantity change in the store (reducers, listeners, save) on a ${cart.lines}-line cart, 4× slower CPU, median`, ms(cart.dispatchMedianSlowMs), `< ${targets.interactionMs} ms (a frame)`, cart.dispatchMedianSlowMs < targets.interactionMs]);
    rows.push([
      'Storage writes during 50 quick changes · after the throttle',
      `${cart.writesDuringBurst} · ${cart.writesAfterBurst}`,
      '0 · 1',
      cart.writesDuringBurst === 0 && cart.writesAfterBurst === 1,
    ]);
  } else {
    rows.push(['Cart save, 200 lines', `not measured${results.cartError ? `: ${results.cartError}` : ''}`, `< ${targets.cartSaveMs} ms`, null]);
  }
  const search = results.search;
  if (search) {
    const figure = search.medianMs === null ? search.note : `${ms(search.medianMs)}${search.note ? ` (${search.note})` : ''}`;
    rows.push(['Search, 5,000 products, median per query', figure, `< ${targets.searchQueryMs} ms`, search.medianMs === null ? null : search.medianMs < targets.searchQueryMs]);
  } else {
    const why = results.searchError ?? 'scripts/bench/search.ts does not exist yet';
    rows.push(['Search, 5,000 products, median per query', `not measured: ${why}`, `< ${targets.searchQueryMs} ms`, null]);
  }
  return rows;
}

function regionRows(results: BenchResults): Row[] {
  const figures = results.regions;
  const listTarget = `≤ ${targets.regionListMs} ms at ${figures?.cpuSlowdown ?? 4}×`;
  const bytesTarget = `≤ ${targets.regionOrderKb} kB`;
  if (!figures) {
    const why = `not measured${results.regionsError ? `: ${results.regionsError.split('\n')[0]}` : ''}`;
    return [['Checkout address: opening a level’s largest list and typing in it', why, listTarget, null]];
  }
  const figure = (f: RegionFigures['reference']) =>
    `${ms(f.openTaskMedianMs)} · ${ms(f.openTaskMaxMs)} (${ms(f.openMedianMs)}); ${ms(f.typeTaskMedianMs)} · ${ms(f.typeTaskMaxMs)} (${ms(f.typeMedianMs)})`;
  const how = 'open the list; type a key: longest main-thread task after the input, median · max (input to next frame, median)';
  const rows: Row[] = [
    ['Reference: a tap and a key in a text box on a bare page (no framework), same sitting', figure(figures.reference), 'reference', null],
    ...figures.lists.map(({ level, list, options, ...times }): Row => [
      `Checkout address, ${level} (${list}, ${options} options): ${how}`,
      figure(times),
      listTarget,
      Math.max(times.openTaskMedianMs, times.typeTaskMedianMs) <= targets.regionListMs,
    ]),
  ];
  const { typical, typicalRoute, worst, worstRoute } = figures.orderBytes;
  rows.push([`Checkout address: region files one order fetches, gzip (provinces + ${typicalRoute} · worst: ${worstRoute})`, `${kb(typical)} · ${kb(worst)}`, bytesTarget, worst <= targets.regionOrderKb * 1000]);
  return rows;
}

export function allRows(results: BenchResults): Row[] {
  const rest = results.pagesOnly ? [] : [floorRow(results), ...interactionRows(results), ...microRows(results), ...regionRows(results)];
  return [hostRow(results), ...results.routes.flatMap((route) => routeRows(route, results)), ...rest];
}

/** One Markdown table (it goes straight into docs/performance.md, "Latest figures"). */
export function renderTable(results: BenchResults): string {
  const lines = ['| Measure | Figure | Target | |', '|---|---|---|---|'];
  for (const [measure, figure, target, met] of allRows(results)) lines.push(`| ${measure} | ${figure} | ${target} | ${mark(met)} |`);
  return lines.join('\n');
}
