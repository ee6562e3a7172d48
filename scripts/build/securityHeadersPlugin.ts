import fs from 'node:fs';
import path from 'node:path';
import { Compilation, sources, type Compiler } from 'webpack';
import { cacheRules } from '../serve/cacheControl';
import { renderHeadersFile } from '../serve/headersFile';
import type { DeployTarget } from '../site/siteSettings';
import { withNginxCacheMap, withNginxHeaders } from './nginxHeaders';
import { renderRedirectsFile } from './redirectsFile';
import { inlineScriptHashes, inlineScripts, metaPolicy, securityHeaders, sha256Source, type HeaderList } from './securityHeaders';

const nginxConf = path.join(__dirname, '../../docs/nginx.conf');

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => (entry.isFile() && entry.name.endsWith('.html') ? [path.join(entry.parentPath, entry.name)] : []));
}

/**
 * Production builds: the security headers (scripts/build/securityHeaders.ts) for the HTML this
 * build ships. Once the pages are minified (before their compressed twins and the service
 * worker's precache list are made), it hashes their inline scripts, writes dist/_headers (and
 * for Cloudflare Pages or Netlify the route fallback, dist/_redirects: redirectsFile.ts) and
 * puts a <meta http-equiv> copy of the policy into every page (for a host that cannot send
 * headers). After the previews are painted (it comes after PrerenderPlugin) it fails the build
 * if any page in dist/ holds an inline script the policy does not allow, and refreshes
 * docs/nginx.conf's blocks (headers, caching) for a build with the shipped catalogue.
 */
export class SecurityHeadersPlugin {
  constructor(
    private readonly catalogBaseUrl: string,
    private readonly imageOrigins: readonly string[] = [],
    private readonly deployTarget: DeployTarget = 'nginx',
    private readonly signupUrl?: string,
  ) {}

  apply(compiler: Compiler) {
    let headers: HeaderList = [];
    let allowed = new Set<string>();
    compiler.hooks.thisCompilation.tap('SecurityHeaders', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SecurityHeaders', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH }, (assets) => {
        const pages = Object.keys(assets).filter((name) => name.endsWith('.html'));
        const html = new Map(pages.map((name) => [name, compilation.getAsset(name)!.source.source().toString()]));
        const policy = { scriptHashes: inlineScriptHashes([...html.values()]), catalogBaseUrl: this.catalogBaseUrl, imageOrigins: this.imageOrigins, signupUrl: this.signupUrl };
        headers = securityHeaders(policy);
        allowed = new Set(policy.scriptHashes);
        // Right after <meta charset>: a meta policy covers only what the parser meets after it.
        const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(policy)}">`;
        const charset = /<meta charset="?utf-8"?\s*\/?>/i;
        for (const [name, text] of html) {
          if (!charset.test(text)) throw new Error(`${name} has no <meta charset="utf-8"> to put the policy after`);
          compilation.updateAsset(name, new sources.RawSource(text.replace(charset, (tag) => tag + meta)));
        }
        compilation.emitAsset('_headers', new sources.RawSource(renderHeadersFile(headers)));
        const redirects = renderRedirectsFile(this.deployTarget);
        if (redirects !== undefined) compilation.emitAsset('_redirects', new sources.RawSource(redirects));
      });
    });
    compiler.hooks.afterEmit.tap('SecurityHeaders', (compilation) => {
      if (compilation.errors.length > 0) return;
      this.checkPages(compilation.outputOptions.path!, allowed, headers);
    });
  }

  /**
   * Its work on a written app whose compilation this process did not see (scripts/site/afterApp.ts,
   * the catalogue-only update): the allowed scripts are those of the app's pages as webpack wrote
   * them, kept in `app` (the <meta> policy processAssets added to them is no script). docs/nginx.conf
   * is left alone: the full build of this same app has refreshed it.
   */
  async afterApp(dist: string, app: string): Promise<void> {
    this.checkPages(dist, new Set(inlineScriptHashes(htmlFiles(app).map((file) => fs.readFileSync(file, 'utf8')))));
  }

  private checkPages(dist: string, allowed: Set<string>, headers?: HeaderList): void {
    // Cloudflare Pages' fallback to /index.html for paths without a file is on only while there is no 404.html.
    if (this.deployTarget === 'cloudflare' && fs.existsSync(path.join(dist, '404.html'))) {
      throw new Error('dist/404.html turns off Cloudflare Pages\' fallback to index.html for client-side routes (scripts/build/redirectsFile.ts)');
    }
    for (const file of htmlFiles(dist)) {
      for (const script of inlineScripts(fs.readFileSync(file, 'utf8'))) {
        if (!allowed.has(sha256Source(script))) {
          throw new Error(`${path.relative(dist, file)} has an inline script the Content-Security-Policy does not allow (scripts/build/securityHeaders.ts): ${script.slice(0, 80)}…`);
        }
      }
    }
    if (!headers) return;
    if (this.catalogBaseUrl !== '/catalog/' || this.imageOrigins.length > 0 || this.signupUrl) {
      console.log("[security headers] docs/nginx.conf keeps the shipped catalogue's policy; this build's (CATALOG_BASE_URL, CSP_IMAGE_ORIGINS, toko.csv's daftar_email) is in dist/_headers");
      return;
    }
    const config = fs.readFileSync(nginxConf, 'utf8');
    const refreshed = withNginxCacheMap(withNginxHeaders(config, headers), cacheRules);
    if (refreshed !== config) {
      fs.writeFileSync(nginxConf, refreshed);
      console.log('[security headers] docs/nginx.conf updated: commit it with the change to the inline scripts or the caching');
    }
  }
}
