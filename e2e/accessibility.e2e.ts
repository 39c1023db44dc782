/**
 * Accessibility checked by a tool none of us wrote (issue 34): axe-core's WCAG 2.1 A and AA rules
 * on the welcome gate, the form (empty, with its errors, with «Opzioni di calcolo» open, with a place
 * chosen), every result tab and what each opens (the Timeline, the debug days, the lunar returns, the
 * «Mirata» places), and the /testing pages, at 1280 and 375 px: no violation anywhere. At each width
 * one chart of Roma is computed once, and the result tabs and the Rivoluzione Solare are checked on it.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityViolations, choosePlace, fillBirthForm, ROMA, setupPages, submitButton, type TestPage } from './browser.ts';

const openPage = setupPages();

/** Every violation axe-core finds on the page as it is now, `where` naming the screen in the failure. */
async function expectAccessible(page: Page, where: string): Promise<void> {
  expect(await accessibilityViolations(page), where).toEqual([]);
}

/** The selected result tab's panel once nothing in it is loading any more. */
async function settledPanel(page: Page) {
  const panel = page.getByRole('tabpanel').filter({ visible: true }).last();
  await panel.waitFor();
  await expect.poll(() => panel.locator('.mantine-Loader-root').count()).toBe(0);
  return panel;
}

/** Roma's chart with a three-month period, through the place search (its «selezionato» badge is on the form). */
async function computeRoma(page: Page): Promise<void> {
  await page.goto('/');
  await fillBirthForm(page, { latitude: '', longitude: '', transitStart: ROMA.transitStart, transitEnd: ROMA.transitEnd });
  await choosePlace(page, 'Roma', 'Roma (RM)');
  await submitButton(page).click();
  await page.getByRole('table', { name: 'Pianeti' }).waitFor();
}

