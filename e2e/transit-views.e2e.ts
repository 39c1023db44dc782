/**
 * Tabella Transiti's views in a real browser (issue 21): each bar's words say each thing once (a
 * station once, each natal point's hit named), the lunar node has no stations (decision 0057), and a
 * computed chart gets the page's width, with «Adatta al periodo» fitting the whole period into it.
 * Roma, 1 January 1990 12:00; 2026: Saturno squares Nettuno, Chirone, Saturno and Sole natal in one
 * stretch with its stations, Marte squares the natal node's axis in June: one row, to Nodo Nord (issue 34).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openTransitTable, ROMA, setupPages } from './browser.ts';

const SCREENSHOTS = fileURLToPath(new URL('../test-results/', import.meta.url));
const YEAR_2026 = { ...ROMA, transitStart: '01/01/2026', transitEnd: '31/12/2026' };

const openPage = setupPages();

/** Scrolls the (virtualised) grid down until the row is drawn. */
async function scrollToRow(page: Page, rowKey: string) {
  const row = page.locator(`[data-row="${rowKey}"]`);
  for (let top = 0; top < 20_000 && (await row.count()) === 0; top += 300) {
    await page.locator('.tt-scroll').first().evaluate((box, y) => box.scrollTo({ top: y }), top);
    await page.waitForTimeout(50);
  }
  await row.waitFor();
  return row;
}

/** The accessible names of a row's bars (each the whole tooltip in one sentence). */
async function barLabels(page: Page, rowKey: string): Promise<string[]> {
  const row = await scrollToRow(page, rowKey);
  return row.getByRole('img').evaluateAll((bars) => bars.map((b) => b.getAttribute('aria-label') ?? ''));
}

const count = (text: string, part: RegExp) => (text.match(part) ?? []).length;

describe('transit views: words and stations', () => {
  test('a station is said once; a period to two natal points names which hit is which; the node has no stations', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    await openTransitTable(page, YEAR_2026);
    await page.getByText('Timeline', { exact: true }).click();
    await page.getByRole('table', { name: 'Timeline dei transiti' }).waitFor();

    const stationsOf = async (rowKey: string) => (await barLabels(page, rowKey)).filter((l) => l.includes('stazione'));
    await expect.poll(async () => (await stationsOf('saturn-square')).length).toBeGreaterThan(0);
    const saturn = await barLabels(page, 'saturn-square');
    const withStation = saturn.filter((l) => l.includes('stazione'));
    for (const label of saturn) {
      // Each station of Saturno once, however many natal points its stretch squares.
      for (const station of new Set(label.match(/stazione (retrograda|diretta) il [^,]+/g) ?? [])) {
        expect(count(label, new RegExp(station)), label).toBe(1);
      }
    }
    expect(withStation.some((l) => /Nettuno natale, Chirone natale/.test(l) || /natale e .* natale/.test(l)), withStation.join('\n')).toBe(true);

    // The square to Nodo Sud is the same instant as the one to Nodo Nord: one row per axis.
    const marsToNodes = async () => (await barLabels(page, 'mars-square')).filter((l) => l.includes('Nodo Nord natale') || l.includes('Nodo Sud natale'));
    await expect.poll(async () => (await marsToNodes()).length).toBe(1);
    const mars = await marsToNodes();
    expect(mars[0]).toMatch(/^Marte quadratura Nodo Nord natale\b.*esatto.* giugno 2026 alle \d\d:\d\d CEST/);
    expect(mars[0]).not.toContain('Nodo Sud');

    // Nodo Nord's rows: no R / D mark and no «stazione» in any bar's words.
    const nodeRow = await scrollToRow(page, 'northNode-sextile');
    await expect.poll(() => stationsOf('northNode-sextile')).toEqual([]);
    await expect.poll(() => nodeRow.locator('text').evaluateAll((texts) => texts.filter((x) => /^[RD]$/.test(x.textContent ?? '')).length)).toBe(0);
    expect(t.errors).toEqual([]);
  }, 60_000);
});

