/** A transit bar's tooltip on a 375-px screen: near the right edge it keeps its width and is shifted to stay inside the screen. */
import { describe, expect, test } from 'vitest';
import { openTransitTable, ROMA, setupPages } from './browser.ts';

const openPage = setupPages();

describe('transit tooltip', () => {
  test('hovering the bar at the right edge of a 375-px screen: the tooltip ends inside it', async () => {
    const t = await openPage({ width: 375, height: 812, returning: true });
    const { page } = t;
    await openTransitTable(page, { ...ROMA, transitStart: '01/01/2025', transitEnd: '31/12/2025' });
    const table = page.getByRole('table', { name: 'Tabella dei transiti' });
    // The bar reaching furthest right among those starting on screen (React's enter comes from mouseover).
    const rights = await table.getByRole('img').evaluateAll((els) => els.map((e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.left < 360 ? r.right : -1; }));
    const rightmost = rights.indexOf(Math.max(...rights));
    await table.getByRole('img').nth(rightmost).dispatchEvent('mouseover');
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    const span = async () => { const box = (await tooltip.boundingBox())!; return { left: box.x, right: box.x + box.width }; };
    await expect.poll(async () => (await span()).left).toBeGreaterThanOrEqual(0);
    await expect.poll(async () => (await span()).right).toBeLessThanOrEqual(375);

    // Fitted to the screen, the grid ends at the screen's edge: the tooltip of its rightmost bar keeps
    // its width (it shrank to a word a line) and is shifted left instead.
    await page.getByText('Adatta al periodo', { exact: true }).click();
    await page.waitForFunction(() => {
      const b = document.querySelector('.tt-scroll');
      return b !== null && b.scrollWidth <= b.clientWidth;
    });
    await page.mouse.move(0, 0);
    const fitted = await table.getByRole('img').evaluateAll((els) => els.map((e) => { const r = e.getBoundingClientRect(); return r.width > 0 ? r.right : -1; }));
    await table.getByRole('img').nth(fitted.indexOf(Math.max(...fitted))).dispatchEvent('mouseover');
    await tooltip.waitFor();
    await expect.poll(async () => (await tooltip.boundingBox())!.width).toBeGreaterThanOrEqual(200);
    await expect.poll(async () => (await span()).left).toBeGreaterThanOrEqual(0);
    await expect.poll(async () => (await span()).right).toBeLessThanOrEqual(375);
    expect(t.errors).toEqual([]);
  });
});
