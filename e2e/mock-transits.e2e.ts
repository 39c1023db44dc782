/**
 * The mock transit test page in Chromium: the heat map's glyphs drawn with the app's font, and a
 * 375-px phone with no sideways scroll (screenshot in test-results/). Its presets, filters and year
 * mode are MockTransitsTestPage.test.tsx's; reaching it from /testing is routes.test.tsx's.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { setupPages } from './browser.ts';

const SCREENSHOTS = fileURLToPath(new URL('../test-results/', import.meta.url));
const openPage = setupPages();

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('mock transit test page', () => {
  test('opened directly, the heat map\'s header draws ⚹ with the app\'s glyph font, not an empty box', async () => {
    const t = await openPage();
    const { page } = t;
    await page.goto('/testing/transiti-simulati');
    const heatMap = page.getByRole('table', { name: 'Mappa di calore' });
    await heatMap.waitFor();
    await expect.poll(() => heatMap.locator('thead').textContent()).toContain('⚹');
    // The font is registered on every route and fetched because this page draws its symbols.
    await page.waitForFunction(() => [...document.fonts].some((f) => f.family.includes('Astrolabio Simboli') && f.status === 'loaded'));
    await expect.poll(() => page.evaluate(() => document.fonts.check('14px "Astrolabio Simboli"', '⚹'))).toBe(true);
    expect(t.errors).toEqual([]);
  });

  test('on a 375-px phone the page, every planet and a whole year included, does not scroll sideways', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const t = await openPage({ width: 375, height: 812 });
    const { page } = t;
    await page.goto('/testing/transiti-simulati');
    await page.getByRole('table', { name: 'Mappa di calore' }).waitFor();
    await expect.poll(() => overflow(page)).toBe(0);
    await page.getByRole('group', { name: 'Pianeti', exact: true }).getByRole('button', { name: 'Tutti' }).click();
    await page.getByText('Anno intero').click();
    await page.getByRole('table', { name: 'Risultati' }).waitFor();
    await expect.poll(() => overflow(page)).toBe(0);
    // The heat map fits the phone: its last column is inside the screen.
    const lastColumn = page.getByRole('table', { name: 'Mappa di calore' }).locator('thead th').last();
    await expect.poll(async () => { const b = (await lastColumn.boundingBox())!; return b.x + b.width; }).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SCREENSHOTS}mobile-375-transiti-simulati.png`, fullPage: false });
    expect(t.errors).toEqual([]);
  });
});
