/**
 * The build's file budget: what the production build leaves in dist/ (and the catalogue folder,
 * shipped inside it or uploaded apart to CATALOG_BASE_URL) against the chosen host's limits
 * (scripts/site/hosts.ts). BudgetPlugin prints it at the end of every production build and fails
 * the build when the upload would not fit; `npm run terbitkan -- --dry-run` prints the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { hosts, type HostLimits } from '../site/hosts';
import type { DeployTarget } from '../site/siteSettings';

export interface FileSize {
  /** Relative to the folder measured, with forward slashes. */
  path: string;
  bytes: number;
}

export interface Figures {
  files: number;
  bytes: number;
  largest?: FileSize;
  /** The folder holding the most files directly inside it ('' is the top). */
  busiestFolder?: { folder: string; files: number };
}

/** Every file under `dir`, relative to it; none if it does not exist. */
export function listFiles(dir: string): FileSize[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { path: path.relative(dir, file).split(path.sep).join('/'), bytes: fs.statSync(file).size };
    });
}

export function figuresOf(files: readonly FileSize[]): Figures {
  let bytes = 0;
  let largest: FileSize | undefined;
  const perFolder = new Map<string, number>();
  for (const file of files) {
    bytes += file.bytes;
    if (!largest || file.bytes > largest.bytes) largest = file;
    const folder = file.path.includes('/') ? file.path.slice(0, file.path.lastIndexOf('/')) : '';
    perFolder.set(folder, (perFolder.get(folder) ?? 0) + 1);
  }
  let busiestFolder: Figures['busiestFolder'];
  for (const [folder, count] of perFolder) if (!busiestFolder || count > busiestFolder.files) busiestFolder = { folder, files: count };
  return { files: files.length, bytes, largest, busiestFolder };
}

/** Where the catalogue folder goes: inside the site (dist/catalog), or apart to CATALOG_BASE_URL's storage. */
export type CatalogueFolder = { shipped: true } | { shipped: false; dir: string; url: string };

export interface BudgetInput {
  target: DeployTarget;
  /** The build's output folder. */
  dist: string;
  catalogue: CatalogueFolder;
}

export interface Budget {
  ok: boolean;
  /** The failure's paragraph (when not ok), then the figures. */
  text: string;
  /** What the host is sent: the site, with the catalogue when it ships inside it. */
  upload: Figures;
  site: Figures;
  catalogue: Figures;
}

