/**
 * The technique layers of Tabella Transiti end to end against the real server (issue 26): with the
 * Progressioni layer on, a progressed aspect appears with its exact date among the layer rows, and
 * the downloaded calendar has it as an event at its minute, named in Italian; over the whole life the
 * progressions' rows get a years axis and an aspect decades away is listed with its date, the
 * calendar carries it beside the year's transits, and a shared link opens another browser on the
 * same layers.
 */
import { describe, expect, test } from 'vitest';
import { downloadedText, openTransitTable, ROMA, setupPages } from './browser.ts';

const YEAR_2025 = { ...ROMA, transitStart: '01/01/2025', transitEnd: '31/12/2025' };

const openPage = setupPages();

describe('Tabella Transiti: the Progressioni layer', () => {
  test('a progressed aspect with its date in the timeline and in the .ics, which names whose chart it is', async () => {
    const t = await openPage({ returning: true, acceptDownloads: true });
    const { page } = t;
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Nome del profilo' }).fill('Maria Rossi');
    await openTransitTable(page, YEAR_2025, { keepPage: true });
    await page.getByText('Timeline', { exact: true }).click();
    // Mantine's chip hides its checkbox under its label: the label is what a user clicks.
    await page.locator('label', { hasText: /^Progressioni$/ }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Progressioni' }).isChecked()).toBe(true);

    // Roma 1990: the progressed Sun squares natal Pluto exactly on 2025-09-13 at 02:06 UT (POST /api/tecniche).
    const row = page.getByRole('listitem', { name: /^Sole progresso quadratura Plutone natale, esatto il 13 settembre 2025 alle \d\d:\d\d$/ });
    await row.waitFor();
    await expect.poll(() => row.locator('rect[data-exact]').count()).toBe(1);
    for (const kind of ['start', 'peak', 'end']) await expect.poll(() => row.locator(`circle[data-marker="${kind}"]`).count(), { message: kind }).toBe(1);
    // The legend lists the layer's style.
    await page.locator('.tt-legend-box').getByText('Progressioni').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /\.ics/ }).click()]);
    expect(download.suggestedFilename()).toBe('tecniche-2025-01-01-2025-12-31.ics');
    const ics = await downloadedText(download);
    const event = ics.split('BEGIN:VEVENT').find((e) => e.includes('SUMMARY:Sole progresso quadratura Plutone natale'));
    expect(event).toBeDefined();
    expect(event).toContain('DTSTART:20250913T020600Z');
    expect(event).toContain('CATEGORIES:Progressioni');
    // The transits are in the same calendar; the calendar and each event name the person (issue 34).
    expect(ics).toContain('CATEGORIES:Transiti');
    expect(ics).toMatch(/X-WR-CALNAME:Maria Rossi — Transiti/);
    expect(event!.replace(/\r\n[ \t]/g, '')).toContain('Tema natale: Maria Rossi.');
    expect(t.errors).toEqual([]);
  });

  test('the whole life: a years axis, a progressed aspect decades away with its date, in the .ics and in the link', async () => {
    const t = await openPage({ returning: true, acceptDownloads: true });
    const { page } = t;
    await openTransitTable(page, YEAR_2025);
    await page.locator('label', { hasText: /^Progressioni$/ }).click();
    await page.getByRole('combobox', { name: 'Periodo delle tecniche lente' }).selectOption({ label: 'Tutta la vita (cento anni dalla nascita)' });

    // A hundred years from the birth day (UT), on a years axis of its own.
    await page.getByText('Progressioni e direzioni d’arco solare, dal 01/01/1990 al 31/12/2089').waitFor();
    const axis = page.getByRole('img', { name: /^Asse degli anni, dal 1990 al 2089, un’etichetta ogni \d+ anni$/ });
    await axis.waitFor();
    await expect.poll(() => axis.locator('g[data-year]').count()).toBe(100);
    await expect.poll(() => axis.getByText('2050', { exact: true }).count()).toBe(1);

    // Roma 1990: the progressed Sun squares natal Uranus exactly on 2074-04-05 at 14:59 UT
    // (POST /api/tecniche over 1990-01-01 … 2089-12-31, as the page asks it).
    const row = page.getByRole('listitem', { name: /^Sole progresso quadratura Urano natale, esatto il 5 aprile 2074 alle \d\d:\d\d$/ });
    await row.waitFor();
    await expect.poll(() => row.locator('rect[data-exact]').count()).toBe(1);
    // Its exact tick stands at 2074 on the axis (84.3 years of 100 from its left end).
    const [tickX, rowBox] = await Promise.all([
      row.locator('rect[data-exact]').evaluate((r) => Number(r.getAttribute('x')) + 1),
      row.locator('svg').evaluate((s) => Number(s.getAttribute('width'))),
    ]);
    expect(tickX / rowBox).toBeCloseTo(84.26 / 100, 2);

    // One calendar: the lifetime's progressions beside the year's transits.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /\.ics/ }).click()]);
    const ics = (await downloadedText(download)).replace(/\r\n[ \t]/g, '');
    const event = ics.split('BEGIN:VEVENT').find((e) => e.includes('SUMMARY:Sole progresso quadratura Urano natale'));
    expect(event).toContain('DTSTART:20740405T145900Z');
    expect(ics).toContain('CATEGORIES:Transiti');

    // The link carries the layers: a browser with nothing saved opens on them.
    const link = page.url();
    expect(new URL(link).hash).toMatch(/layers=progressions&slow=life/);
    const other = await openPage({ returning: true });
    await other.page.goto(link);
    await other.page.getByRole('tab', { name: 'Tabella Transiti' }).click();
    await expect.poll(() => other.page.getByRole('checkbox', { name: 'Progressioni' }).isChecked()).toBe(true);
    await expect.poll(() => other.page.getByRole('combobox', { name: 'Periodo delle tecniche lente' }).inputValue()).toBe('life');
    await other.page.getByRole('listitem', { name: /^Sole progresso quadratura Urano natale, esatto il 5 aprile 2074/ }).waitFor();
    expect(other.errors).toEqual([]);

    // The choice is kept with the chart: after a reload the layer and the period are back.
    await page.reload();
    await page.getByRole('tab', { name: 'Tabella Transiti' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Periodo delle tecniche lente' }).inputValue()).toBe('life');
    await page.getByRole('listitem', { name: /^Sole progresso quadratura Urano natale, esatto il 5 aprile 2074/ }).waitFor();

    // The planet filter narrows the layer: without Sole the progressed Sun's aspect goes.
    await page.getByRole('button', { name: /^Filtri/ }).click();
    await page.locator('.tt-filters label', { hasText: /^Sole$/ }).click();
    await page.getByRole('listitem', { name: /^Sole progresso quadratura Urano natale/ }).waitFor({ state: 'detached' });
    expect(t.errors).toEqual([]);
  });

  test('on the views\' own axis the layer rows sit under the table\'s months: January at the same x, at 120 px a month and fitted', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    await openTransitTable(page, YEAR_2025);
    await page.locator('label', { hasText: /^Progressioni$/ }).click();
    const rowBar = page.locator('li[data-layer="progressions"] svg').first();
    await rowBar.waitFor();
    const axis = page.locator('.tt-header svg').first();
    for (const zoom of ['120 px al mese', 'Adatta al periodo']) {
      await page.getByText(zoom, { exact: true }).click();
      // Both read each time: the axis redraws to the new zoom as the rows do.
      await expect.poll(async () => Math.round((await rowBar.boundingBox())!.width) - Math.round((await axis.boundingBox())!.width), { message: zoom }).toBe(0);
      await expect.poll(async () => Math.abs((await axis.boundingBox())!.x - (await rowBar.boundingBox())!.x), { message: zoom }).toBeLessThanOrEqual(1);
    }
    expect(t.errors).toEqual([]);
  });
});
