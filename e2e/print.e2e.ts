/**
 * The page's two printouts in a real browser: Tabella Transiti's «Stampa» prints the transit rows
 * alone on A4 landscape (no natal chart, no empty notes field), and the chart's print (its button, or
 * the browser's own print on any other tab) still prints the chart on A4 portrait; the browser's own
 * print on Tabella Transiti's tab prints the transits. Chromium's print media and its own
 * PDF are what is checked; window.print is replaced by what a browser does first (beforeprint), since
 * a headless one opens no dialog. The Rivoluzione Solare's «Stampa» writes whose birth data and which
 * zodiac, for both zodiacs.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { TRANSIT_BODY_CODES } from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT } from '@astrolabio/names-it';
import { chartHeader, choosePlace, fillBirthForm, openTransitTable, ROMA, setupPages, submitButton } from './browser.ts';

const YEAR = { ...ROMA, transitStart: '01/01/2025', transitEnd: '31/12/2025' };

const openPage = setupPages();

/** Makes window.print behave as a browser's does up to its dialog: beforeprint, synchronously. */
async function printWithoutDialog(page: Page) {
  await page.evaluate(() => {
    window.print = () => {
      window.dispatchEvent(new Event('beforeprint'));
    };
  });
}

/** Every page's size in PDF points, as [width, height] (Chromium writes one MediaBox per page). */
function pageSizes(pdf: Buffer): [number, number][] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

/** A4 in PDF points: 595.28 × 841.89 (Chromium rounds to whole or tenth points). */
const A4_SHORT = 595;
const A4_LONG = 842;
const isA4 = ([w, h]: [number, number], orientation: 'portrait' | 'landscape') => {
  const [short, long] = orientation === 'portrait' ? [w, h] : [h, w];
  return Math.abs(short - A4_SHORT) < 1.5 && Math.abs(long - A4_LONG) < 1.5;
};