const count = (n: number) => n.toLocaleString('en-US');
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${bytes} B`;
}

/** What breaks the host's limits, each as a clause of the failure's sentence. */
export function overLimits(upload: Figures, limits: HostLimits): string[] {
  const over: string[] = [];
  if (limits.filesPerSite !== undefined && upload.files > limits.filesPerSite) over.push(`${count(upload.files)} files where it takes at most ${count(limits.filesPerSite)} per site`);
  if (limits.bytesPerFile !== undefined && upload.largest && upload.largest.bytes > limits.bytesPerFile) {
    over.push(`${upload.largest.path} is ${formatBytes(upload.largest.bytes)} where a file may be at most ${formatBytes(limits.bytesPerFile)}`);
  }
  if (limits.filesPerFolder !== undefined && upload.busiestFolder && upload.busiestFolder.files > limits.filesPerFolder) {
    over.push(`${upload.busiestFolder.folder || 'the top folder'}/ holds ${count(upload.busiestFolder.files)} files where a folder may hold at most ${count(limits.filesPerFolder)}`);
  }
  return over;
}

function limitsText(limits: HostLimits): string {
  const parts = [
    limits.filesPerSite !== undefined && `${count(limits.filesPerSite)} files per site`,
    limits.bytesPerFile !== undefined && `${formatBytes(limits.bytesPerFile)} per file`,
    limits.filesPerFolder !== undefined && `${count(limits.filesPerFolder)} files per folder`,
  ].filter(Boolean);
  return parts.length ? `at most ${parts.join(', ')}` : 'no limits';
}

function row(label: string, figures: Figures, note = ''): string {
  const largest = figures.largest ? `${figures.largest.path} (${formatBytes(figures.largest.bytes)})` : '-';
  return `  ${label.padEnd(10)} ${count(figures.files).padStart(8)} files ${formatBytes(figures.bytes).padStart(11)}   largest: ${largest}${note}`;
}

/** The edge worker (PRODUCT_PAGES=edge) Cloudflare Pages runs from dist/ (scripts/edge/). */
const WORKER_FILE = '_worker.js';

/** The edge worker's gzip size against the host's limit: its line, and the clause of the failure when over. */
function workerCheck(dist: string, target: DeployTarget): { line: string; over?: string } | undefined {
  const file = path.join(dist, WORKER_FILE);
  if (!fs.existsSync(file)) return undefined;
  const limit = hosts[target].edgeWorker;
  if (!limit) return { line: '', over: `${WORKER_FILE} is an edge worker, which ${hosts[target].name} does not run (PRODUCT_PAGES=edge needs DEPLOY_TARGET=cloudflare)` };
  const code = fs.readFileSync(file);
  const gzip = gzipSync(code).length;
  const line = `  ${'worker'.padEnd(10)} ${WORKER_FILE}: ${formatBytes(code.length)}, ${formatBytes(gzip)} gzip where at most ${formatBytes(limit.gzipBytes)} gzip (${limit.source})`;
  return { line, over: gzip > limit.gzipBytes ? `${WORKER_FILE} is ${formatBytes(gzip)} after gzip where a worker may be at most ${formatBytes(limit.gzipBytes)}` : undefined };
}

/** Product pages shipped as files, which PRODUCT_PAGES=edge would render at the edge instead. */
const productPageFiles = (files: readonly FileSize[]) => files.filter((file) => /^produk\/[^/]+\/index\.html/.test(file.path)).length;

export function checkBudget({ target, dist, catalogue }: BudgetInput): Budget {
  const host = hosts[target];
  const all = listFiles(dist);
  const inCatalogue = (file: FileSize) => file.path.startsWith('catalog/');
  const site = figuresOf(catalogue.shipped ? all.filter((file) => !inCatalogue(file)) : all);
  const catalogueFiles = catalogue.shipped ? all.filter(inCatalogue) : listFiles(catalogue.dir).map((file) => ({ ...file, path: `catalog/${file.path}` }));
  const catalogueFigures = figuresOf(catalogueFiles);
  const upload = catalogue.shipped ? figuresOf(all) : site;
  const worker = workerCheck(dist, target);
  const over = [...overLimits(upload, host.limits), ...(worker?.over ? [worker.over] : [])];
  const lines = [
    `[budget] DEPLOY_TARGET=${target}: ${host.name}, ${limitsText(host.limits)}`,
    row('site', site, catalogue.shipped ? '' : '   (uploaded to the host)'),
    row(
      'catalogue',
      catalogueFigures,
      catalogue.shipped ? '   (dist/catalog, uploaded with the site)' : `   (${catalogue.dir}: upload it to ${catalogue.url}; object storage, no limit checked)`,
    ),
    ...(catalogue.shipped ? [row('together', upload, '   (what the host is sent)')] : []),
    ...(worker?.line ? [worker.line] : []),
  ];
  if (over.length === 0) return { ok: true, text: lines.join('\n'), upload, site, catalogue: catalogueFigures };
  const paragraph =
    `[budget] This build does not fit ${host.name} (DEPLOY_TARGET=${target}): ${over.join('; ')}. Do not upload it. ` +
    (catalogue.shipped
      ? 'Put the catalogue folder on object storage without file limits (CATALOG_BASE_URL, docs/publishing.md), '
      : 'The site alone is over: ') +
    (host.edgeWorker && productPageFiles(all) > 0
      ? `render the ${count(productPageFiles(all))} product pages at the edge instead of shipping a file for each (PRODUCT_PAGES=edge, docs/edge.md), `
      : '') +
    `choose a host or plan that takes more (DEPLOY_TARGET=nginx has no limits), or sell fewer products per shop. The host's limits: ${host.source}.`;
  return { ok: false, text: [paragraph, '', ...lines].join('\n'), upload, site, catalogue: catalogueFigures };
}
