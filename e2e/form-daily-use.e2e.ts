/**
 * The birth form where a person's hand slips (issue 21, «The form» 1–5), against the real server:
 * the same place chosen again, «Svuota campi» and a profile keep a period, one message for a birth
 * in 1750, and the error alert's two lines. Item 2 (the time typed with the keyboard, the «Cancella»
 * buttons' names) is BirthForm.test.tsx's: nothing in it needs the browser or the server.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { chartHeader, choosePlace, fillBirthForm, ROMA, setupPages, submitButton, waitForToast } from './browser.ts';

const openPage = setupPages();

const field = (page: Page, name: RegExp | string) => page.getByRole('textbox', { name });

describe('the form in daily use (issue 21)', () => {
  test('1. Roma chosen, Backspace in the place box, Roma chosen again: its coordinates and zone are back, and the chart computes', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    await page.goto('/');
    await choosePlace(page, 'Roma', 'Roma (RM)');
    const latitude = field(page, /^Latitudine/);
    await expect.poll(() => latitude.inputValue()).toMatch(/^41,8/);
    const first = { latitude: await latitude.inputValue(), longitude: await field(page, /^Longitudine/).inputValue(), zone: await field(page, /^Fuso orario/).inputValue() };

    const place = field(page, /Luogo di nascita/);
    await place.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.getByRole('option', { name: /^Roma \(RM\)/ }).first().click();

    await expect.poll(() => latitude.inputValue()).toBe(first.latitude);
    await expect.poll(() => field(page, /^Longitudine/).inputValue()).toBe(first.longitude);
    await expect.poll(() => field(page, /^Fuso orario/).inputValue()).toBe(first.zone);
    await submitButton(page).click();
    await page.getByRole('table', { name: 'Pianeti' }).waitFor();
    expect(t.errors).toEqual([]);
  });

  test('3. «Svuota campi» puts the offset back to 1 and keeps the period; a profile loaded over an emptied period brings the default year, and the chart computes', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    await page.goto('/');
    await fillBirthForm(page, { ...ROMA, timezone: '2' });
    await field(page, 'Nome del profilo').fill('Maria');
    await page.getByRole('button', { name: 'Salva profilo' }).click();
    await waitForToast(page, 'Profilo salvato con successo');

    await page.getByRole('button', { name: 'Svuota campi' }).click();
    await waitForToast(page, 'Campi svuotati correttamente');
    await expect.poll(() => field(page, /^Latitudine/).inputValue()).toBe('');
    // The offset back to the spec's default, not emptied (issue 34).
    await expect.poll(() => field(page, /^Fuso orario/).inputValue()).toBe('1');
    await expect.poll(() => field(page, 'Inizio periodo transiti').inputValue()).toBe(ROMA.transitStart);
    await expect.poll(() => field(page, 'Fine periodo transiti').inputValue()).toBe(ROMA.transitEnd);

    await page.getByRole('button', { name: 'Cancella Inizio periodo transiti' }).click();
    await page.getByRole('button', { name: 'Cancella Fine periodo transiti' }).click();
    await page.getByRole('combobox', { name: 'Profilo salvato' }).click();
    await page.getByRole('option', { name: 'Maria' }).click();
    await page.getByRole('button', { name: 'Carica' }).click();
    await waitForToast(page, 'Profilo caricato');
    const year = new Date().getFullYear();
    await expect.poll(() => field(page, 'Inizio periodo transiti').inputValue()).toBe(`01/01/${year}`);
    await expect.poll(() => field(page, 'Fine periodo transiti').inputValue()).toBe(`31/12/${year}`);
    await submitButton(page).click();
    await page.getByRole('table', { name: 'Pianeti' }).waitFor();
    expect(t.errors).toEqual([]);
  });

  test('4. a birth in 1750 at Roma: one message, under the date, and the place is not asked for it', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    const resolutions: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/resolve-location')) resolutions.push(r.url());
    });
    await page.goto('/');
    await field(page, 'Data di nascita').fill('15/05/1750');
    await page.keyboard.press('Escape');
    await choosePlace(page, 'Roma', 'Roma (RM)');
    const message = page.getByText(/La data di nascita deve essere tra/);
    await message.waitFor();
    await expect.poll(() => message.count()).toBe(1);
    const form = page.getByRole('region', { name: 'Calcolo Tema Natale e Transiti' });
    await expect.poll(() => form.getByRole('alert').count()).toBe(0);
    await expect.poll(() => form.textContent()).not.toContain('Errore durante il recupero dei dati.');
    expect(resolutions).toEqual([]);

    // The date fixed, the place is resolved by itself and the message is gone.
    await field(page, 'Data di nascita').fill('15/05/1950');
    await page.keyboard.press('Escape');
    await expect.poll(() => field(page, /^Latitudine/).inputValue()).toMatch(/^41,8/);
    await expect.poll(() => message.count()).toBe(0);
    expect(t.errors).toEqual([]);
  });

  test('5. a refusal reads «Errore dal server: 400 Bad Request», then the server’s Italian sentence on the next line', async () => {
    const t = await openPage({ returning: true, expectedFailures: [/\/api\/tema-natale$/] });
    const { page } = t;
    // The form never sends a latitude of 95: the request is changed on its way to the real server.
    await page.route('**/api/tema-natale', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, latitude: 95 }) });
    });
    await page.goto('/');
    await fillBirthForm(page, { ...ROMA, timezone: '1' });
    await submitButton(page).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Errore!' });
    await alert.waitFor();
    await expect.poll(async () => (await alert.locator('p').allTextContents()).slice(0, 2)).toEqual(['Errore dal server: 400 Bad Request', expect.stringMatching(/latitudine/)]);
    expect(t.errors).toEqual([]);
  });

  test('Trieste 15/05/1916: the box and the chart header name the rule applied (Austria\'s, Europe/Vienna) and its summer time, as information', async () => {
    // Expected: Europe/Vienna's summer time from 1 May 1916 (Rome's began 4 June), fixtures/zdump/gazetteer-zones.txt.
    const t = await openPage({ returning: true });
    const { page } = t;
    await page.goto('/');
    await fillBirthForm(page, { date: '15/05/1916', latitude: '', longitude: '', transitStart: ROMA.transitStart, transitEnd: ROMA.transitEnd });
    await choosePlace(page, 'Trieste', 'Trieste (TS)');
    const box = page.getByRole('alert').filter({ hasText: 'Coordinate trovate' });
    await box.getByText('Regola applicata: ora austriaca, regole di Europe/Vienna').waitFor();
    await expect.poll(() => box.textContent()).toContain('Ora legale (ora austriaca): sì');
    await expect.poll(() => box.textContent()).toContain('sono state applicate le regole di Europe/Vienna');
    await expect.poll(() => page.getByText('Attenzione').count()).toBe(0);
    await expect.poll(() => field(page, /^Fuso orario/).inputValue()).toBe('2');
    await submitButton(page).click();
    const header = chartHeader(page);
    await header.waitFor();
    await expect.poll(() => header.textContent()).toContain('Europe/Rome; ora austriaca, regole di Europe/Vienna (ora legale: sì)');
    expect(t.errors).toEqual([]);
  });
});
