/**
 * The /testing transits page in Chromium against the real server: the two validation texts, Roma
 * chosen (its coordinates and zone from the gazetteer for the birth instant), a chart, a year of real
 * transits in one call (timeline rows with start / peak / end markers, Gen … Dic), the matrix whose
 * cell narrows the timeline, the list; the sample data without a chart (a month's day ticks with
 * weekends in red, 20 transits for a month and 10 for a year); every city of the list resolved by
 * the server; a 375-px phone with no sideways scroll.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { CITY_PRESET_PLACES } from '../apps/web/src/features/quick-chart/city-presets.ts';
import { setupPages } from './browser.ts';

const SCREENSHOTS = fileURLToPath(new URL('../test-results/', import.meta.url));
const openPage = setupPages();
/** Clicks a segmented control's option by its text (its radio input is hidden under the label). */
const choose = (page: Page, option: string) => page.locator('label', { hasText: new RegExp(`^${option}$`) }).click();
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const timeline = (page: Page) => page.getByRole('table', { name: 'Timeline dei transiti' });
/** Last year: always among the ten years offered, and a whole year of transits already past. */
const YEAR = new Date().getFullYear() - 1;

async function fillRequired(page: Page) {
  await page.getByRole('textbox', { name: /^Nome/ }).fill('Anna');
  await page.getByLabel(/^Data di nascita/).fill('1990-01-15');
  await page.getByLabel(/^Ora di nascita/).fill('10:30');
}

/** Anna, Roma, 15/01/1990 10:30: its zone found for that winter morning, then the chart. */
async function calculateRoma(page: Page) {
  await fillRequired(page);
  await page.getByRole('combobox', { name: 'Seleziona una città italiana' }).selectOption({ label: 'Roma' });
  await page.getByText('Fuso orario: UTC+1 (Europe/Rome), in vigore il 15/01/1990 alle 10:30').waitFor();
  await page.getByRole('button', { name: 'Calcola Tema Natale' }).click();
  await page.getByRole('heading', { name: 'Tema Natale Calcolato' }).waitFor();
}

