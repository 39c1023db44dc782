/**
 * «Coppia» against the real server (issue 35): two saved profiles, the first computed as the chart,
 * the second loaded in the tab's own birth form; the Sinastria's bi-wheel (reversed with one click)
 * and inter-aspect grid; the Tema Davison's instant and place (checked against the mean of the two
 * births, worked out here); a year of transits to the Tema composito in Tabella Transiti; and the
 * share link, opened in another browser, brings the couple back on the view it was shared from.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { fillBirthForm, setupPages, submitButton } from './browser.ts';

const openPage = setupPages();

const MARIA = { name: 'Maria Rossi', date: '01/01/1990', hours: '12', minutes: '00', latitude: '41,902782', longitude: '12,496366', timezone: '1' };
const LUCA = { name: 'Luca Bianchi', date: '20/05/1992', hours: '08', minutes: '15', latitude: '45,46427', longitude: '9,18951', timezone: '2' };
const YEAR = String(new Date().getFullYear());

/** Saves the birth in the chart's form as a profile. */
async function saveProfile(page: Page, p: typeof MARIA) {
  await fillBirthForm(page, { ...p, transitStart: `01/01/${YEAR}`, transitEnd: `31/12/${YEAR}` });
  await page.getByRole('textbox', { name: 'Nome del profilo' }).fill(p.name);
  await page.getByRole('button', { name: 'Salva profilo' }).click();
  // (The first save's toast may still be on screen: the storage says it.)
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), `profile_${p.name}`)).not.toBeNull();
}

/** Loads a saved profile in the form `scope` holds. */
async function loadProfile(page: Page, scope: ReturnType<Page['getByRole']>, name: string) {
  await scope.getByRole('combobox', { name: 'Profilo salvato' }).click();
  await page.getByRole('option', { name }).click();
  await scope.getByRole('button', { name: 'Carica' }).click();
}

test('two profiles: Sinastria with its bi-wheel and grid, Tema Davison, a year of transits to the composite; the link reopens the couple elsewhere', async () => {
  const a = await openPage({ returning: true, clipboard: true });
  const { page } = a;
  await page.goto('/');
  await saveProfile(page, LUCA);
  await page.getByRole('button', { name: 'Svuota campi' }).click();
  await saveProfile(page, MARIA);
  await submitButton(page).click();
  await page.getByRole('table', { name: 'Pianeti' }).waitFor();

  await page.getByRole('tab', { name: 'Coppia' }).click();
  const second = page.getByRole('region', { name: 'Seconda persona' });
  await loadProfile(page, second, LUCA.name);
  await expect.poll(() => second.getByRole('textbox', { name: /^Latitudine/ }).inputValue()).toBe('45,46427');
  await second.getByRole('button', { name: 'Calcola la coppia' }).click();

  // Sinastria: the bi-wheel, Maria inside, Luca's sixteen points outside; the grid, first × second.
  const wheel = page.locator('svg[data-bi-wheel]');
  await wheel.waitFor();
  await expect.poll(() => wheel.getAttribute('aria-labelledby').then((ids) => page.locator(`[id="${ids!.split(' ')[0]}"]`).textContent()))
    .toBe('Sinastria: il tema di Maria Rossi all’interno, i punti di Luca Bianchi all’esterno');
  await expect.poll(() => wheel.locator('[data-ring="inner"]').count()).toBe(14);
  await expect.poll(() => wheel.locator('[data-ring="outer"]').count()).toBe(16);
  await expect.poll(() => wheel.locator('line[data-aspect]').count()).toBeGreaterThan(0);
  const grid = page.getByRole('table', { name: 'Griglia degli aspetti di sinastria' });
  await expect.poll(() => grid.locator('tbody tr').count()).toBe(16);
  await expect.poll(() => grid.locator('td[data-aspect]').count()).toBeGreaterThan(0);
  const gridCells = await grid.locator('td[data-aspect]').count();
  // Each cell of the grid is a row of the table, named in full.
  const aspectRows = page.getByRole('table', { name: 'Aspetti di sinastria' }).locator('tbody tr');
  expect(await aspectRows.count()).toBeGreaterThanOrEqual(gridCells);
  await page.getByRole('table', { name: 'I punti di Luca Bianchi nelle case di Maria Rossi' }).waitFor();
  await page.getByRole('table', { name: 'I punti di Maria Rossi nelle case di Luca Bianchi' }).waitFor();
  // One click: Luca inside.
  await page.getByRole('button', { name: 'Inverti la ruota' }).click();
  await expect.poll(() => wheel.getAttribute('aria-labelledby').then((ids) => page.locator(`[id="${ids!.split(' ')[0]}"]`).textContent()))
    .toBe('Sinastria: il tema di Luca Bianchi all’interno, i punti di Maria Rossi all’esterno');

  // Tema Davison: the mean instant of the two births (UT) and the mean place.
  await page.getByRole('tab', { name: 'Tema Davison' }).click();
  const davison = page.getByTestId('couple-davison');
  const meanMs = (Date.parse('1990-01-01T11:00:00Z') + Date.parse('1992-05-20T06:15:00Z')) / 2;
  const meanUt = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(meanMs);
  await expect.poll(() => davison.locator('dl').textContent()).toContain(meanUt);
  // (41.902782 + 45.46427) / 2 = 43.683526 → 43°41′ N; (12.496366 + 9.18951) / 2 = 10.842938 → 10°50′ E.
  await expect.poll(() => davison.locator('dl').textContent()).toContain('43°41′ N, 10°50′ E');
  await davison.getByRole('table', { name: 'Pianeti' }).waitFor();
  await davison.getByRole('table', { name: 'Case' }).waitFor();

  // A year of transits to the composite, in Tabella Transiti.
  await page.getByRole('tab', { name: 'Tabella Transiti' }).last().click();
  const transits = page.getByTestId('couple-transits');
  await transits.getByText(`Tema composito di Maria Rossi e Luca Bianchi`).first().waitFor();
  await transits.getByRole('table', { name: 'Tabella dei transiti' }).waitFor({ timeout: 30_000 });
  await expect.poll(() => transits.getByText(`Periodo: dal 01/01/${YEAR} al 31/12/${YEAR}`).count()).toBeGreaterThan(0);

  // The link carries both people and the view: another browser opens the couple there.
  await page.getByRole('button', { name: 'Condividi' }).click();
  await page.getByText('Link copiato negli appunti.').waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain('tab=coppia');
  expect(link).toContain('p2date=1992-05-20');
  expect(link).toContain('cview=transiti');

  const b = await openPage({ returning: true });
  const sent: string[] = [];
  b.page.on('request', (r) => sent.push(`${r.url()} ${r.postData() ?? ''}`));
  await b.page.goto(link);
  const bTransits = b.page.getByTestId('couple-transits');
  await bTransits.getByRole('table', { name: 'Tabella dei transiti' }).waitFor({ timeout: 30_000 });
  await b.page.getByTestId('couple-panel').getByText('Luca Bianchi').first().waitFor();
  await b.page.getByRole('tab', { name: 'Sinastria' }).click();
  await expect.poll(() => b.page.getByRole('table', { name: 'Griglia degli aspetti di sinastria' }).locator('td[data-aspect]').count())
    .toBe(gridCells);
  // The names travel in the fragment only: no request carries them.
  expect(sent.filter((s) => s.includes('Luca') || s.includes('Maria'))).toEqual([]);
  expect(a.errors).toEqual([]);
  expect(b.errors).toEqual([]);
}, 180_000);
