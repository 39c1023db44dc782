/** The chart's result tabs at 1280 and 375 px: one row that scrolls, an arrow where tabs are hidden, every tab reachable. */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { computeChart, ROMA, setupPages } from './browser.ts';

const openPage = setupPages();

/** Every tab is inside the row's box and the screen, or brought there with the «Altre schede» arrow; then the arrow back shows. */
async function expectEveryTabReachable(page: Page, width: number): Promise<void> {
  const list = page.getByRole('tablist').filter({ has: page.getByRole('tab', { name: 'Pianeti' }) });
  const more = page.getByRole('button', { name: 'Altre schede' });
  const back = page.getByRole('button', { name: 'Schede precedenti' });
  const last = list.getByRole('tab').last();
  const lastInside = async () => {
    const [box, tab] = [await list.boundingBox(), await last.boundingBox()];
    return tab!.x >= box!.x - 1 && tab!.x + tab!.width <= box!.x + box!.width + 1 && tab!.x + tab!.width <= width;
  };
  await expect.poll(() => back.count()).toBe(0);
  if (await lastInside()) {
    // All on show: no arrow.
    await expect.poll(() => more.count()).toBe(0);
  } else {
    await more.waitFor();
    for (let i = 0; i < 10 && (await more.count()) > 0; i++) {
      // Each press scrolls the row smoothly: the next one waits for that scroll to end.
      const scrolled = list.evaluate((l) => new Promise((resolve) => l.addEventListener('scrollend', resolve, { once: true })));
      await more.click();
      await scrolled;
    }
    await expect.poll(lastInside).toBe(true);
    await back.waitFor();
    await expect.poll(() => more.count()).toBe(0);
  }
  await last.click();
  await expect.poll(() => last.getAttribute('aria-selected')).toBe('true');
}

describe('result tabs', () => {
  test('at 375 px the hidden tabs are behind an arrow, and reached with it', async () => {
    const t = await openPage({ width: 375, height: 812, returning: true });
    const { page } = t;
    await computeChart(page, ROMA);
    // On a phone the row is surely wider than the screen.
    await page.getByRole('button', { name: 'Altre schede' }).waitFor();
    await expectEveryTabReachable(page, 375);
    expect(t.errors).toEqual([]);
  });

  test('at 1280 px, with the form folded and opened again beside the results, every tab is reachable', async () => {
    const t = await openPage({ width: 1280, height: 900, returning: true });
    const { page } = t;
    await computeChart(page, ROMA);
    await expectEveryTabReachable(page, 1280);
    await page.getByRole('button', { name: 'Modifica i dati di nascita' }).click();
    await page.getByRole('tab', { name: 'Pianeti' }).click();
    await expectEveryTabReachable(page, 1280);
    expect(t.errors).toEqual([]);
  });
});
