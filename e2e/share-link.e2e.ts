/**
 * «Condividi» (issue 21, «A link to share»), against the real server: the link copied from a chart
 * opens, in another browser profile, the same chart, options, period and transit tab; the birth data
 * stay in the fragment, never in a request; a reload brings the chart back; a broken link says so
 * in Italian and leaves the form as it was. Issue 34: a link copied in part says so too; each chart
 * computed anew is a history entry (Back shows the previous one); a first-time visitor's link is
 * computed behind the welcome gate, and is on screen when the visitor enters.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { chartHeader, choosePlace, fillBirthForm, setupPages, submitButton } from './browser.ts';

const openPage = setupPages();

const selectedTab = (page: Page) => page.getByRole('tab', { selected: true }).filter({ hasNotText: 'Calcolo Tema Natale e Transiti' });

describe('a link to share', () => {
  test('shared from Tabella Transiti: another browser opens the same chart, options, period and tab; a reload keeps it', async () => {
    const a = await openPage({ returning: true, clipboard: true });
    await a.page.goto('/');
    await fillBirthForm(a.page, { date: '15/07/1975', hours: '09', minutes: '30', latitude: '', longitude: '', transitStart: '01/01/2026', transitEnd: '31/03/2026' });
    await choosePlace(a.page, 'Roma', 'Roma (RM)');
    await expect.poll(() => a.page.getByRole('textbox', { name: /^Fuso orario/ }).inputValue()).toBe('2');
    await a.page.getByRole('textbox', { name: 'Nome del profilo' }).fill('Maria');
    await a.page.getByRole('button', { name: 'Opzioni di calcolo' }).click();
    await a.page.getByRole('combobox', { name: 'Sistema di case' }).click();
    await a.page.getByRole('option', { name: 'Koch' }).click();
    await submitButton(a.page).click();
    await a.page.getByRole('tab', { name: 'Tabella Transiti' }).click();
    await a.page.getByRole('button', { name: 'Condividi' }).click();
    await a.page.getByText('Link copiato negli appunti.').waitFor();
    const link = await a.page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/#v=2&.*&c=[0-9a-z]+$/);
    expect(link).toContain('tab=tabella-transiti');
    await expect.poll(() => a.page.getByRole('textbox', { name: 'Link a questo tema' }).inputValue()).toBe(link);

    const b = await openPage({ returning: true });
    const sentUrls: string[] = [];
    b.page.on('request', (r) => sentUrls.push(`${r.url()} ${r.postData() ?? ''}`));
    await b.page.goto(link);
    await b.page.getByRole('heading', { name: 'Tema natale di Maria' }).waitFor();
    for (const part of ['15/07/1975 alle 09:30 (UTC+2)', 'Roma (RM), Lazio, Italia', 'Koch']) {
      await expect.poll(() => chartHeader(b.page).textContent()).toContain(part);
    }
    await expect.poll(() => selectedTab(b.page).textContent()).toBe('Tabella Transiti');
    // The form holds the link's values, as after «Carica» (folded away beside the chart: opened again).
    await b.page.getByRole('button', { name: 'Modifica i dati di nascita' }).click();
    await expect.poll(() => b.page.getByRole('textbox', { name: 'Inizio periodo transiti' }).inputValue()).toBe('01/01/2026');
    await expect.poll(() => b.page.getByRole('textbox', { name: 'Fine periodo transiti' }).inputValue()).toBe('31/03/2026');
    await expect.poll(() => b.page.getByRole('textbox', { name: /Luogo di nascita/ }).inputValue()).toBe('Roma (RM), Lazio, Italia');
    // The fragment never reaches the server: no request carries the name or the link's keys.
    expect(sentUrls.filter((u) => u.includes('Maria') || u.includes('v=2&'))).toEqual([]);

    await b.page.reload();
    await b.page.getByRole('heading', { name: 'Tema natale di Maria' }).waitFor();
    await expect.poll(() => selectedTab(b.page).textContent()).toBe('Tabella Transiti');
    await expect.poll(() => chartHeader(b.page).textContent()).toContain('15/07/1975 alle 09:30 (UTC+2)');
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });

  test('the address bar carries the chart on screen: a reload shows it again, the form as it was typed', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    await page.goto('/');
    await fillBirthForm(page, { latitude: '45,4642', longitude: '9,19', timezone: '1', transitStart: '01/01/2026', transitEnd: '31/03/2026' });
    await submitButton(page).click();
    await page.getByRole('table', { name: 'Pianeti' }).waitFor();
    expect(new URL(page.url()).hash).toMatch(/^#v=2&/);
    // Typed after the chart, before the reload: kept (the address only brings the chart back).
    // The form folds away beside a chart: one click opens it again.
    await page.getByRole('button', { name: 'Modifica i dati di nascita' }).click();
    await page.getByRole('textbox', { name: /^Latitudine/ }).fill('40');
    await page.reload();
    await page.getByRole('table', { name: 'Pianeti' }).waitFor();
    await expect.poll(() => chartHeader(page).textContent()).toContain('45°27′ N');
    await page.getByRole('button', { name: 'Modifica i dati di nascita' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: /^Latitudine/ }).inputValue()).toBe('40');
    expect(t.errors).toEqual([]);
  });

  test.each([
    ['a broken link', '#v=1&date=1990-02-31&time=12:00&utc=1&lat=41.9&lon=12.5&from=2026-01-01&to=2026-12-31', 'non contiene un tema leggibile'],
    ['a link of another version', '#v=7&date=1990-01-01', 'di un’altra versione di Astrolabio'],
    // A version 2 link whose last keys (the options, the tab, the check) were lost in the copy.
    ['a link copied in part', '#v=2&date=1990-01-01&time=12%3A00&utc=1&lat=41.9&lon=12.5&from=2026-01-01&to=2026-12-31&houses=koch', 'copiato solo in parte'],
  ])('%s says so in Italian and leaves the form as it was', async (_, fragment, message) => {
    const t = await openPage({ returning: true });
    const { page } = t;
    await page.goto('/');
    await page.getByRole('textbox', { name: /^Latitudine/ }).fill('44,5');
    await page.goto(`/${fragment}`);
    await page.getByRole('alert').filter({ hasText: 'Link non leggibile' }).filter({ hasText: message }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: /^Latitudine/ }).inputValue()).toBe('44,5');
    await expect.poll(() => page.getByRole('table', { name: 'Pianeti' }).count()).toBe(0);
    expect(t.errors).toEqual([]);
  });
});

describe('issue 34: history, and a link behind the gate', () => {
  test('a link cut anywhere after the copy, even where the options begin, says so and computes nothing', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    await page.goto('/');
    await fillBirthForm(page, { latitude: '45,4642', longitude: '9,19', timezone: '1', transitStart: '01/01/2026', transitEnd: '31/03/2026' });
    await page.getByRole('button', { name: 'Opzioni di calcolo' }).click();
    await page.getByRole('combobox', { name: 'Sistema di case' }).click();
    await page.getByRole('option', { name: 'Koch' }).click();
    await submitButton(page).click();
    await page.getByRole('table', { name: 'Pianeti' }).waitFor();
    const fragment = new URL(page.url()).hash;
    expect(fragment).toMatch(/houses=koch/);
    // Cut just before the house system: a version 1 link read so opened a Placidus chart in silence.
    const cut = fragment.slice(0, fragment.indexOf('&houses='));
    const b = await openPage({ returning: true });
    const asked: string[] = [];
    b.page.on('request', (r) => asked.push(r.url()));
    await b.page.goto(`/${cut}`);
    await b.page.getByRole('alert').filter({ hasText: 'Link non leggibile' }).filter({ hasText: 'copiato solo in parte' }).waitFor();
    expect(asked.filter((u) => u.includes('/api/tema-natale'))).toEqual([]);
    expect(t.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });

  test('each chart computed anew is a history entry: Back shows the previous chart, with its values in the form; Forward the next', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    await page.goto('/');
    await fillBirthForm(page, { latitude: '45,4642', longitude: '9,19', timezone: '1', transitStart: '01/01/2026', transitEnd: '31/03/2026' });
    await submitButton(page).click();
    await expect.poll(() => chartHeader(page).textContent()).toContain('45°27′ N');
    const first = page.url();
    await page.getByRole('button', { name: 'Modifica i dati di nascita' }).click();
    await page.getByRole('textbox', { name: /^Latitudine/ }).fill('40,85');
    await page.getByRole('textbox', { name: /^Longitudine/ }).fill('14,27');
    await submitButton(page).click();
    await expect.poll(() => chartHeader(page).textContent()).toContain('40°51′ N');
    // A change of tab replaces the entry: Back goes to the first chart, not to Pianeti.
    await page.getByRole('tab', { name: 'Aspetti' }).click();
    await expect.poll(() => page.url()).toContain('tab=aspetti');

    await page.goBack();
    await expect.poll(() => page.url()).toBe(first);
    await expect.poll(() => chartHeader(page).textContent()).toContain('45°27′ N');
    await page.getByRole('button', { name: 'Modifica i dati di nascita' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: /^Latitudine/ }).inputValue()).toBe('45,4642');

    await page.goForward();
    await expect.poll(() => chartHeader(page).textContent()).toContain('40°51′ N');
    await expect.poll(() => selectedTab(page).textContent()).toBe('Aspetti');
    expect(t.errors).toEqual([]);
  });

  test('a first-time visitor\'s link is computed behind the gate: on entry the chart and its tab are there', async () => {
    const a = await openPage({ returning: true });
    await a.page.goto('/');
    await fillBirthForm(a.page, { latitude: '45,4642', longitude: '9,19', timezone: '1', transitStart: '01/01/2026', transitEnd: '31/12/2026' });
    await submitButton(a.page).click();
    await a.page.getByRole('tab', { name: 'Tabella Transiti' }).click();
    await a.page.getByRole('table', { name: 'Tabella dei transiti' }).waitFor({ timeout: 20_000 });
    const link = a.page.url();

    const b = await openPage();
    const answered: string[] = [];
    b.page.on('response', (r) => { if (/\/api\/(tema-natale|transiti)$/.test(new URL(r.url()).pathname)) answered.push(new URL(r.url()).pathname); });
    await b.page.goto(link);
    const enter = b.page.getByRole('button', { name: 'Entra nell’app' });
    await enter.waitFor();
    // While the gate is read, the chart and its transits are computed; the gate is all that shows.
    await expect.poll(() => [...answered].sort()).toEqual(['/api/tema-natale', '/api/transiti']);
    await expect.poll(() => b.page.title()).toBe('Benvenuto — Astrolabio');
    expect(await b.page.getByRole('heading', { name: /^Tema natale/ }).count()).toBe(0);
    await enter.click();
    // After the thank-you (2 s), the chart is there at once, on its tab, with nothing asked again.
    await b.page.getByRole('table', { name: 'Tabella dei transiti' }).waitFor({ timeout: 5_000 });
    await expect.poll(() => selectedTab(b.page).textContent()).toBe('Tabella Transiti');
    await expect.poll(() => b.page.title()).not.toBe('Benvenuto — Astrolabio');
    expect([...answered].sort()).toEqual(['/api/tema-natale', '/api/transiti']);
    await expect.poll(() => b.page.evaluate(() => document.activeElement?.textContent)).toBe('Calcolo Tema Natale e Transiti');
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });
});
