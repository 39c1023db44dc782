/** Layout and routes in Chromium: Italian pages, a 375-px phone without sideways scrolling (screenshot saved), keyboard, 404. */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { fillBirthForm, ROMA, setupPages } from './browser.ts';

const SCREENSHOTS = fileURLToPath(new URL('../test-results/', import.meta.url));

const openPage = setupPages();

describe('layout', () => {
  test('on a 375-px phone the gate and the chart fit the width; screenshots in test-results/', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const t = await openPage({ width: 375, height: 812 });
    const { page } = t;
    await page.goto('/');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('it');
    await page.getByText('Come procedere').waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await expect.poll(() => overflow()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}mobile-375-gate.png`, fullPage: true });

    await page.getByRole('button', { name: 'Entra nell’app' }).click();
    await page.getByRole('tab', { name: 'Calcolo Tema Natale e Transiti' }).waitFor({ timeout: 5000 });
    // «Elimina» is not alone on a line: it sits beside «Carica». Checked on the form, before the
    // chart folds it away (after, neither button is on the page). Both read in one go.
    const buttonTops = () => page.getByRole('button', { name: /^(Carica|Elimina)$/ }).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
    await expect.poll(async () => { const [load, remove] = await buttonTops(); return load !== undefined && remove === load; }).toBe(true);
    await fillBirthForm(page, ROMA);
    await page.getByRole('button', { name: 'Calcola Tema Natale Completo' }).click();
    await page.getByRole('table', { name: 'Pianeti' }).waitFor();
    await expect.poll(() => overflow()).toBe(0);
    // Every column of the planets table is inside the screen, the house number included.
    await expect.poll(async () => { const house = (await page.getByRole('columnheader', { name: 'Casa' }).boundingBox())!; return house.x + house.width; }).toBeLessThanOrEqual(375);
    // The aspect grid, wider than the phone, scrolls sideways and says so (the reviewer's walk, issue 34).
    await page.getByRole('tab', { name: 'Aspetti', exact: true }).click();
    const grid = page.getByRole('region', { name: 'Griglia degli aspetti' });
    await expect.poll(() => grid.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await page.getByText('Continua a destra: scorri →').first().waitFor();
    await page.getByRole('tab', { name: 'Pianeti', exact: true }).click();
    // The result tabs stay on one row (the row scrolls sideways).
    const tabTops = () => page.getByRole('tab').filter({ hasText: /^(Pianeti|Case|Aspetti|Transiti Mensili)$/ }).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
    await expect.poll(async () => new Set(await tabTops()).size).toBe(1);
    await page.getByRole('tab', { name: 'Transiti Mensili' }).click();
    const summary = page.getByRole('table', { name: 'Riepilogo per mese' });
    await summary.waitFor();
    // The month column stays in view while the table scrolls, and the page says there is more.
    await page.getByText('Scorri la tabella verso destra per gli altri pianeti →').waitFor();
    const monthBefore = await summary.getByRole('rowheader').first().boundingBox();
    await summary.evaluate((table) => table.parentElement!.scrollBy({ left: 400 }));
    await expect.poll(async () => (await summary.getByRole('rowheader').first().boundingBox())!.x).toBe(monthBefore!.x);
    await page.screenshot({ path: `${SCREENSHOTS}mobile-375-chart.png`, fullPage: true });
    expect(t.errors).toEqual([]);
  });

  test('on a desktop the coordinate inputs line up, and the Minuti box is reached with Tab', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    await page.goto('/');
    const tops = () => Promise.all([/^Latitudine/, /^Longitudine/, /^Fuso orario/].map(async (name) => (await page.getByRole('textbox', { name }).boundingBox())!.y));
    await expect.poll(async () => new Set(await tops()).size).toBe(1);
    await page.getByRole('textbox', { name: 'Ora di nascita, ore' }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.getByRole('textbox', { name: 'Ora di nascita, minuti' }).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(t.errors).toEqual([]);
  });

  test('the gate can be passed with the keyboard alone', async () => {
    const t = await openPage();
    const { page } = t;
    await page.goto('/');
    await page.getByText('Come procedere').waitFor();
    const button = page.getByRole('button', { name: 'Entra nell’app' });
    for (let i = 0; i < 40 && !(await button.evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect.poll(() => button.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText('Grazie! Stai per entrare nell’app…').waitFor();
    expect(t.errors).toEqual([]);
  });

  test('testing pages with their titles and back links; unknown paths say "pagina non trovata"', async () => {
    const t = await openPage();
    const { page } = t;
    await page.goto('/testing');
    await page.getByText('NUOVO').waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Benvenuto in Astrolabio' }).count()).toBe(0); // no gate under /testing
    await page.getByRole('link', { name: 'Tabella Transiti' }).click();
    await page.getByRole('heading', { name: 'Test Tabella Transiti' }).waitFor();
    await expect.poll(() => page.title()).toBe('Test Tabella Transiti — Astrolabio');
    await page.getByRole('link', { name: 'Torna al Testing' }).click();
    await page.getByRole('link', { name: 'Torna alla Home' }).click();
    await page.getByRole('heading', { name: 'Benvenuto in Astrolabio' }).waitFor();

    await page.goto('/pagina/che/non/esiste');
    await page.getByRole('heading', { name: 'Pagina non trovata' }).waitFor();
    await page.getByRole('link', { name: 'Torna alla pagina principale' }).click();
    await page.getByRole('heading', { name: 'Benvenuto in Astrolabio' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Codice sorgente (AGPL-3.0)' }).getAttribute('href')).toBe('https://example.org/astrolabio');
    await expect.poll(() => page.getByRole('link', { name: /GeoNames/ }).getAttribute('href')).toBe('https://www.geonames.org/');
    expect(t.errors).toEqual([]);
  });
});
