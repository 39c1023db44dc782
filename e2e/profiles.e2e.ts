/** Profiles in the browser: save, load, delete with the spec's toasts, and a CSV export → import round trip. */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { downloadedText, fillBirthForm, setupPages, waitForToast } from './browser.ts';

const openPage = setupPages();

async function chooseProfile(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Profilo salvato' }).click();
  await page.getByRole('option', { name }).click();
}

describe('profiles', () => {
  test('save, clear, load, export, delete, import the export back', async () => {
    const t = await openPage({ returning: true, acceptDownloads: true });
    const { page } = t;
    await page.goto('/');
    await fillBirthForm(page, { latitude: '40,4168', longitude: '-3,7038', timezone: '1', transitStart: '01/01/2025', transitEnd: '31/01/2025' });
    const latitude = page.getByRole('textbox', { name: /^Latitudine/ });

    await page.getByRole('textbox', { name: 'Nome del profilo' }).fill('Lucía (Madrid)');
    // A description a spreadsheet would run as a formula: defused in the file, restored on import.
    await page.getByRole('textbox', { name: 'Descrizione' }).fill('=1+1 cliente');
    await page.getByRole('button', { name: 'Salva profilo' }).click();
    await waitForToast(page, 'Profilo salvato con successo');

    await page.getByRole('button', { name: 'Svuota campi' }).click();
    await waitForToast(page, 'Campi svuotati correttamente');
    await expect.poll(() => latitude.inputValue()).toBe('');

    await chooseProfile(page, 'Lucía (Madrid)');
    await page.getByRole('button', { name: 'Carica' }).click();
    await waitForToast(page, 'Profilo caricato');
    await expect.poll(() => latitude.inputValue()).toBe('40,4168');
    await expect.poll(() => page.getByRole('textbox', { name: /^Longitudine/ }).inputValue()).toBe('-3,7038');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Esporta CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('backup_profili.csv');
    const csv = await downloadedText(download);
    // As an Italian spreadsheet opens it (decision 0061): a BOM, `;` between cells, decimal commas, CRLF rows; the calculation
    // settings' columns (issue 25) empty: the defaults.
    expect(csv).toBe(
      '\uFEFFprofileName;description;city;selectedDate;selectedTime;latitude;longitude;timezone;lilith;aspects;orbs;transitOrbs;cusps\r\n' +
      "Lucía (Madrid);\"'=1+1 cliente\";;1990-01-01;12:00;40,4168;-3,7038;1;;;;;\r\n",
    );

    await page.getByRole('button', { name: 'Elimina' }).click();
    await waitForToast(page, 'Profilo eliminato');
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('profile_')))).toEqual([]);

    await page.locator('input[type=file]').setInputFiles({ name: 'backup_profili.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await waitForToast(page, 'Profilo importato correttamente');
    const saved = async () => JSON.parse((await page.evaluate(() => localStorage.getItem('profile_Lucía (Madrid)'))) ?? 'null') as unknown;
    await expect.poll(saved).toEqual({
      profileName: 'Lucía (Madrid)', description: '=1+1 cliente', city: '', selectedDate: '1990-01-01', selectedTime: '12:00',
      latitude: 40.4168, longitude: -3.7038, timezone: 1, lilith: '', aspects: '', orbs: '', transitOrbs: '', cusps: '',
    });

    // Importing it again would overwrite: the app asks, and cancelling keeps everything as it is.
    await page.locator('input[type=file]').setInputFiles({ name: 'backup_profili.csv', mimeType: 'text/csv', buffer: Buffer.from(csv.replace('=1+1 cliente', 'nuova')) });
    const dialog = page.getByRole('dialog', { name: 'Profili già presenti' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Annulla importazione' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(saved).toMatchObject({ description: '=1+1 cliente' });
    expect(t.errors).toEqual([]);
  });

  test('saving over an existing name asks: replace, keep both, or cancel', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    await page.goto('/');
    await fillBirthForm(page, { latitude: '45,4642', longitude: '9,19', timezone: '1', transitStart: '01/01/2025', transitEnd: '31/01/2025' });
    const name = page.getByRole('textbox', { name: 'Nome del profilo' });
    await name.fill('Anna');
    await page.getByRole('button', { name: 'Salva profilo' }).click();
    await waitForToast(page, 'Profilo salvato con successo');

    const latitude = page.getByRole('textbox', { name: /^Latitudine/ });
    await latitude.fill('41,9');
    await page.getByRole('button', { name: 'Salva profilo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profilo già presente' });
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain('Esiste già un profilo «Anna»');
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    const stored = () => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('profile_')).map((k) => [k, JSON.parse(localStorage.getItem(k)!).latitude])));
    await expect.poll(() => stored()).toEqual({ profile_Anna: 45.4642 });

    await page.getByRole('button', { name: 'Salva profilo' }).click();
    await dialog.getByRole('button', { name: 'Tieni entrambi' }).click();
    await page.waitForFunction(() => localStorage.getItem('profile_Anna (2)') !== null);
    await expect.poll(() => stored()).toEqual({ profile_Anna: 45.4642, 'profile_Anna (2)': 41.9 });
    await expect.poll(() => name.inputValue()).toBe('Anna (2)');

    await name.fill('Anna');
    await page.getByRole('button', { name: 'Salva profilo' }).click();
    await dialog.getByRole('button', { name: 'Sostituisci' }).click();
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('profile_Anna')!).latitude === 41.9);
    expect(t.errors).toEqual([]);
  });
});
