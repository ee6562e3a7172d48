/**
 * `npm run bench`: builds the production app, then measures what issue 7 promises and prints
 * one table with the target beside each figure. Options:
 *   --runs N            Lighthouse runs per route, median reported [3]
 *   --skip-build        measure the existing dist/ (its weights need bench-results/stats.json from a bench build)
 *   --dist <folder>     measure that built site instead of dist/ (implies --skip-build)
 *   --pages-only        only the pages' Lighthouse runs and weights (no floor, micro-benchmarks, interactions or the checkout's address)
 *   --skip-lighthouse   only weights, interactions and micro-benchmarks
 *   --catalog <folder>  build with that built catalogue (`catalog:build --out`) instead of
 *                       public/catalog, e.g. a generated shop of 5,000 or 50,000 products
 * Results: the table on stdout, progress on stderr, reports in bench-results/.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureCartSave } from './cartSave';
import { findProductSlug, sampleCartLines } from './catalogSample';
import { measureFloor } from './floor/buildFloor';
import { routeWeight, type BuildStats } from './initialJs';
import { measureInteractions } from './interactions';
import { installExitGuards, onCleanup, progress, runCleanups } from './lifecycle';
import { checkPage, measureRoute, type SavedStorage } from './lighthouse';
import { measureRegions } from './regionBench';
import { runSearchBench } from './searchBench';
import { serveDist } from './server';
import { targets } from './targets';
import { scriptBudget, securityHeaderBytes } from './scriptBudget';
import { allRows, renderTable, type BenchResults, type RouteResult } from './table';

const ROOT = path.resolve(__dirname, '../..');
const BUILT = path.join(ROOT, 'dist');
const OUT = path.join(ROOT, 'bench-results');
const STATS = path.join(OUT, 'stats.json');
const DEADLINE_SECONDS = 30 * 60;

interface RouteSpec {
  path: string;
  label: string;
  /** The webpackChunkName of the route's page in src/app/AppRoutes.tsx. */
  chunk: string;
  /** What the table calls it, when the path alone doesn't say (default: the path). */
  name?: string;
  /** localStorage the shopper already has. */
  storage?: SavedStorage;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      'skip-build': { type: 'boolean', default: false },
      'skip-lighthouse': { type: 'boolean', default: false },
      catalog: { type: 'string' },
      dist: { type: 'string' },
      'pages-only': { type: 'boolean', default: false },
    },
  });
  const runs = Math.max(1, Number(values.runs) || 3);
  installExitGuards(DEADLINE_SECONDS);
  fs.mkdirSync(OUT, { recursive: true });

  const dist = values.dist ? path.resolve(values.dist) : BUILT;
  if (!values['skip-build'] && !values.dist) await buildWithStats(values.catalog);
  // Without webpack's stats of this very build, weights would describe another build.
  const stats = !values.dist && fs.existsSync(STATS) ? (JSON.parse(fs.readFileSync(STATS, 'utf8')) as BuildStats) : null;

  const slug = findProductSlug(dist);
  const routes: RouteSpec[] = [
    { path: '/', label: 'home', chunk: 'page-home' },
    { path: '/onsale', label: 'onsale', chunk: 'page-onsale' },
    { path: '/kategori/sepatu', label: 'kategori', chunk: 'page-category' },
    { path: slug ? `/produk/${slug}` : '/produk/…', label: 'produk', chunk: 'page-product' },
    { path: '/cart', label: 'cart', chunk: 'page-cart' },
    // A first visit sees the empty cart's preview; a saved cart keeps only its frame and heading.
    { path: '/cart', label: 'cart-saved', chunk: 'page-cart', name: '/cart, 3 lines saved', storage: { cartItems: JSON.stringify(sampleCartLines(dist, 3)) } },
  ];
  const results: BenchResults = {
    products: countProducts(dist),
    securityHeaderBytes: securityHeaderBytes(dist),
    pagesOnly: values['pages-only'],
    routes: await Promise.all(
      routes.map(async (route) => ({ path: route.path, name: route.name, weight: route.storage || !stats ? undefined : await routeWeight(dist, stats, route.chunk) })),
    ),
  };

  if (!values['pages-only']) await measureTheRest(results, dist);

  if (!values['skip-lighthouse']) {
    const server = await serveDist(dist);
    progress(`serving ${path.relative(ROOT, dist) || dist} on ${server.origin}`);
    try {
      for (const [index, route] of routes.entries()) {
        const result = results.routes[index]!;
        if (route.chunk === 'page-product' && !slug) {
          result.note = 'no product in dist/catalog yet';
          continue;
        }
        await measureOneRoute(server.origin, route, result, runs);
      }
    } finally {
      await server.close();
    }
  }

  const table = renderTable(results);
  fs.writeFileSync(path.join(OUT, 'results.json'), JSON.stringify(results, null, 2));
  fs.writeFileSync(path.join(OUT, 'table.md'), `${table}\n`);
  console.log(table);
  for (const route of results.routes) {
    if (route.check?.heading === null) progress(`note: ${route.path} showed no <h1> within 15 s`);
    if (route.check?.errors.length) progress(`note: ${route.path} logged errors: ${route.check.errors.join(' | ')}`);
    if (route.lighthouse?.failedAudits.length) progress(`note: ${route.path} failed audits: ${route.lighthouse.failedAudits.join(', ')}`);
  }
  const missed = allRows(results).filter(([, , , met]) => met === false);
  progress(missed.length ? `${missed.length} figure(s) miss their target` : 'every measured figure meets its target');
  // The JavaScript budget is a weight, not a timing a busy host can spoil: over it, the bench fails.
  const home = results.routes.find((route) => route.path === '/')?.lighthouse;
  const budget = home && scriptBudget(home, results.securityHeaderBytes ?? 0);
  if (budget && !budget.met) {
    progress(`failed: a first visit to \`/\` fetches ${budget.bytes} bytes of JavaScript; the budget is under ${targets.homeScriptTransferKb * 1000} (scripts/bench/targets.ts)`);
    return 1;
  }
  return 0;
}

