/**
 * What each DEPLOY_TARGET (scripts/site/siteSettings.ts) does for us and what it refuses: the one
 * table the build's twins, its host files and its file budget (scripts/build/budget.ts) read.
 * docs/publishing.md prints the same table for people.
 */
import type { DeployTarget } from './siteSettings';

export interface HostLimits {
  /** Files in one deploy of the site. */
  filesPerSite?: number;
  /** Bytes of any one file. */
  bytesPerFile?: number;
  /** Files directly inside any one folder. */
  filesPerFolder?: number;
}

export interface Host {
  /** As people call it, for the budget's lines. */
  name: string;
  /**
   * The host compresses responses itself (brotli or gzip, by what the browser accepts), so the
   * build writes no `.gz`/`.br` twins: they would only double or triple the files counted
   * against the limits below, and these hosts would serve them as downloads, not as encodings.
   */
  compressesItself: boolean;
  limits: HostLimits;
  /** Where the limits come from, for the budget's failure message. */
  source: string;
  /**
   * The host runs the edge worker (PRODUCT_PAGES=edge, docs/edge.md): the most its code may weigh
   * after gzip, and where that is said.
   */
  edgeWorker?: { gzipBytes: number; source: string };
}

const MiB = 1024 * 1024;

export const hosts: Readonly<Record<DeployTarget, Host>> = {
  // Our own server: docs/nginx.conf sends the precompressed twins; no limits but the disk's.
  nginx: { name: 'nginx', compressesItself: false, limits: {}, source: 'docs/nginx.conf' },
  // Cloudflare Pages' free plan: 20,000 files per site (100,000 on paid plans, with wrangler 4)
  // and 25 MiB per file (https://developers.cloudflare.com/pages/platform/limits/).
  cloudflare: {
    name: 'Cloudflare Pages (free plan)',
    compressesItself: true,
    limits: { filesPerSite: 20_000, bytesPerFile: 25 * MiB },
    source: 'https://developers.cloudflare.com/pages/platform/limits/',
    // Workers' free plan: 3 MB after compression per worker (10 MB on paid plans).
    edgeWorker: { gzipBytes: 3 * MiB, source: 'https://developers.cloudflare.com/workers/platform/limits/#worker-size' },
  },
  // Netlify: "While Netlify doesn't have a limit on the number of files per deploy, we do have a
  // limit of 54,000 files per directory. If any directory within your publish directory has more
  // than 54,000 files, your deploys will fail." (https://docs.netlify.com/site-deploys/overview/,
  // "Files per directory limit"). Its docs name no limit per file for a static deploy.
  netlify: {
    name: 'Netlify',
    compressesItself: true,
    limits: { filesPerFolder: 54_000 },
    source: 'https://docs.netlify.com/site-deploys/overview/#files-per-directory-limit',
  },
};

/** The build writes `.gz`/`.br` twins beside what it ships: only for a host that sends them as they are. */
export const writesTwins = (target: DeployTarget): boolean => !hosts[target].compressesItself;
