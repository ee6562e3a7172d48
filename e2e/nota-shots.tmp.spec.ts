import { test } from '@playwright/test';
import { notaLink } from '../src/features/nota/notaCodec';
import { demoLines, line, notaOrder } from '../__tests__/fixtures/notaOrders';
const lines = demoLines.slice(0, 4).map((l) => line(l));
const o = notaOrder(lines, { shipping: { service: 'JNE REG', ongkir: 18000, grams: 500 * lines.reduce((s, l) => s + l.quantity, 0), days: '2-3' } });
o.lines[1] = { ...o.lines[1]!, price: 1000 };
const path = (() => { const l = notaLink(o, 'http://x'); return l.slice(l.indexOf('/nota#')); })();
for (const scheme of ['light', 'dark'] as const)
  for (const width of [360, 1280])
    test(`shot ${scheme} ${width}`, async ({ browser }) => {
      const ctx = await browser.newContext({ colorScheme: scheme, viewport: { width, height: 900 } });
      const page = await ctx.newPage();
      await page.goto(path);
      await page.getByText(/hal yang tidak sesuai|sesuai katalog hari ini|belum bisa/).waitFor();
      await page.screenshot({ path: `/tmp/nota-shots/${scheme}-${width}.png`, fullPage: true });
      if (scheme === 'dark' && width === 360) {
        await page.evaluate(() => (window.print = () => undefined));
        await page.emulateMedia({ media: 'print' });
        await page.screenshot({ path: `/tmp/nota-shots/print-nota.png`, fullPage: true });
        await page.emulateMedia({ media: 'screen' });
        await page.getByRole('button', { name: 'Cetak label' }).click();
        await page.emulateMedia({ media: 'print' });
        await page.setViewportSize({ width: 378, height: 567 });
        await page.screenshot({ path: `/tmp/nota-shots/print-label.png`, fullPage: true });
      }
      await ctx.close();
    });