/** The stack floor, the micro-benchmarks and the interactions: what no route's Lighthouse run shows. */
async function measureTheRest(results: BenchResults, dist: string): Promise<void> {
  progress('building the stack floor (scripts/bench/floor)');
  try {
    results.floor = await measureFloor(path.join(OUT, 'floor'));
  } catch (error) {
    results.floorError = (error as Error).message;
  }

  progress('cart micro-benchmark');
  try {
    results.cart = await measureCartSave(dist);
  } catch (error) {
    results.cartError = (error as Error).message;
  }
  try {
    results.interactions = await measureInteractions(dist);
  } catch (error) {
    results.interactionsError = (error as Error).message;
  }
  try {
    results.search = await runSearchBench(ROOT);
  } catch (error) {
    results.searchError = (error as Error).message;
  }
  try {
    results.regions = await measureRegions(dist);
  } catch (error) {
    results.regionsError = (error as Error).message;
  }
}

async function measureOneRoute(origin: string, route: RouteSpec, result: RouteResult, runs: number) {
  const url = origin + route.path;
  try {
    progress(`checking ${route.path} renders`);
    result.check = await checkPage(url, route.storage);
    result.lighthouse = await measureRoute(url, runs, OUT, route.label, route.storage);
  } catch (error) {
    result.note = (error as Error).message.split('\n')[0];
    progress(`${route.path}: ${result.note}`);
  }
}

/** Products in dist/'s catalogue, as its manifest counts them. */
function countProducts(dist: string): number {
  return (JSON.parse(fs.readFileSync(path.join(dist, 'catalog', 'manifest.json'), 'utf8')) as { productCount: number }).productCount;
}

/** `npm run build`, plus webpack's stats (which chunks each route loads) for the weights. */
function buildWithStats(catalogDir: string | undefined): Promise<void> {
  progress(`building (npm run build${catalogDir ? ` with CATALOG_DIR=${catalogDir}` : ''})`);
  const env = catalogDir ? { ...process.env, CATALOG_DIR: path.resolve(catalogDir) } : process.env;
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--', `--json=${STATS}`], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    const forget = onCleanup(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
    });
    child.stderr.pipe(process.stderr);
    child.on('error', reject);
    child.on('close', (code) => {
      forget();
      if (code === 0) resolve();
      else reject(new Error(`npm run build exited with ${code}`));
    });
  });
}

main()
  .then(async (code) => {
    await runCleanups();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(`[bench] failed: ${(error as Error).stack ?? String(error)}`);
    await runCleanups();
    process.exit(1);
  });
