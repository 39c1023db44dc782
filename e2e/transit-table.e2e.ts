/**
 * Tabella Transiti end to end against the real server: a year's table with Plutone's row first and
 * its bars, the timeline's start / peak / end markers, and a 375-px phone with no sideways scroll.
 * The notes kept with the chart and the error state with its retry are TransitsPanel.test.tsx's.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openTransitTable, ROMA, setupPages } from './browser.ts';

const SCREENSHOTS = fileURLToPath(new URL('../test-results/', import.meta.url));
const YEAR = { ...ROMA, transitStart: '01/01/2025', transitEnd: '31/12/2025' };

const openPage = setupPages();

const grid = (page: Page, name: 'Tabella dei transiti' | 'Timeline dei transiti') => page.getByRole('table', { name });

describe('Tabella Transiti', () => {
  test('a year: Plutone\'s row first with bars; the timeline has start, peak and end markers', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    await openTransitTable(page, YEAR);
    const table = grid(page, 'Tabella dei transiti');
    await table.waitFor();
    await expect.poll(async () => (await table.getByRole('rowheader').first().textContent())?.trim()).toMatch(/Plutone$/);
    await page.getByText('Periodo: dal 01/01/2025 al 31/12/2025').waitFor();
    // Bars: the intensity paths of the rows on screen draw something.
    const drawn = () => table.locator('path[data-layer^="thick"], path[data-layer^="medium"]').evaluateAll((paths) => paths.filter((p) => p.getAttribute('d')).length);
    await expect.poll(drawn).toBeGreaterThan(0);
    // A year: Luna is off, and the page says how to show it.
    await page.getByRole('button', { name: 'Mostra la Luna' }).waitFor();

    await page.getByText('Timeline', { exact: true }).click();
    const timeline = grid(page, 'Timeline dei transiti');
    await timeline.waitFor();
    for (const kind of ['start', 'peak', 'end']) {
      await expect.poll(() => timeline.locator(`circle[data-marker="${kind}"]`).count(), { message: kind }).toBeGreaterThan(0);
    }
    // Every bar is reachable from the keyboard, with its Italian label.
    const bar = timeline.getByRole('img', { name: /^Plutone .* natale, dal/ }).first();
    await bar.focus();
    await expect.poll(() => bar.evaluate((b) => b === document.activeElement)).toBe(true);
    await expect.poll(() => page.locator('.tt-tooltip').textContent()).toMatch(/Plutone/);
    expect(t.errors).toEqual([]);
  });

  test('on a 375-px phone the page never scrolls sideways: the table scrolls in its box, the planet column stays; screenshot in test-results/', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const t = await openPage({ returning: true, width: 375, height: 812 });
    const { page } = t;
    await openTransitTable(page, YEAR);
    const table = grid(page, 'Tabella dei transiti');
    await table.waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await expect.poll(() => overflow()).toBe(0);
    const box = page.locator('.tt-scroll');
    await expect.poll(() => box.evaluate((b) => b.scrollWidth > b.clientWidth)).toBe(true);
    const pluto = table.getByRole('rowheader').first();
    const before = (await pluto.boundingBox())!.x;
    await box.evaluate((b) => b.scrollBy({ left: 600 }));
    await expect.poll(() => box.evaluate((b) => b.scrollLeft)).toBeGreaterThan(0);
    await expect.poll(async () => (await pluto.boundingBox())!.x).toBe(before);
    await expect.poll(() => overflow()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}mobile-375-transits.png`, fullPage: true });
    expect(t.errors).toEqual([]);
  });
});
