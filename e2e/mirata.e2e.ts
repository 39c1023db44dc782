/**
 * «Mirata» against the real server (issue 36's «Done when»): a natal chart (Roma, 30 November 1972,
 * 03:15), the tab for 2027 within 1,500 km of Rome: the list with verdicts and one sentence per
 * rule, the map with the field (a natal house per cell, vetoed cells hatched), the return's
 * astrocartography lines and the places; a three-year plan and the lunar returns of its first year;
 * then the address bar's link, opened afresh, shows all of it again. At 375 px the list says it scrolls.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { fillBirthForm, setupPages } from './browser.ts';

const openPage = setupPages();
const BIRTH = { date: '30/11/1972', hours: '03', minutes: '15', latitude: '41,902782', longitude: '12,496366', transitStart: '01/01/2025', transitEnd: '31/03/2025' };
/** The server reads ~16,000 places, a field and three years of returns: more than a page's default wait. */
const SLOW = { timeout: 30_000 };

/** Waits until everything a search shows is drawn, and returns what the test compares after the link. */
async function seeEverything(page: Page) {
  const panel = page.getByTestId('mirata-panel');
  const choices = panel.getByRole('table', { name: 'Le scelte, con verdetto, punteggio e motivi' });
  await choices.waitFor(SLOW);
  const first = choices.locator('tbody tr').first();
  // The first choice is the best: recommended, with its reasons, the first the return Ascendant's natal house.
  await expect.poll(() => first.getAttribute('data-verdict')).toBe('recommended');
  await expect.poll(() => first.textContent()).toContain('consigliata');
  const reasons = first.locator('li');
  await expect.poll(() => reasons.count()).toBeGreaterThanOrEqual(4);
  await expect.poll(() => reasons.first().textContent()).toMatch(/^Regola 4: l’Ascendente di RS cade nell[a’] [IVX]+ casa radix/);
  await expect.poll(() => first.textContent()).not.toMatch(/\d'/);
  await expect.poll(() => panel.getByTestId('mirata-summary').textContent()).toMatch(/^[\d.]+ luoghi letti entro i limiti: [\d.]+ consigliati/);

  // The map: the field shaded by natal house, the vetoed cells hatched, the return's lines, the places as buttons.
  const map = panel.getByTestId('mirata-map');
  await map.getByTestId('mirata-field').waitFor(SLOW);
  await expect.poll(() => map.locator('[data-testid="mirata-field"] path[data-house]').count()).toBeGreaterThanOrEqual(2);
  // Ten planets, four lines each; those that cross the frame (around Rome: most of the MC/IC lines, some ASC/DSC).
  await expect.poll(() => map.locator('[data-line^="return|"]').count()).toBeGreaterThanOrEqual(4);
  await expect.poll(() => map.getByRole('button', { name: /: consigliata, \+\d+ punt[oi]$/ }).count()).toBeGreaterThanOrEqual(1);

  // The plan: three years, each with its choices; the first year's lunar returns, thirteen or so.
  const plan = panel.getByTestId('mirata-plan');
  await plan.waitFor(SLOW);
  for (const year of [2027, 2028, 2029]) await plan.getByRole('heading', { name: `Rivoluzione Solare ${year}` }).waitFor();
  const lunar = panel.getByRole('table', { name: 'Le Rivoluzioni Lunari dell’anno 2027, con le scelte migliori' });
  await lunar.waitFor();
  await expect.poll(() => lunar.locator('tbody tr').count()).toBeGreaterThanOrEqual(13);
  await expect.poll(() => lunar.textContent()).toMatch(/Regola 4: l’Ascendente di RL cade/);
  return { firstText: await first.locator('td').first().textContent() };
}

test('Mirata 2027 within 1,500 km of Rome: list, map, three-year plan and lunar returns; the link reopens them', async () => {
  const t = await openPage({ returning: true });
  const { page } = t;
  await page.goto('/');
  await fillBirthForm(page, BIRTH);
  await page.getByRole('button', { name: 'Calcola Tema Natale Completo' }).click();
  await page.getByRole('table', { name: 'Pianeti' }).waitFor();

  await page.getByRole('tab', { name: 'Mirata' }).click();
  const panel = page.getByTestId('mirata-panel');
  await panel.getByRole('combobox', { name: 'Anno' }).selectOption('2027');
  await panel.getByRole('textbox', { name: 'Entro km da casa' }).fill('1500');
  await panel.getByRole('button', { name: 'Cerca', exact: true }).click();
  await panel.getByRole('table', { name: 'Le scelte, con verdetto, punteggio e motivi' }).waitFor(SLOW);
  await panel.getByRole('combobox', { name: 'Anni' }).selectOption('3');
  await panel.getByRole('button', { name: 'Fai il piano' }).click();
  await panel.getByTestId('mirata-plan').waitFor(SLOW);
  await panel.getByRole('button', { name: 'Mostra le Rivoluzioni Lunari del 2027' }).click();
  const before = await seeEverything(page);

  // The address bar carries the search, the plan and the open year: a fresh page shows the same.
  await expect.poll(() => page.url()).toMatch(/tab=mirata.*mianno=2027.*mikm=1500.*mianni=3.*milunari=2027/);
  const link = page.url();
  const again = await openPage({ returning: true });
  await again.page.goto(link);
  const after = await seeEverything(again.page);
  expect(after.firstText).toBe(before.firstText);
  expect(t.errors).toEqual([]);
  expect(again.errors).toEqual([]);
}, 120_000);

test('at 375 px the list of choices scrolls sideways and says so; the map fits the width', async () => {
  const t = await openPage({ returning: true, width: 375, height: 800 });
  const { page } = t;
  await page.goto('/');
  await fillBirthForm(page, BIRTH);
  await page.getByRole('button', { name: 'Calcola Tema Natale Completo' }).click();
  await page.getByRole('table', { name: 'Pianeti' }).waitFor();
  await page.getByRole('tab', { name: 'Mirata' }).click();
  const panel = page.getByTestId('mirata-panel');
  await panel.getByRole('combobox', { name: 'Anno' }).selectOption('2027');
  await panel.getByRole('textbox', { name: 'Entro km da casa' }).fill('1500');
  await panel.getByRole('button', { name: 'Cerca', exact: true }).click();
  const region = panel.getByRole('region', { name: 'Le scelte, con verdetto, punteggio e motivi' });
  await region.waitFor(SLOW);
  await expect.poll(() => region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await panel.getByText('La tabella continua a destra: scorri.').first().waitFor();
  const map = panel.getByTestId('mirata-map');
  await expect.poll(async () => (await map.boundingBox())?.width ?? 999).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}, 60_000);
