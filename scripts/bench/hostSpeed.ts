import type { Page } from '@playwright/test';

/**
 * How fast this machine's CPU is, as Lighthouse's BenchmarkIndex. Every CPU-bound figure in the
 * table (TBT, Performance, the interactions) is this machine's time multiplied by the slowdown,
 * so the same code measures slower on a busy host than on a quiet one: the index says which.
 *
 * The scores DevTools calibrates its CPU presets to (chrome-devtools-frontend,
 * panels/mobile_throttling/CalibrationController.ts): a 4× slowdown stands for one of these
 * phones only on a host that scores 4× as much.
 */
export const referencePhones = [
  { name: 'Moto G Power 2022', score: 264 },
  { name: 'Pixel 5', score: 1000 },
] as const;

/**
 * At or below this BenchmarkIndex Lighthouse warns that the host's CPU is slower than its 4×
 * slowdown assumes, so the run's CPU figures overstate a phone's (SLOW_CPU_BENCHMARK_INDEX_THRESHOLD
 * in lighthouse/core/gather/driver/environment.js; it warns only on its command line).
 */
export const lighthouseSlowHostIndex = 1000;

/** Runs Lighthouse's own benchmark (about a second, unthrottled) in `page` and returns its index. */
export async function benchmarkIndex(page: Page): Promise<number> {
  // Imported natively, as lighthouse.ts imports Lighthouse: the function reaches the page as
  // Lighthouse wrote it, with no helper tsx would add.
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  return (await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) as number;
}