describe('transit views: a year at a glance', () => {
  test('the chart takes the page\'s width; «Adatta al periodo» fits the year; 120 px a month stays; the form opens again with one click', async () => {
    const t = await openPage({ returning: true, width: 1280, height: 900 });
    const { page } = t;
    await openTransitTable(page, YEAR_2026);
    const calcola = page.getByRole('button', { name: 'Calcola Tema Natale Completo' });
    await calcola.waitFor({ state: 'hidden' });
    const box = page.locator('.tt-scroll').first();
    await expect.poll(() => box.evaluate((b) => b.clientWidth)).toBeGreaterThan(1100);
    const boxWidth = await box.evaluate((b) => b.clientWidth);

    // The spec's 120 px a month: twelve months are wider than the box.
    const axisWidth = () => page.locator('.tt-header svg').first().evaluate((svg) => svg.getBoundingClientRect().width);
    await expect.poll(() => axisWidth()).toBe(12 * 120);
    await expect.poll(() => box.evaluate((b) => b.scrollWidth > b.clientWidth)).toBe(true);

    await page.getByText('Adatta al periodo').click();
    await page.waitForFunction(() => {
      const b = document.querySelector('.tt-scroll');
      return b !== null && b.scrollWidth <= b.clientWidth;
    });
    await expect.poll(() => axisWidth()).toBeLessThan(boxWidth);
    await expect.poll(() => axisWidth()).toBeGreaterThan(boxWidth - 160);
    // Every month's column is in view: December's name ends inside the box.
    const december = page.locator('.tt-header text').filter({ hasText: /^dic/ });
    const decemberOverflowPx = async () => {
      const [d, boxRight] = [(await december.boundingBox())!, await box.evaluate((b) => b.getBoundingClientRect().right)];
      return d.x + d.width - boxRight;
    };
    await expect.poll(decemberOverflowPx).toBeLessThanOrEqual(0);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOTS}transits-fit-1280.png` });

    await page.getByText('120 px al mese').click();
    await page.waitForFunction(() => document.querySelector('.tt-header svg')?.getAttribute('width') === String(12 * 120));

    await page.getByRole('button', { name: 'Modifica i dati di nascita' }).click();
    await calcola.waitFor();
    expect(t.errors).toEqual([]);
  }, 60_000);

  test('on a 375-px phone «Adatta al periodo» fits the year without the page scrolling sideways, its axis labels inside the drawing; the notes\' placeholder is whole', async () => {
    const t = await openPage({ returning: true, width: 375, height: 800 });
    const { page } = t;
    await openTransitTable(page, YEAR_2026);
    await page.getByText('Adatta al periodo').click();
    await page.waitForFunction(() => {
      const b = document.querySelector('.tt-scroll');
      return b !== null && b.scrollWidth <= b.clientWidth;
    });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    // Every label of the axis inside its drawing: January's 19-px column once centred «2026» half off it («026»).
    const axis = page.locator('.tt-header svg').first();
    const outside = () => axis.evaluate((svg) => {
      const width = Number(svg.getAttribute('width'));
      return [...svg.querySelectorAll('text')].filter((x) => x.textContent).flatMap((x) => {
        const box = (x as SVGTextElement).getBBox();
        return box.x < 0 || box.x + box.width > width ? [`${x.textContent} ${box.x.toFixed(1)}…${(box.x + box.width).toFixed(1)} / ${width}`] : [];
      });
    });
    await expect.poll(outside).toEqual([]);
    await expect.poll(() => axis.getByText('2026', { exact: true }).count()).toBe(1);
    // The notes field shows its whole placeholder (measured as its text: the same font and width).
    const notes = page.locator('.tt-notes-input').first();
    const fit = () => notes.evaluate((area: HTMLTextAreaElement) => {
      area.value = area.placeholder;
      const sizes = { scroll: area.scrollHeight, client: area.clientHeight };
      area.value = '';
      return sizes;
    });
    await expect.poll(async () => { const sizes = await fit(); return sizes.scroll <= sizes.client; }, { message: 'the placeholder is cut' }).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}transits-fit-375.png`, fullPage: false });
    expect(t.errors).toEqual([]);
  }, 60_000);
});
