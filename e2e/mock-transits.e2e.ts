/**
 * The mock transit test page in Chromium: reached from /testing without the gate, its heat map and
 * legend on screen, the presets ticking the right boxes, the year mode, and a 375-px phone with no
 * sideways scroll (screenshot in test-results/).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { setupPages } from './browser.ts';

const SCREENSHOTS = fileURLToPath(new URL('../test-results/', import.meta.url));
const openPage = setupPages();

/** The labels of a filter's ticked boxes, in screen order. */
async function ticked(page: Page, filter: string): Promise<string[]> {
  return page.getByRole('group', { name: filter, exact: true }).getByRole('checkbox').evaluateAll((boxes) =>
    (boxes as HTMLInputElement[]).filter((b) => b.checked).map((b) => b.labels?.[0]?.textContent ?? ''));
}

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


  test('from /testing: the heat map with its legend; presets change the boxes, the map and the table follow', async () => {
    const t = await openPage();
    const { page } = t;
    await page.goto('/testing');
    await page.getByRole('link', { name: 'Transiti Simulati' }).click();
    await page.getByRole('heading', { name: 'Test Transiti Simulati' }).waitFor();
    expect(page.url()).toMatch(/\/testing\/transiti-simulati$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Benvenuto in Astrolabio' }).count()).toBe(0);

    const heatMap = page.getByRole('table', { name: 'Mappa di calore' });
    await heatMap.waitFor();
    await expect.poll(() => heatMap.locator('tbody tr').count()).toBe(5);
    await page.getByText('Legenda', { exact: true }).waitFor();
    await page.getByText('da 8 a 10 transiti').waitFor();
    await expect.poll(() => ticked(page, 'Pianeti')).toEqual(['Giove', 'Saturno', 'Urano', 'Nettuno', 'Plutone']);

    const aspects = page.getByRole('group', { name: 'Aspetti', exact: true });
    await aspects.getByRole('button', { name: 'Tesi' }).click();
    await expect.poll(() => ticked(page, 'Aspetti')).toEqual(['Quadratura', 'Opposizione']);
    await expect.poll(() => heatMap.locator('thead th').count()).toBe(3);
    await aspects.getByRole('button', { name: 'Armoniosi' }).click();
    await expect.poll(() => ticked(page, 'Aspetti')).toEqual(['Congiunzione', 'Sestile', 'Trigono']);

    const planets = page.getByRole('group', { name: 'Pianeti', exact: true });
    await planets.getByRole('button', { name: 'Tutti' }).click();
    await expect.poll(() => ticked(page, 'Pianeti')).toHaveLength(13);
    await expect.poll(() => heatMap.locator('tbody tr').count()).toBe(13);
    // Every result row is of a ticked aspect.
    const aspectCells = () => page.getByRole('table', { name: 'Risultati' }).locator('tbody tr td:nth-child(5)').allTextContents();
    await expect.poll(async () => (await aspectCells()).length).toBeGreaterThan(0);
    await expect.poll(async () => (await aspectCells()).filter((a) => !['Congiunzione', 'Sestile', 'Trigono'].includes(a))).toEqual([]);

    await planets.getByRole('button', { name: 'Nessuno' }).click();
    await page.getByText('Seleziona almeno un pianeta e un aspetto per vedere i transiti simulati.').waitFor();
    await expect.poll(() => heatMap.count()).toBe(0);
    await planets.getByRole('button', { name: 'Pianeti Lenti' }).click();
    await expect.poll(() => ticked(page, 'Pianeti')).toEqual(['Giove', 'Saturno', 'Urano', 'Nettuno', 'Plutone']);

    await page.getByText('Anno intero').click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Mese' }).count()).toBe(0);
    const dates = () => page.getByRole('table', { name: 'Risultati' }).locator('tbody tr td:nth-child(2)').allTextContents();
    const year = await page.getByRole('combobox', { name: 'Anno' }).inputValue();
    await expect.poll(async () => (await dates()).filter((d) => !new RegExp(`^\\d\\d/\\d\\d/${year}$`).test(d))).toEqual([]);
    await expect.poll(async () => new Set((await dates()).map((d) => d.slice(3, 5))).size).toBeGreaterThan(1);
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
