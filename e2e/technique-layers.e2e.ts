/**
 * The technique layers of Tabella Transiti end to end against the real server (issue 26): with the
 * Progressioni layer on, a progressed aspect appears with its exact date among the layer rows, and
 * the downloaded calendar has it as an event at its minute, named in Italian.
 */
import { describe, expect, test } from 'vitest';
import { downloadedText, fillBirthForm, ROMA, setupPages } from './browser.ts';

const openPage = setupPages();

describe('Tabella Transiti: the Progressioni layer', () => {
  test('a progressed aspect with its date in the timeline and in the .ics', async () => {
    const t = await openPage({ returning: true, acceptDownloads: true });
    const { page } = t;
    await page.goto('/');
    await fillBirthForm(page, { ...ROMA, transitStart: '01/01/2025', transitEnd: '31/12/2025' });
    await page.getByRole('button', { name: 'Calcola Tema Natale Completo' }).click();
    await page.getByRole('tab', { name: 'Tabella Transiti' }).click();
    await page.getByRole('table', { name: 'Tabella dei transiti' }).waitFor();
    await page.getByText('Timeline', { exact: true }).click();
    // Mantine's chip hides its checkbox under its label: the label is what a user clicks.
    await page.locator('label', { hasText: /^Progressioni$/ }).click();
    expect(await page.getByRole('checkbox', { name: 'Progressioni' }).isChecked()).toBe(true);

    // Roma 1990: the progressed Sun squares natal Pluto exactly on 2025-09-13 at 02:06 UT (POST /api/tecniche).
    const row = page.getByRole('listitem', { name: /^Sole progresso quadratura Plutone natale, esatto il 13 settembre 2025 alle \d\d:\d\d$/ });
    await row.waitFor();
    expect(await row.locator('rect[data-exact]').count()).toBe(1);
    for (const kind of ['start', 'peak', 'end']) expect(await row.locator(`circle[data-marker="${kind}"]`).count(), kind).toBe(1);
    // The legend lists the layer's style.
    expect(await page.locator('.tt-legend-box').getByText('Progressioni').isVisible()).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /\.ics/ }).click()]);
    expect(download.suggestedFilename()).toBe('tecniche-2025-01-01-2025-12-31.ics');
    const ics = await downloadedText(download);
    const event = ics.split('BEGIN:VEVENT').find((e) => e.includes('SUMMARY:Sole progresso quadratura Plutone natale'));
    expect(event).toBeDefined();
    expect(event).toContain('DTSTART:20250913T020600Z');
    expect(event).toContain('CATEGORIES:Progressioni');
    // The transits are in the same calendar.
    expect(ics).toContain('CATEGORIES:Transiti');
    expect(t.errors).toEqual([]);
  });
});
