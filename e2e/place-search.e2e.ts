/**
 * Place search against the real /api/luoghi and /api/resolve-location (issue 4): suggestions only
 * from 3 characters and 600 ms after the last keystroke, at most 5; the chosen place is resolved
 * into latitude, longitude and time zone.
 */
import { describe, expect, test } from 'vitest';
import { setupPages } from './browser.ts';

const openPage = setupPages();

describe('place search', () => {
  test('debounced suggestions, selection, Ottieni Coordinate fills the coordinates', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/luoghi')) searches.push(new URL(r.url()).search);
    });
    await page.clock.install();
    await page.goto('/');
    const place = page.getByRole('textbox', { name: /Luogo di nascita/ });
    await place.waitFor();
    // Stop the page's clock: the 600 ms are then counted exactly, whatever the machine's load.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await place.pressSequentially('Ro');
    await page.clock.runFor(1000);
    await page.waitForTimeout(200); // real time: a request, had one left, would be seen by now
    expect(searches).toEqual([]); // under 3 characters nothing is asked

    await place.pressSequentially('m');
    await page.clock.runFor(400);
    await place.pressSequentially('a'); // typing again restarts the wait
    await page.clock.runFor(599);
    await page.waitForTimeout(200);
    expect(searches).toEqual([]); // 599 ms after the last keystroke: still nothing
    await page.clock.runFor(2);
    await page.clock.resume();
    const options = page.getByRole('option');
    await options.first().waitFor();
    expect(searches).toEqual(['?q=Roma&limit=5']);
    await expect.poll(() => options.count()).toBeLessThanOrEqual(5);

    const roma = options.filter({ hasText: /^Roma\b/ }).first();
    const chosen = (await roma.textContent())!;
    await roma.click();
    await expect.poll(() => place.inputValue()).toBe(chosen);
    await page.getByText('Luogo selezionato').waitFor();
    await expect.poll(() => page.getByRole('option').count()).toBe(0);

    await page.getByRole('button', { name: 'Ottieni Coordinate' }).click();
    await page.getByText('Fuso orario IANA: Europe/Rome').waitFor();
    const degrees = async (name: RegExp) => Number((await page.getByRole('textbox', { name }).inputValue()).replace(',', '.'));
    await expect.poll(() => degrees(/^Latitudine/)).toBeCloseTo(41.9, 1);
    await expect.poll(() => degrees(/^Longitudine/)).toBeCloseTo(12.5, 1);
    await expect.poll(() => page.getByRole('textbox', { name: /^Fuso orario/ }).inputValue()).toBe('1'); // 1990-01-01: winter time
    await page.getByText('Ora legale: no').waitFor();

    // Editing the text clears the selection.
    await place.press('End');
    await place.press('Backspace');
    await expect.poll(() => page.getByText('Luogo selezionato').count()).toBe(0);
    expect(t.errors).toEqual([]);
  });
});
