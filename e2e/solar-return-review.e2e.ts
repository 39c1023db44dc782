/**
 * Rivoluzione Solare after its review in Chromium (issue 27): the years offered start at the first
 * birthday; the return wheel is named as the return's chart; the Mirata intro names the chosen year;
 * «Case da evitare» says what it applies to; each checkbox sits nearer its own label; «Condividi»
 * carries the return's year, zodiac and place; a button above the scan opens the «Mirata» tab; every Mirata result opens without scrolling sideways
 * at 1280 and at 375 px.
 */
import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { choosePlace, fillBirthForm, ROMA, setupPages } from './browser.ts';

const openPage = setupPages();

async function chartAtRoma(page: Page, date: string) {
  await page.goto('/');
  await fillBirthForm(page, { date, latitude: '', longitude: '', transitStart: ROMA.transitStart, transitEnd: ROMA.transitEnd });
  await choosePlace(page, 'Roma', 'Roma (RM)');
  await page.getByRole('button', { name: 'Calcola Tema Natale Completo' }).click();
  await page.getByRole('table', { name: 'Pianeti' }).waitFor();
  await page.getByRole('tab', { name: 'Rivoluzione Solare' }).click();
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

test('born 1985: years from 1986; the return wheel, intro and «Case da evitare» say what they are; a shared link reopens year, zodiac and place', async () => {
  const a = await openPage({ returning: true, clipboard: true });
  await chartAtRoma(a.page, '15/07/1985');
  const year = a.page.getByRole('combobox', { name: 'Anno' });
  await year.waitFor(); // the tab's panel loads on first show
  const firstAndLast = async () => { const years = await year.locator('option').allTextContents(); return [years[0], years.at(-1)]; };
  await expect.poll(firstAndLast).toEqual(['1986', '2398']);

  await year.selectOption('2031');
  await a.page.getByText('Corretto per la precessione', { exact: true }).click();
  await a.page.getByRole('combobox', { name: /^Luogo della rivoluzione/ }).fill('Milano');
  await a.page.getByRole('option', { name: /^Milano \(MI\)/ }).first().click();
  const result = a.page.getByTestId('solar-return-result');
  await result.getByRole('heading', { name: 'Rivoluzione Solare 2031' }).waitFor();
  await result.getByText(/^Luogo: Milano \(MI\)/).waitFor();
  // The return wheel is named as the return's chart, the natal one as the natal chart.
  await result.getByRole('img', { name: /^Carta della Rivoluzione Solare 2031/ }).waitFor();
  await expect.poll(() => result.getByRole('img', { name: /^Carta del tema natale/ }).count()).toBe(1);

  const mirata = a.page.getByRole('region', { name: 'Rivoluzione Solare Mirata' });
  await expect.poll(() => mirata.textContent()).toContain('per la rivoluzione del 2031');
  await expect.poll(() => mirata.textContent()).not.toContain('quest’anno');
  // «nessuna scelta: tutte» under Ascendente, Medio Coeli and Sole; «Case da evitare» names what it filters.
  await expect.poll(() => mirata.getByText('nessuna scelta: tutte', { exact: true }).count()).toBe(3);
  await mirata.getByText(/^Case da evitare \(Ascendente della RS, Sole e corpi scelti\)/).waitFor();
  await mirata.getByText(/Non vale per il Medio Coeli/).waitFor();

  // Each checkbox nearer its own label than the label before it.
  const gaps = async () => {
    const moon = await box(mirata.getByRole('checkbox', { name: 'Luna' }));
    const moonLabel = await box(mirata.locator('label', { hasText: /^Luna$/ }));
    const mercury = await box(mirata.getByRole('checkbox', { name: 'Mercurio' }));
    return { lineOffsetPx: Math.abs(mercury.y - moon.y), ownGap: moonLabel.x - (moon.x + moon.width), nextGap: mercury.x - (moonLabel.x + moonLabel.width) };
  };
  await expect.poll(async () => (await gaps()).lineOffsetPx).toBeLessThan(2); // same line
  await expect.poll(async () => { const g = await gaps(); return g.nextGap > g.ownGap * 1.5; }).toBe(true);

  await a.page.getByRole('button', { name: 'Condividi' }).click();
  await a.page.getByText('Link copiato negli appunti.').waitFor();
  const link = await a.page.evaluate(() => navigator.clipboard.readText());
  const params = new URLSearchParams(new URL(link).hash.slice(1));
  expect(params.get('v')).toBe('2');
  expect(params.get('tab')).toBe('rivoluzione-solare');
  expect(params.get('rsyear')).toBe('2031');
  expect(params.get('rszodiac')).toBe('precessionCorrected');
  expect(params.get('rsplace')).toMatch(/^Milano \(MI\)/);

  const b = await openPage({ returning: true });
  await b.page.goto(link);
  const opened = b.page.getByTestId('solar-return-result');
  await opened.getByRole('heading', { name: 'Rivoluzione Solare 2031' }).waitFor();
  await opened.getByText(/^Luogo: Milano \(MI\)/).waitFor();
  await expect.poll(() => b.page.getByRole('combobox', { name: 'Anno' }).inputValue()).toBe('2031');
  await expect.poll(() => b.page.getByRole('radio', { name: 'Corretto per la precessione' }).isChecked()).toBe(true);
  await expect.poll(() => b.page.getByRole('combobox', { name: /^Luogo della rivoluzione/ }).inputValue()).toMatch(/^Milano \(MI\)/);
  // Same return instant as the sharer's.
  const instant = (p: Page) => p.getByRole('table', { name: 'Istante della rivoluzione' }).textContent();
  await expect.poll(() => instant(b.page)).toBe(await instant(a.page));

  // The pointer above the scan by houses opens the «Mirata» tab, whose search offers both zodiacs.
  await b.page.getByRole('button', { name: 'Apri la scheda «Mirata»' }).click();
  await expect.poll(() => b.page.getByRole('tab', { name: 'Mirata' }).getAttribute('aria-selected')).toBe('true');
  const zodiac = b.page.getByTestId('mirata-panel').getByRole('combobox', { name: 'Zodiaco' });
  await expect.poll(() => zodiac.locator('option').allTextContents()).toEqual(['Tropicale', 'Corretto per la precessione']);
  expect(a.errors).toEqual([]);
  expect(b.errors).toEqual([]);
}, 120_000);

test('every Mirata result opens without scrolling sideways, at 1280 and at 375 px', async () => {
  const t = await openPage({ returning: true, width: 1280 });
  const { page } = t;
  await chartAtRoma(page, '15/07/1985');
  await page.getByRole('button', { name: 'Ascendente della RS in casa 10 natale' }).click();
  await page.getByRole('button', { name: 'Cerca i luoghi' }).click();
  const results = page.getByTestId('mirata-results');
  await results.waitFor({ timeout: 60_000 });
  // No header cell is left empty.
  await expect.poll(async () => (await results.locator('thead th').allTextContents()).filter((th) => th.trim() === '')).toEqual([]);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const buttons = results.getByRole('button', { name: /^Apri la rivoluzione a / });
    await expect.poll(() => buttons.count()).toBeGreaterThan(0);
    await expect.poll(() => results.locator('tbody tr').count()).toBe(await buttons.count());
    // Every row's button read in one go (one round trip, not one per row): those not wholly on screen.
    const outside = () => buttons.evaluateAll((els, w) => els.map((e, row) => ({ row, rect: e.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width === 0 || rect.left < 0 || rect.right > w).map(({ row, rect }) => `row ${row}: ${rect.left}..${rect.right}`), width);
    await expect.poll(outside, { message: `${width} px` }).toEqual([]);
  }
  // At 375 px: the first result opens with a plain click, the table not scrolled.
  const first = results.getByRole('button', { name: /^Apri la rivoluzione a / }).first();
  const place = (await first.getAttribute('aria-label'))!.replace('Apri la rivoluzione a ', '');
  await first.click();
  await page.getByTestId('solar-return-result').getByText(`Luogo: ${place}`).waitFor();
  expect(t.errors).toEqual([]);
}, 180_000);

test('at 375 px no column of the return\'s tables, nor of its lunar returns, is cut off: each fits or scrolls in its own box', async () => {
  const t = await openPage({ returning: true, width: 375, height: 800 });
  const { page } = t;
  await chartAtRoma(page, '01/01/1990');
  const result = page.getByTestId('solar-return-result');
  await result.getByRole('table', { name: 'Aspetti della rivoluzione al tema natale' }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Calcola le rivoluzioni lunari' }).click();
  await page.getByRole('table', { name: 'Rivoluzioni lunari dell’anno' }).waitFor({ timeout: 30_000 });
  // A last column past the window's edge is cut unless an ancestor scrolls sideways to it.
  const cut = () => page.locator('[data-testid="solar-return-result"] table, table[aria-label="Rivoluzioni lunari dell’anno"]').evaluateAll((tables) =>
    tables.flatMap((table) => {
      const last = table.querySelector('thead th:last-child');
      if (!last || last.getBoundingClientRect().right <= window.innerWidth) return [];
      for (let e = table.parentElement; e; e = e.parentElement) {
        const overflowX = getComputedStyle(e).overflowX;
        if ((overflowX === 'auto' || overflowX === 'scroll') && e.scrollWidth > e.clientWidth) return [];
      }
      return [table.getAttribute('aria-label') ?? '?'];
    }));
  await expect.poll(cut).toEqual([]);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  expect(t.errors).toEqual([]);
}, 90_000);
