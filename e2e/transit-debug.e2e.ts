/**
 * Debug Transiti end to end against the real server: after a chart with a three-month period the tab
 * follows Transiti Mensili; Carica Dati asks transiti-specifici for the first 30 days, one call at a
 * time, and lists each date with its aspect count; a day's detail shows what the server answered for
 * it (positions and aspects); on a 375-px phone nothing scrolls sideways.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { fillBirthForm, ROMA, setupPages } from './browser.ts';
import { formatOrb, formatZodiacIt } from '../apps/web/src/lib/format.ts';

const SCREENSHOTS = fileURLToPath(new URL('../test-results/', import.meta.url));
const openPage = setupPages();

interface DayAnswer {
  posizioniTransiti: Record<string, { longitude: number; zodiac: { formatted: string } }>;
  aspettiDiTransito: { transitPlanet: string; natalPlanet: string; aspects: { type: string; orb: number; degrees: number }[] }[];
}

/** Computes Roma's chart with ROMA's period, opens Debug Transiti, and returns the chart the server sent. */
async function openDebugTab(page: Page): Promise<unknown> {
  await page.goto('/');
  await fillBirthForm(page, ROMA);
  const chartAnswer = page.waitForResponse('**/api/tema-natale');
  await page.getByRole('button', { name: 'Calcola Tema Natale Completo' }).click();
  const chart: unknown = await (await chartAnswer).json();
  await page.getByRole('tab', { name: 'Transiti Mensili' }).waitFor();
  // The spec's order: Transiti Mensili, Tabella Transiti, Debug Transiti.
  const threeFrom = async () => { const tabs = await page.getByRole('tab').allTextContents(); const i = tabs.indexOf('Transiti Mensili'); return tabs.slice(i, i + 3); };
  await expect.poll(threeFrom).toEqual(['Transiti Mensili', 'Tabella Transiti', 'Debug Transiti']);
  await page.getByRole('tab', { name: 'Debug Transiti' }).click();
  return chart;
}

/** Loads the days and waits for the end; returns the most calls that were in flight at once. */
async function loadDays(page: Page): Promise<number> {
  let inFlight = 0;
  let maxInFlight = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/transiti-specifici')) maxInFlight = Math.max(maxInFlight, ++inFlight);
  });
  const settled = (r: { url: () => string }) => {
    if (r.url().endsWith('/api/transiti-specifici')) inFlight--;
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  await page.getByRole('button', { name: 'Carica Dati' }).click();
  await page.getByText('Caricati 30 giorni.').waitFor({ timeout: 25_000 });
  return maxInFlight;
}

describe('Debug Transiti', () => {
  test('Carica Dati lists 30 dates with their aspect counts; a day shows its positions and aspects', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    const chart = await openDebugTab(page);
    await expect.poll(() => page.getByText(/Carica i transiti di 30 giorni \(dal 01\/01\/2025 al 30\/01\/2025\)/).count()).toBe(1);
    await expect.poll(() => loadDays(page)).toBe(1);

    const days = page.getByRole('list', { name: 'Giorni' }).getByRole('button');
    const labels = () => days.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    await expect.poll(async () => (await labels()).length).toBe(30);
    const names = await labels();
    expect(names.map((n) => n!.split(':')[0])).toEqual(Array.from({ length: 30 }, (_, i) => `${String(i + 1).padStart(2, '0')}/01/2025`));
    for (const n of names) expect(n).toMatch(/^\d\d\/01\/2025: (1 aspetto|\d+ aspetti)$/);

    // The same day asked of the server directly: the list's count and the detail are its answer.
    const answer = await page.evaluate(async (natalData) => {
      const res = await fetch('/api/transiti-specifici', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ targetDate: '2025-01-15', natalData }) });
      return res.json();
    }, chart) as DayAnswer;
    const aspects = answer.aspettiDiTransito.flatMap((p) => p.aspects.map((a) => ({ ...a, pair: p })));
    expect(aspects.length).toBeGreaterThan(0);
    expect(names[14]).toBe(`15/01/2025: ${aspects.length === 1 ? '1 aspetto' : `${aspects.length} aspetti`}`);

    await days.nth(14).click();
    await page.getByRole('heading', { name: 'Giorno 15/01/2025' }).waitFor();
    const positions = page.getByRole('table', { name: 'Posizioni dei pianeti in transito' });
    await expect.poll(() => positions.locator('tbody tr').count()).toBe(14);
    // The server's position, written with a prime as every position on screen (its «formatted» has an ASCII ').
    for (const [row, body] of [['sun', 'Sole'], ['pluto', 'Plutone']] as const) {
      const position = answer.posizioniTransiti[body]!;
      expect(formatZodiacIt(position.longitude)).toBe(position.zodiac.formatted.replace("'", '′'));
      await expect.poll(() => positions.locator(`tr[data-row="${row}"]`).textContent()).toContain(formatZodiacIt(position.longitude));
    }
    const aspectRows = page.getByRole('table', { name: 'Aspetti di transito' }).locator('tbody tr');
    await expect.poll(() => aspectRows.count()).toBe(aspects.length);
    const first = aspects[0]!;
    for (const text of [first.pair.transitPlanet, first.type, first.pair.natalPlanet, formatOrb(first.orb), `${first.degrees}°`]) {
      await expect.poll(() => aspectRows.first().textContent()).toContain(text);
    }
    expect(t.errors).toEqual([]);
  });

  test('on a 375-px phone the loaded tab does not scroll sideways, and a day tapped scrolls its detail into view; screenshot in test-results/', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const t = await openPage({ returning: true, width: 375, height: 812 });
    const { page } = t;
    await openDebugTab(page);
    await loadDays(page);
    await page.getByRole('heading', { name: 'Giorno 01/01/2025' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}mobile-375-debug-transiti.png`, fullPage: true });

    // A day tapped brings its detail, under the list on a phone, into view.
    await page.getByRole('list', { name: 'Giorni' }).getByRole('button').nth(9).click();
    const heading = page.getByRole('heading', { name: 'Giorno 10/01/2025' });
    await heading.waitFor();
    await page.waitForFunction(() => {
      const h = [...document.querySelectorAll('h1, h2, h3, h4, h5')].find((e) => e.textContent === 'Giorno 10/01/2025');
      const top = h?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight / 2;
    });
    expect(t.errors).toEqual([]);
  });
});