describe.each([
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
])('axe-core at $width px', (viewport) => {
  test('the welcome gate with its questionnaire', async () => {
    const t = await openPage(viewport);
    const { page } = t;
    await page.goto('/');
    await page.getByRole('heading', { name: 'Benvenuto in Astrolabio' }).waitFor();
    await page.getByText('Come procedere').waitFor();
    await expectAccessible(page, 'gate');
    expect(t.errors).toEqual([]);
  });

  test('the form: empty, with its errors, with «Opzioni di calcolo» open, with a place chosen', async () => {
    const t = await openPage({ ...viewport, returning: true });
    const { page } = t;
    await page.goto('/');
    await submitButton(page).waitFor();
    await expectAccessible(page, 'form');
    await page.getByRole('textbox', { name: /^Latitudine/ }).fill('95');
    await page.keyboard.press('Tab');
    await page.locator('.mantine-InputWrapper-error').first().waitFor();
    await expectAccessible(page, 'form with an error');
    await page.getByRole('button', { name: 'Opzioni di calcolo' }).click();
    await page.getByRole('switch').first().waitFor();
    await expectAccessible(page, 'form with «Opzioni di calcolo»');
    await choosePlace(page, 'Roma', 'Roma (RM)');
    await page.getByText('Luogo selezionato').waitFor();
    await expectAccessible(page, 'form with a place');
    expect(t.errors).toEqual([]);
  });

  describe('one chart of Roma with a transit period', () => {
    let t: TestPage;
    beforeAll(async () => {
      t = await openPage({ ...viewport, returning: true, keepOpen: true });
      await computeRoma(t.page);
    });

    test('every result tab of a chart with a transit period, the Timeline and the debug days', async () => {
      const { page } = t;
      const tabs = page.getByRole('tablist').filter({ has: page.getByRole('tab', { name: 'Pianeti' }) }).getByRole('tab');
      // The transit tabs come when their answers have; a tab added later is checked here too.
      await expect.poll(() => tabs.allTextContents()).toEqual(expect.arrayContaining(['Pianeti', 'Case', 'Aspetti', 'Transiti Mensili', 'Tabella Transiti', 'Debug Transiti', 'Rivoluzione Solare']));
      const names = await tabs.allTextContents();
      // Rivoluzione Solare has a test of its own, below.
      for (const name of names.filter((n) => n !== 'Rivoluzione Solare')) {
        await tabs.filter({ hasText: name }).click();
        const panel = await settledPanel(page);
        if (name === 'Tabella Transiti') await page.getByRole('table', { name: 'Tabella dei transiti' }).waitFor({ timeout: 20_000 });
        await expect.poll(() => panel.textContent()).not.toBe('');
        await expectAccessible(page, `tab ${name}`);
      }
      await tabs.filter({ hasText: 'Tabella Transiti' }).click();
      await page.getByText('Timeline', { exact: true }).click();
      await page.getByRole('table', { name: 'Timeline dei transiti' }).waitFor();
      await expectAccessible(page, 'Tabella Transiti, Timeline');
      await tabs.filter({ hasText: 'Debug Transiti' }).click();
      await page.getByRole('button', { name: 'Carica Dati' }).click();
      await page.getByText('Caricati 30 giorni.').waitFor({ timeout: 25_000 });
      await page.getByRole('list', { name: 'Giorni' }).getByRole('button').first().click();
      await page.getByRole('heading', { name: 'Giorno 01/01/2025' }).waitFor();
      await expectAccessible(page, 'Debug Transiti, a day');
      expect(t.errors).toEqual([]);
    }, 90_000);

    test('Rivoluzione Solare: the return, the lunar returns, one opened, the «Mirata» places', async () => {
      const { page } = t;
      await page.getByRole('tab', { name: 'Rivoluzione Solare' }).click();
      await page.getByRole('table', { name: 'Aspetti della rivoluzione al tema natale' }).waitFor({ timeout: 20_000 });
      await settledPanel(page);
      await expectAccessible(page, 'Rivoluzione Solare');
      await page.getByRole('button', { name: 'Calcola le rivoluzioni lunari' }).click();
      const lunar = page.getByRole('table', { name: 'Rivoluzioni lunari dell’anno' });
      await lunar.getByRole('button', { name: /^Apri la rivoluzione lunare del / }).first().click();
      await page.getByTestId('lunar-return-opened').getByRole('table', { name: 'Angoli della rivoluzione' }).waitFor();
      await expectAccessible(page, 'Rivoluzioni lunari');
      await page.getByRole('button', { name: 'Ascendente della RS in casa 10 natale' }).click();
      await page.getByRole('button', { name: 'Cerca i luoghi' }).click();
      await page.getByTestId('mirata-results').waitFor({ timeout: 30_000 });
      await settledPanel(page);
      await expectAccessible(page, 'Rivoluzione Solare Mirata');
      expect(t.errors).toEqual([]);
    }, 90_000);
  });

  test('the /testing pages and a page that does not exist', async () => {
    const t = await openPage(viewport);
    const { page } = t;
    await page.goto('/testing');
    await page.getByRole('link', { name: 'Tabella Transiti' }).waitFor();
    await expectAccessible(page, '/testing');

    await page.goto('/testing/transits-table');
    await page.getByText('Inserisci tutti i campi obbligatori').waitFor();
    await expectAccessible(page, '/testing/transits-table');
    await page.getByRole('textbox', { name: /^Nome/ }).fill('Anna');
    await page.getByLabel(/^Data di nascita/).fill('1990-01-15');
    await page.getByLabel(/^Ora di nascita/).fill('10:30');
    await page.getByRole('combobox', { name: 'Seleziona una città italiana' }).selectOption({ label: 'Roma' });
    await page.getByText(/^Fuso orario: UTC\+1/).waitFor();
    await page.getByRole('button', { name: 'Calcola Tema Natale' }).click();
    await page.getByRole('table', { name: 'Timeline dei transiti' }).waitFor({ timeout: 20_000 });
    await expectAccessible(page, '/testing/transits-table with a year of transits');

    await page.goto('/testing/transiti-simulati');
    await page.getByRole('table', { name: 'Mappa di calore' }).waitFor();
    await expectAccessible(page, '/testing/transiti-simulati');

    await page.goto('/pagina-che-non-esiste');
    await page.getByRole('link', { name: 'Torna alla pagina principale' }).waitFor();
    await expectAccessible(page, 'not found');
    expect(t.errors).toEqual([]);
  }, 60_000);
});
