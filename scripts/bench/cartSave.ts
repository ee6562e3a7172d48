import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { launchChromium } from './chromium';
import type { CartSaveResult } from './cartSave.page';
import { serveDist } from './server';
import { quantile } from './stats';

export interface CartSaveFigures {
  lines: number;
  kilobytes: number;
  saveMedianMs: number;
  saveP95Ms: number;
  /** The same on a 4× slower CPU (Lighthouse's mobile slowdown): a cheap phone. */
  saveMedianSlowMs: number;
  /** From the save's request to the write, the Web Lock's grant included, at full speed and 4×. */
  requestToWriteMedianMs: number;
  requestToWriteMedianSlowMs: number;
  dispatchMedianSlowMs: number;
  writesDuringBurst: number;
  writesAfterBurst: number;
}

const LINES = 200;
const ITERATIONS = 200;

async function bundlePage(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(__dirname, 'cartSave.page.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.svg': 'dataurl', '.png': 'dataurl', '.jpg': 'dataurl', '.jpeg': 'dataurl', '.webp': 'dataurl' },
    logLevel: 'error',
  });
  return result.outputFiles[0]!.text;
}

/**
 * Persisting a 200-line cart through src/app/persistence, in Chromium with its real
 * localStorage, at full speed and with a 4× CPU slowdown.
 */
export async function measureCartSave(dist: string): Promise<CartSaveFigures> {
  const script = await bundlePage();
  const server = await serveDist(dist, {
    '/__bench/cart.html': { type: 'text/html', body: '<!doctype html><title>cart bench</title><script src="/__bench/cart.js"></script>' },
    '/__bench/cart.js': { type: 'text/javascript', body: script },
  });
  const chrome = await launchChromium();
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`, { timeout: 30_000 });
    try {
      const page = await browser.contexts()[0]!.newPage();
      await page.goto(`${server.origin}/__bench/cart.html`, { waitUntil: 'load' });
      const runBench = () =>
        page.evaluate(
          ([lines, iterations]) => (window as unknown as { langkahCartBench: (l: number, i: number) => Promise<CartSaveResult> }).langkahCartBench(lines, iterations),
          [LINES, ITERATIONS] as const,
        );
      const fast = await runBench();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const slow = await runBench();
      return {
        lines: fast.lines,
        kilobytes: fast.bytes / 1000,
        saveMedianMs: quantile(fast.saveMs, 0.5),
        saveP95Ms: quantile(fast.saveMs, 0.95),
        saveMedianSlowMs: quantile(slow.saveMs, 0.5),
        requestToWriteMedianMs: quantile(fast.requestToWriteMs, 0.5),
        requestToWriteMedianSlowMs: quantile(slow.requestToWriteMs, 0.5),
        dispatchMedianSlowMs: quantile(slow.dispatchMs, 0.5),
        writesDuringBurst: slow.writesDuringBurst,
        writesAfterBurst: slow.writesAfterBurst,
      };
    } finally {
      await browser.close();
    }
  } finally {
    await chrome.close();
    await server.close();
  }
}
