/**
 * Rivoluzione Solare against the real server (issue 27): next year's return at Roma, chosen through
 * the place search, with both wheels, «RS sul tema natale» (issue 34: the return's cusps over the
 * natal wheel and their natal houses, at 1280 and 375 px) and the tables; then the «Mirata» scan with «Ascendente della RS
 * in casa 10 natale»: its first result, opened, shows that Ascendant in the natal 10th; «Stampa»
 * prints the return alone on A4 portrait (Chromium's print media and PDF).
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityViolations, choosePlace, fillBirthForm, ROMA, setupPages } from './browser.ts';

const openPage = setupPages();

/** «RS sul tema natale» on screen: the bi-wheel with twelve return cusps, and a row per return cusp with its natal house. */
async function expectReturnOverNatal(page: Page) {
  const overNatal = page.getByTestId('rs-over-natal');
  await overNatal.getByRole('img', { name: /^Tema natale con le cuspidi della Rivoluzione Solare \d{4}/ }).waitFor();
  await expect.poll(() => overNatal.locator('[data-outer-cusp]').count()).toBe(12);
  const table = page.getByRole('table', { name: 'Cuspidi della RS nelle case natali' });
  await expect.poll(() => table.locator('tbody tr').count()).toBe(12);
  const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
  rows.forEach((row, i) => {
    expect(row[0]).toBe(['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'][i]);
    expect(row[1]).toMatch(/^\d{1,2}°\d{2}′ \p{Lu}\p{Ll}+$/u);
    expect(Number(row[2])).toBeGreaterThanOrEqual(1);
    expect(Number(row[2])).toBeLessThanOrEqual(12);
  });
}

