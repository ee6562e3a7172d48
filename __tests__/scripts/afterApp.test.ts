/**
 * @jest-environment node
 */
import makeConfig from '../../webpack.config';
import { AppRecordPlugin } from '../../scripts/site/appRecord';
import { finishApp } from '../../scripts/site/afterApp';

/** The compiler hooks a plugin taps, by name, from a stand-in compiler that records them. */
function hooksTapped(plugin: { apply(compiler: unknown): void }): string[] {
  const tapped: string[] = [];
  const hook = (name: string) => ({ tap: () => tapped.push(name), tapPromise: () => tapped.push(name), tapAsync: () => tapped.push(name) });
  const hooks = new Proxy({}, { get: (_target, name) => hook(String(name)) });
  try {
    plugin.apply({ hooks, options: { output: {} }, webpack: { sources: {}, Compilation: {} } });
  } catch {
    // A third-party plugin may want more of a compiler than this; what it tapped before is kept.
  }
  return tapped;
}

describe('the quick update runs every step a full build runs after emit', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it.each([
    ['nginx', {}],
    ['Cloudflare with product pages at the edge', { DEPLOY_TARGET: 'cloudflare', PRODUCT_PAGES: 'edge' }],
  ])('every production plugin that writes after emit offers afterApp (%s)', (_name, env) => {
    Object.assign(process.env, env);
    const plugins = makeConfig({ appRecord: '/tmp/app' }, { mode: 'production' }).plugins ?? [];
    const afterEmit = plugins.filter((plugin) => hooksTapped(plugin as never).includes('afterEmit'));
    // The recorder is not a step: it keeps the app before the steps run.
    const steps = afterEmit.filter((plugin) => !(plugin instanceof AppRecordPlugin));
    expect(steps.length).toBeGreaterThanOrEqual(4);
    expect(steps.filter((plugin) => typeof (plugin as { afterApp?: unknown }).afterApp !== 'function').map((plugin) => plugin?.constructor.name)).toEqual([]);
    // And the recorder taps afterEmit before any of them, so it keeps the app alone.
    expect(afterEmit[0]).toBeInstanceOf(AppRecordPlugin);
  });

  it('runs the steps in the configuration’s order, each given the site and the recorded app', async () => {
    const calls: string[] = [];
    const step = (name: string) => ({ apply() {}, afterApp: async (dist: string, app: string) => void calls.push(`${name} ${dist} ${app}`) });
    await finishApp({ plugins: [step('katalog'), { apply() {} }, step('pratinjau'), step('anggaran')] }, 'dist.baru', '.cache/app/files');
    expect(calls).toEqual(['katalog dist.baru .cache/app/files', 'pratinjau dist.baru .cache/app/files', 'anggaran dist.baru .cache/app/files']);
  });
});