describe('/testing/transits-table', () => {
  test('validation, Roma, a chart; a year of real transits in one call: timeline rows with markers, matrix, list', async () => {
    const t = await openPage();
    const { page } = t;
    await page.goto('/testing');
    await page.getByRole('link', { name: 'Tabella Transiti' }).click();
    await page.getByRole('heading', { name: 'Test Tabella Transiti' }).waitFor();

    // Spec section 8's two texts: the button waits for name, date and time, and says so; a press without a place.
    const calculate = page.getByRole('button', { name: 'Calcola Tema Natale' });
    await expect.poll(() => calculate.isDisabled()).toBe(true);
    await page.getByText('Inserisci tutti i campi obbligatori').waitFor();
    await fillRequired(page);
    await calculate.click();
    await page.getByRole('alert').filter({ hasText: 'Seleziona una città o inserisci le coordinate' }).waitFor();

    await choose(page, 'Anno intero');
    await page.getByRole('combobox', { name: 'Anno' }).selectOption(String(YEAR));
    const asked = page.waitForRequest((r) => r.url().endsWith('/api/transiti') && r.method() === 'POST');
    await calculateRoma(page);
    await page.getByText('41°53′ N, 12°30′ E').first().waitFor();
    const body = (await asked).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      startDate: `${YEAR}-01-01`, endDate: `${YEAR}-12-31`, maxOrb: 3,
      planets: ['Giove', 'Saturno', 'Urano', 'Nettuno', 'Plutone'],
      aspects: ['Congiunzione', 'Sestile', 'Quadratura', 'Trigono', 'Opposizione'],
    });

    const grid = timeline(page);
    await grid.waitFor();
    await expect.poll(() => grid.getAttribute('aria-rowcount')).toBe('26');
    await expect.poll(async () => (await grid.getByRole('rowheader').first().textContent())?.trim()).toMatch(/Plutone.*Congiunzione$/);
    for (const kind of ['start', 'peak', 'end']) {
      await expect.poll(() => grid.locator(`circle[data-marker="${kind}"]`).count(), { message: kind }).toBeGreaterThan(0);
    }
    await expect.poll(async () => (await grid.locator('[role="columnheader"] svg text').allTextContents()).slice(0, 12)).toEqual(['Gen', 'Feb', 'Mar', 'Apr', 'Mag', 'Giu', 'Lug', 'Ago', 'Set', 'Ott', 'Nov', 'Dic']);
    await page.getByText(`01/01/${YEAR}`, { exact: true }).waitFor();
    await page.getByText(`31/12/${YEAR}`, { exact: true }).waitFor();
    await page.getByText('Legenda Timeline').waitFor();
    const bar = grid.getByRole('img', { name: / natale, dal / }).first();
    await bar.focus();
    await expect.poll(() => page.locator('.tt-tooltip').textContent()).toMatch(/natale.*(dal |dall’)\d+º? \w+ \d{4}/);

    await choose(page, 'Matrice');
    const matrix = page.getByRole('table', { name: 'Matrice dei transiti' });
    await matrix.waitFor();
    const cell = matrix.getByRole('button').first();
    const [planet] = (await cell.getAttribute('aria-label'))!.split(' ');
    await cell.click();
    await grid.waitFor();
    await page.getByText(new RegExp(`^Solo ${planet} con .* natale$`)).waitFor();
    const rowHeaders = () => grid.getByRole('rowheader').allTextContents();
    await expect.poll(async () => (await rowHeaders()).length).toBe(5);
    await expect.poll(async () => (await rowHeaders()).filter((h) => !h.includes(planet!))).toEqual([]);
    await page.getByRole('button', { name: 'Mostra tutti' }).click();
    await expect.poll(() => grid.getAttribute('aria-rowcount')).toBe('26');

    await choose(page, 'Lista');
    // The first month with an event opens by itself.
    const firstMonth = page.getByRole('button', { name: new RegExp(`^[a-z]+ ${YEAR} \\(\\d+ event[oi]\\)$`) }).first();
    await firstMonth.waitFor();
    await expect.poll(() => firstMonth.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'Apri tutti i mesi' }).click();
    await expect.poll(() => page.locator('li.tt-event').count()).toBeGreaterThan(0);
    expect(t.errors).toEqual([]);
  });

  test('spec section 5: coordinates typed without a birth place are refused with «Seleziona una città o inserisci le coordinate»; with a place they compute', async () => {
    const t = await openPage();
    const { page } = t;
    const charts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/tema-natale')) charts.push(r.url());
    });
    await page.goto('/testing/transits-table');
    await fillRequired(page);
    await page.getByRole('spinbutton', { name: /^Latitudine/ }).fill('41.9028');
    await page.getByRole('spinbutton', { name: /^Longitudine/ }).fill('12.4964');
    const calculate = page.getByRole('button', { name: 'Calcola Tema Natale' });
    await calculate.click();
    await page.getByRole('alert').filter({ hasText: 'Seleziona una città o inserisci le coordinate' }).waitFor();
    expect(charts).toEqual([]);

    await page.getByRole('textbox', { name: /^Luogo di nascita/ }).fill('Roma, casa della nonna');
    await calculate.click();
    await page.getByRole('heading', { name: 'Tema Natale Calcolato' }).waitFor();
    expect(charts).toHaveLength(1);
    expect(t.errors).toEqual([]);
  });

  test('without a chart: the sample data, labelled; a month a tick per day with weekends in red; 20 transits a month, 10 a year', async () => {
    const t = await openPage();
    const { page } = t;
    await page.goto('/testing/transits-table');
    await page.getByText('Caricamento transiti...').waitFor();
    await page.getByText('Calcolo delle posizioni planetarie per 5 pianeti', { exact: false }).waitFor();
    await page.getByText('Dati di esempio, non calcolati').waitFor();
    const grid = timeline(page);
    await expect.poll(() => grid.getAttribute('aria-rowcount')).toBe('26');

    // This month's days and weekends, from the calendar (UTC days, as the axis draws them).
    const now = new Date();
    const year = now.getFullYear();
    const month = now.getMonth();
    const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    const weekends = Array.from({ length: days }, (_, d) => new Date(Date.UTC(year, month, d + 1)).getUTCDay()).filter((w) => w === 0 || w === 6).length;
    const ticks = grid.locator('[role="columnheader"] svg g[fill]');
    await expect.poll(() => ticks.count()).toBe(days);
    await expect.poll(() => ticks.evaluateAll((gs) => gs.filter((g) => g.getAttribute('fill') === '#e03131').length)).toBe(weekends);
    await expect.poll(() => ticks.locator('text').allTextContents()).toEqual(expect.arrayContaining(['1', '15']));

    // Each made-up transit is one «entra in orbita» event in the list.
    const opens = async () => {
      await choose(page, 'Lista');
      const all = page.getByRole('button', { name: 'Apri tutti i mesi' });
      if (await all.count()) await all.click();
      return page.locator('li.tt-event[data-kind="opens"]').count();
    };
    await expect.poll(() => opens()).toBe(20);
    await choose(page, 'Anno intero');
    await page.getByText('Dati di esempio, non calcolati').waitFor();
    await expect.poll(() => opens()).toBe(10);
    expect(t.errors).toEqual([]);
  });

  test('every city of the list is a place of the gazetteer the server resolves, with the zone of the birth instant', async () => {
    const baseURL = inject('baseURL');
    const resolve = async (place: string, date: string) => {
      const res = await fetch(new URL(`/api/resolve-location?${new URLSearchParams({ place, date, time: '10:30' })}`, baseURL));
      expect(res.status, place).toBe(200);
      return (await res.json()) as { formatted: string; latitude: number; longitude: number; timezone: number; zone: string };
    };
    for (const place of CITY_PRESET_PLACES) {
      const found = await resolve(place, '1990-01-15');
      expect(found.formatted).toBe(place);
      expect(found).toMatchObject({ timezone: 1, zone: 'Europe/Rome' });
      // Italy spans 36.6–47.1° N and 6.6–18.5° E.
      expect(found.latitude).toBeGreaterThan(36.6);
      expect(found.latitude).toBeLessThan(47.1);
      expect(found.longitude).toBeGreaterThan(6.6);
      expect(found.longitude).toBeLessThan(18.6);
    }
    // Summer time in 1990, none in 1960 (Italy had none from 1949 to 1965): the spec's fixed 2 holds only for the first.
    expect((await resolve(CITY_PRESET_PLACES[0], '1990-07-15')).timezone).toBe(2);
    expect((await resolve(CITY_PRESET_PLACES[0], '1960-07-15')).timezone).toBe(1);
  });

  test('on a 375-px phone: form, chart, and every view without sideways scroll', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const t = await openPage({ width: 375, height: 812 });
    const { page } = t;
    await page.goto('/testing/transits-table');
    await page.getByText('Dati di esempio, non calcolati').waitFor();
    await expect.poll(() => overflow(page)).toBe(0);
    await calculateRoma(page);
    await timeline(page).waitFor();
    await expect.poll(() => overflow(page)).toBe(0);
    // The timeline scrolls inside its box: its first column stays on the phone's screen.
    await expect.poll(async () => { const box = (await timeline(page).boundingBox())!; return box.x + box.width; }).toBeLessThanOrEqual(375);
    await timeline(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}mobile-375-transits-table.png`, fullPage: false });
    await page.getByRole('group', { name: 'Pianeti', exact: true }).getByRole('button', { name: 'Tutti' }).click();
    for (const view of ['Matrice', 'Lista', 'Timeline']) {
      await choose(page, view);
      await page.getByRole('heading', { name: view, exact: true }).waitFor();
      await expect.poll(() => overflow(page), { message: view }).toBe(0);
    }
    expect(t.errors).toEqual([]);
  });
});