test('a return for next year at Roma, then the scan with «Ascendente della RS in casa 10 natale»: the first result opens with that Ascendant in the natal 10th', async () => {
  const t = await openPage({ returning: true });
  const { page } = t;
  await page.goto('/');
  await fillBirthForm(page, { latitude: '', longitude: '', transitStart: ROMA.transitStart, transitEnd: ROMA.transitEnd });
  await choosePlace(page, 'Roma', 'Roma (RM)');
  await page.getByRole('button', { name: 'Calcola Tema Natale Completo' }).click();
  await page.getByRole('table', { name: 'Pianeti' }).waitFor();

  await page.getByRole('tab', { name: 'Rivoluzione Solare' }).click();
  const nextYear = String(new Date().getFullYear() + 1);
  await page.getByRole('combobox', { name: 'Anno' }).selectOption(nextYear);
  await page.getByRole('combobox', { name: /^Luogo della rivoluzione/ }).fill('Roma');
  await page.getByRole('option', { name: /^Roma \(RM\)/ }).first().click();
  const result = page.getByTestId('solar-return-result');
  await result.getByRole('heading', { name: `Rivoluzione Solare ${nextYear}` }).waitFor();
  await result.getByText('Luogo: Roma (RM), Lazio, Italia').waitFor();
  const instant = page.getByRole('table', { name: 'Istante della rivoluzione' });
  await expect.poll(() => instant.textContent()).toMatch(new RegExp(`\\d{2}/\\d{2}/${nextYear}, \\d{2}:\\d{2}:\\d{2} UT`));
  await expect.poll(() => instant.textContent()).toContain('Europe/Rome');
  // The natal and the return wheel, side by side.
  await expect.poll(() => result.locator('svg').count()).toBeGreaterThanOrEqual(2);
  await page.getByRole('table', { name: 'Corpi della rivoluzione' }).waitFor();
  // Positions to the minute as the wheel writes them, with a prime, never the API's ASCII «'».
  const bodiesText = () => page.getByRole('table', { name: 'Corpi della rivoluzione' }).textContent();
  await expect.poll(bodiesText).toMatch(/\d°\d{2}′ Capricorno/);
  await expect.poll(bodiesText).not.toMatch(/\d'/);
  await page.getByRole('table', { name: 'Aspetti della rivoluzione al tema natale' }).waitFor();

  // «RS sul tema natale»: the natal wheel with the return's twelve cusps over it, and their natal houses.
  await page.getByText('RS sul tema natale', { exact: true }).click();
  await expectReturnOverNatal(page);
  expect(await accessibilityViolations(page), 'RS sul tema natale').toEqual([]);
  await page.getByText('Affiancate', { exact: true }).click();
  await expect.poll(() => result.getByRole('img', { name: /^Carta della Rivoluzione Solare / }).count()).toBe(1);

  // The year's lunar returns at the same place, one opened with its wheel and tables.
  await page.getByRole('button', { name: 'Calcola le rivoluzioni lunari' }).click();
  const lunar = page.getByRole('table', { name: 'Rivoluzioni lunari dell’anno' });
  await lunar.waitFor();
  await expect.poll(() => lunar.locator('tbody tr').count()).toBeGreaterThanOrEqual(13);
  await expect.poll(() => lunar.textContent()).not.toMatch(/\d'/);
  await lunar.getByRole('button', { name: /^Apri la rivoluzione lunare del / }).first().click();
  await page.getByTestId('lunar-return-opened').getByRole('table', { name: 'Angoli della rivoluzione' }).waitFor();

  await page.getByRole('button', { name: 'Ascendente della RS in casa 10 natale' }).click();
  await page.getByRole('button', { name: 'Cerca i luoghi' }).click();
  const results = page.getByTestId('mirata-results');
  await results.waitFor({ timeout: 30_000 });
  const firstRow = results.locator('tbody tr').first();
  await expect.poll(() => firstRow.textContent()).toMatch(/\d°\d{2}′ \p{Lu}\p{Ll}+ \(casa 10 natale\)/u);
  const open = firstRow.getByRole('button', { name: /^Apri la rivoluzione a / });
  const firstPlace = (await open.getAttribute('aria-label'))!.replace('Apri la rivoluzione a ', '');
  await open.click();

  await result.getByText(`Luogo: ${firstPlace}`).waitFor();
  const ascendantRow = result.getByRole('table', { name: 'Angoli della rivoluzione' }).locator('tr[data-angle="ascendant"]');
  await expect.poll(async () => (await ascendantRow.locator('td').nth(2).textContent())?.trim()).toBe('10');

  // «Stampa»: the return alone on A4 portrait — its instant, wheels and tables; not the natal
  // chart's tables, nor the scan.
  await page.evaluate(() => {
    window.print = () => {
      window.dispatchEvent(new Event('beforeprint'));
    };
  });
  await page.locator('.rs-print-root').getByRole('button', { name: 'Stampa', exact: true }).click();
  await page.emulateMedia({ media: 'print' });
  await result.getByRole('table', { name: 'Angoli della rivoluzione' }).waitFor();
  await page.getByRole('table', { name: 'Istante della rivoluzione' }).waitFor();
  await page.getByRole('table', { name: 'Pianeti', exact: true }).waitFor({ state: 'hidden' });
  await page.getByRole('heading', { name: 'Rivoluzione Solare Mirata' }).waitFor({ state: 'hidden' });
  const pdf = await page.pdf({ preferCSSPageSize: true });
  const sizes = [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => [Number(m[1]), Number(m[2])]);
  expect(sizes.length).toBeGreaterThanOrEqual(1);
  for (const [w, h] of sizes) expect(Math.abs(w! - 595) < 1.5 && Math.abs(h! - 842) < 1.5, `${w}×${h}`).toBe(true);
  expect(t.errors).toEqual([]);
}, 120_000); // the scan of 36 000 places on a shared 2-core machine

test('at 375 px «RS sul tema natale» fits the phone: the wheel and the table of the return cusps, no sideways scroll of the page', async () => {
  const t = await openPage({ returning: true, width: 375, height: 812 });
  const { page } = t;
  await page.goto('/');
  await fillBirthForm(page, { latitude: ROMA.latitude, longitude: ROMA.longitude, transitStart: ROMA.transitStart, transitEnd: ROMA.transitEnd });
  await page.getByRole('button', { name: 'Calcola Tema Natale Completo' }).click();
  await page.getByRole('table', { name: 'Pianeti' }).waitFor();
  await page.getByRole('tab', { name: 'Rivoluzione Solare' }).click();
  await page.getByText('RS sul tema natale', { exact: true }).click();
  await expectReturnOverNatal(page);
  const wheel = await page.getByTestId('rs-over-natal').locator('svg[data-bi-wheel]').boundingBox();
  expect(wheel!.x).toBeGreaterThanOrEqual(0);
  expect(wheel!.x + wheel!.width).toBeLessThanOrEqual(375);
  const table = await page.getByRole('table', { name: 'Cuspidi della RS nelle case natali' }).boundingBox();
  expect(table!.x + table!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await accessibilityViolations(page), 'RS sul tema natale at 375 px').toEqual([]);
  expect(t.errors).toEqual([]);
}, 60_000);
