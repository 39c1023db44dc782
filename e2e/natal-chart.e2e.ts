/**
 * The natal chart end to end: Roma, 1 January 1990, 12:00 (UTC+1) computed by the real server and
 * read in the tabs; the "Errore!" alert when the server answers 400; what was typed survives a
 * failed call and a reload; the form works from the keyboard.
 */
import { describe, expect, test } from 'vitest';
import { computeChart, fillBirthForm, ROMA, setupPages } from './browser.ts';

const openPage = setupPages();

describe('natal chart', () => {
  test('Roma 1990-01-01 12:00: the Pianeti tab shows Sole in Capricorno', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    await page.goto('/');
    const submit = page.getByRole('button', { name: 'Calcola Tema Natale Completo' });
    await expect.poll(() => submit.isDisabled()).toBe(true);

    // Hold the call to see the loading label, and read what the form sends.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    let sent: unknown;
    await page.route('**/api/tema-natale', async (route) => {
      sent = route.request().postDataJSON();
      await held;
      await route.continue();
    });
    await fillBirthForm(page, ROMA);
    await submit.click();
    const loading = page.getByRole('button', { name: 'Calcolo tema natale in corso...' });
    await loading.waitFor();
    await expect.poll(() => loading.isDisabled()).toBe(true);
    expect(sent).toEqual({ datetime: '1990-01-01T12:00:00', latitude: 41.902782, longitude: 12.496366, timezone: 1, houseSystem: 'placidus', nodo: 'true' });
    release();

    const planets = page.getByRole('table', { name: 'Pianeti' });
    await planets.waitFor();
    const sun = planets.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Sole/ }) });
    await expect.poll(() => sun.textContent()).toMatch(/Sole.*Capricorno.*10°46′\d\d″.*10/);
    await expect.poll(async () => (await planets.getByRole('rowheader').allTextContents()).slice(0, 3).map((h) => h.replace(/[^\p{L} ]/gu, '').trim())).toEqual(['Ascendente', 'Medio Coeli', 'Sole']);
    await page.getByRole('img', { name: /Carta del tema natale/ }).waitFor();

    await page.getByRole('tab', { name: 'Case' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Case' }).getByRole('row').count()).toBe(13);
    await page.getByRole('tab', { name: 'Aspetti' }).click();
    await page.getByRole('table', { name: 'Griglia degli aspetti' }).waitFor();
    await expect.poll(() => page.getByRole('table', { name: 'Aspetti' }).getByRole('row').count()).toBeGreaterThan(1);

    // The glyph font came with the chart screen, from the app's own origin, and draws the sextile.
    await expect.poll(() => page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.family.includes('Astrolabio Simboli')).map((f) => f.status);
    })).toEqual(['loaded', 'loaded', 'loaded']);
    await expect.poll(() => page.evaluate(() => document.fonts.check('17px "Astrolabio Simboli"', '⚹☉℞'))).toBe(true);

    await page.getByRole('tab', { name: 'Transiti Mensili' }).click();
    const summary = page.getByRole('table', { name: 'Riepilogo per mese' });
    await summary.waitFor();
    await expect.poll(() => summary.getByRole('rowheader').allTextContents()).toEqual(['gennaio 2025', 'febbraio 2025', 'marzo 2025']);
    expect(t.errors).toEqual([]);
  });

  test('printed on A4: the header, the wheel and the Pianeti, Case and Aspetti tables, nothing of the form', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    await computeChart(page, ROMA);
    await page.emulateMedia({ media: 'print' });
    await page.getByRole('img', { name: /Carta del tema natale/ }).waitFor();
    for (const name of ['Pianeti', 'Case', 'Aspetti']) await page.getByRole('table', { name, exact: true }).waitFor();
    await page.getByText('Tempo universale').waitFor();
    await page.getByRole('button', { name: 'Calcola Tema Natale Completo' }).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Scarica la ruota (SVG)' }).waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: 'Pianeti' }).waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'Riepilogo per mese' }).waitFor({ state: 'hidden' });
    // Chromium's own print to PDF on A4: the chart fits in a few pages.
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(4);
    expect(t.errors).toEqual([]);
  });

  test('a 400 from the server shows "Errore!" with its message; the input survives the failure and a reload', async () => {
    const t = await openPage({ returning: true, expectedFailures: [/\/api\/tema-natale$/] });
    const { page } = t;
    await page.goto('/');
    // The form refuses what the server would (see birth-form.e2e.ts): a 400 is played here.
    await page.route('**/api/tema-natale', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'Il campo «latitude» (latitudine) deve essere al massimo 90.' }) }), { times: 1 });
    await fillBirthForm(page, { ...ROMA, latitude: '41,5' });
    await page.getByRole('button', { name: 'Calcola Tema Natale Completo' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Errore!' });
    await alert.waitFor();
    await expect.poll(() => alert.textContent()).toContain('Il campo «latitude» (latitudine) deve essere al massimo 90.');

    await page.reload();
    await page.getByRole('textbox', { name: /^Latitudine/ }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: /^Latitudine/ }).inputValue()).toBe('41,5');
    await expect.poll(() => page.getByRole('textbox', { name: /^Longitudine/ }).inputValue()).toBe('12,496366');
    await expect.poll(() => page.getByRole('textbox', { name: 'Fine periodo transiti' }).inputValue()).toBe('31/03/2025');

    // Fix it from the keyboard only and submit with Enter.
    await page.getByRole('textbox', { name: /^Latitudine/ }).focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('41,902782');
    await page.keyboard.press('Enter');
    await page.getByRole('table', { name: 'Pianeti' }).waitFor();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Errore!' }).count()).toBe(0);
    expect(t.errors).toEqual([]);
  });
});
