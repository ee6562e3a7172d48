import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// WCAG 2.2 AA, and axe's best practices (every piece of content inside a landmark, among others).
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * axe's violations on the page (or inside `include`), one line each: rule and elements, so a
 * failure reads at a glance.
 *
 * Legacy mode runs axe.run() in the page itself. The default runs axe in each frame and merges
 * the frames' results in a blank page it opens for the purpose: the shop's pages have no frames,
 * and that blank page doubled the time of a check (2.2–3.8 s against 1.1–1.6 s on /onsale).
 * Only the violations come back, since nothing reads the passes.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(axeTags).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