/** Each page's text of a PDF, read by poppler's pdftotext (-layout: one printed line per line). */
function pdfPagesText(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'astrolabio-print-'));
  try {
    const file = join(dir, 'stampa.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').filter((p) => p.trim() !== '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const PLANET_NAME = new RegExp(`(${TRANSIT_BODY_CODES.map((b) => BODY_NAMES_IT[b]).join('|')})\\b`);
const ASPECT_NAME = new RegExp(`(${Object.values(ASPECT_NAMES_IT).join('|')})\\b`);

describe('printing', () => {
  test('Tabella Transiti on paper: the month header on every page, and no page starts with a planet\'s aspect rows without its name', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    await openTransitTable(page, YEAR);
    await printWithoutDialog(page);
    await page.getByRole('button', { name: 'Stampa', exact: true }).last().click();
    await page.locator('.tt-print-root').waitFor({ state: 'attached' });
    await page.emulateMedia({ media: 'print' });
    const pages = pdfPagesText(await page.pdf({ preferCSSPageSize: true }));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((text, i) => {
      // 76-px month columns write the short names: the first and the last month of the year.
      expect(text, `page ${i + 1}`).toContain('gen 2025');
      expect(text, `page ${i + 1}`).toContain('dic 2025');
      // A page's first row label is a planet's name: its aspect rows never go on without it.
      const planetAt = text.search(PLANET_NAME);
      const aspectAt = text.search(ASPECT_NAME);
      expect(planetAt, `page ${i + 1}:\n${text}`).toBeGreaterThanOrEqual(0);
      if (aspectAt >= 0) expect(planetAt, `page ${i + 1}:\n${text}`).toBeLessThan(aspectAt);
    });
    expect(t.errors).toEqual([]);
   }, 60_000); // a year's table drawn whole, a PDF of it and pdftotext: slow on a loaded machine

  test('Tabella Transiti\'s «Stampa»: the transit rows on A4 landscape, no chart, notes only as their text; then the chart prints again', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    await openTransitTable(page, YEAR);
    await page.getByRole('textbox', { name: 'Note su Plutone' }).fill('Plutone in casa 11: lavoro sui gruppi');

    await printWithoutDialog(page);
    await page.getByRole('button', { name: 'Stampa', exact: true }).last().click();
    const printed = page.locator('.tt-print-root');
    await printed.waitFor({ state: 'attached' });
    await page.emulateMedia({ media: 'print' });

    // The transit rows are on paper, with the period's title and whose chart it is.
    await printed.getByText('Tabella Transiti — dal 01/01/2025 al 31/12/2025').waitFor();
    const rowHeaders = printed.getByRole('rowheader');
    await rowHeaders.first().waitFor();
    await expect.poll(async () => (await rowHeaders.first().textContent())?.trim()).toMatch(/Plutone$/);
    await printed.getByRole('rowheader', { name: /Quadratura|Trigono|Sestile|Congiunzione|Opposizione/ }).first().waitFor();
    // A note prints as its text; no planet prints an empty field or its placeholder.
    await printed.getByText('Plutone in casa 11: lavoro sui gruppi').waitFor();
    await expect.poll(() => page.getByRole('textbox').filter({ visible: true }).count()).toBe(0);
    await expect.poll(() => page.getByText('Scrivi qui le tue note').filter({ visible: true }).count()).toBe(0);
    // Nothing of the natal chart, nor the screen's own (virtualised) grid.
    await page.getByRole('img', { name: /Carta del tema natale/ }).waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'Pianeti', exact: true }).waitFor({ state: 'hidden' });
    await page.locator('.tt-scroll').first().waitFor({ state: 'hidden' });
    // Chromium's PDF: every page A4 landscape, and more than a blank one.
    const transitsPdf = await page.pdf({ preferCSSPageSize: true });
    const transitPages = pageSizes(transitsPdf);
    expect(transitPages.length).toBeGreaterThanOrEqual(2);
    for (const size of transitPages) expect(isA4(size, 'landscape'), `${size}`).toBe(true);

    // The print is over: the chart is the page's printout again (the browser's own print).
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await printed.waitFor({ state: 'detached' });
    await page.getByRole('img', { name: /Carta del tema natale/ }).waitFor();
    await page.getByRole('table', { name: 'Pianeti', exact: true }).waitFor();
    const chartPages = pageSizes(await page.pdf({ preferCSSPageSize: true }));
    expect(chartPages.length).toBeGreaterThanOrEqual(1);
    for (const size of chartPages) expect(isA4(size, 'portrait'), `${size}`).toBe(true);
    expect(t.errors).toEqual([]);
  });

  test('the chart\'s «Stampa» with Tabella Transiti open prints the chart, never the transit rows', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    await openTransitTable(page, YEAR);

    await printWithoutDialog(page);
    await page.getByRole('button', { name: 'Stampa', exact: true }).first().click();
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => page.locator('.tt-print-root').count()).toBe(0);
    await page.getByRole('img', { name: /Carta del tema natale/ }).waitFor();
    for (const name of ['Pianeti', 'Case', 'Aspetti']) await page.getByRole('table', { name, exact: true }).waitFor();
    await page.getByRole('table', { name: 'Tabella dei transiti' }).waitFor({ state: 'hidden' });
    const sizes = pageSizes(await page.pdf({ preferCSSPageSize: true }));
    expect(sizes.length).toBeGreaterThanOrEqual(1);
    for (const size of sizes) expect(isA4(size, 'portrait'), `${size}`).toBe(true);
    expect(t.errors).toEqual([]);
  });

  test('the browser\'s own print (Ctrl+P) prints the view on screen: Tabella Transiti on its tab, the chart on another', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    await openTransitTable(page, YEAR);

    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    const printed = page.locator('.tt-print-root');
    await printed.getByRole('rowheader').first().waitFor();
    await page.getByRole('img', { name: /Carta del tema natale/ }).waitFor({ state: 'hidden' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await printed.waitFor({ state: 'detached' });

    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('tab', { name: 'Pianeti' }).click();
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => printed.count()).toBe(0);
    await page.getByRole('img', { name: /Carta del tema natale/ }).waitFor();
    expect(t.errors).toEqual([]);
  });

  test('the Rivoluzione Solare\'s «Stampa»: the person\'s name and birth data as the chart header shows them, and the zodiac, for both zodiacs', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Nome del profilo' }).fill('Maria Rossi');
    await fillBirthForm(page, { latitude: '', longitude: '', transitStart: ROMA.transitStart, transitEnd: ROMA.transitEnd });
    await choosePlace(page, 'Roma', 'Roma (RM)');
    await submitButton(page).click();
    await page.getByRole('table', { name: 'Pianeti' }).waitFor();
    // The chart header's birth rows (date, time and offset; place; coordinates; zone), as [label, value].
    const header = await chartHeader(page).evaluate((dl) => [...dl.querySelectorAll('dt')].map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']));
    const birthRows = header.slice(0, header.findIndex(([label]) => label === 'Tempo universale'));
    expect(birthRows.map(([label]) => label)).toEqual(['Nascita', 'Luogo', 'Coordinate', 'Fuso orario']);

    await page.getByRole('tab', { name: 'Rivoluzione Solare' }).click();
    await printWithoutDialog(page);
    for (const zodiac of ['Tropicale', 'Corretto per la precessione']) {
      await page.locator('label').filter({ hasText: new RegExp(`^${zodiac}$`) }).click();
      await expect.poll(() => page.getByRole('radio', { name: zodiac }).isChecked()).toBe(true);
      await page.getByTestId('solar-return-result').getByRole('table', { name: 'Angoli della rivoluzione' }).waitFor();
      await page.locator('.rs-print-root').getByRole('button', { name: 'Stampa', exact: true }).click();
      await page.emulateMedia({ media: 'print' });
      const text = pdfPagesText(await page.pdf({ preferCSSPageSize: true })).join('\n');
      expect(text).toContain('Dati di nascita di Maria Rossi');
      for (const [label, value] of birthRows) expect(text, label).toMatch(new RegExp(`${label}\\s+${value!.replace(/[()+.]/g, '\\$&')}`));
      expect(text).toMatch(new RegExp(`Zodiaco\\s+${zodiac}`));
      await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
      await page.emulateMedia({ media: 'screen' });
    }
    expect(t.errors).toEqual([]);
  });
});
