/**
 * The form cannot compute the wrong chart silently (issue 15), against the real server: a place
 * chosen after another brings its own coordinates; a new birth date after a resolution brings its
 * own UTC offset; a map site's pair pasted into Latitudine fills both fields; a latitude of 95 is
 * named under its field before any request. And the result: the wheel downloads as an SVG. What the
 * time and date boxes hold across a reload is BirthForm.test.tsx's (the real draft, remounted).
 */
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { chartHeader, choosePlace, downloadedText, fillBirthForm, ROMA, setupPages, submitButton } from './browser.ts';

const openPage = setupPages();

/** Every POST /api/tema-natale the page makes, body as sent. */
function chartRequests(page: Page): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/tema-natale') && r.method() === 'POST') sent.push(r.postDataJSON() as Record<string, unknown>);
  });
  return sent;
}

describe('birth form', () => {
  test('Roma → Ottieni Coordinate → Milano (MI) chosen → Calcola: the chart is computed at Milan', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    const sent = chartRequests(page);
    await page.goto('/');
    await fillBirthForm(page, { latitude: '', longitude: '', transitStart: ROMA.transitStart, transitEnd: ROMA.transitEnd });
    await choosePlace(page, 'Roma', 'Roma (RM)');
    await page.getByRole('button', { name: 'Ottieni Coordinate' }).click();
    await page.getByText('Fuso orario IANA: Europe/Rome').first().waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: /^Latitudine/ }).inputValue()).toMatch(/^41,8/);

    await choosePlace(page, 'Milano', 'Milano (MI)');
    await submitButton(page).click(); // waits while the button is blocked
    await page.getByRole('table', { name: 'Pianeti' }).waitFor();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.latitude).toBeCloseTo(45.46427, 4);
    expect(sent[0]!.longitude).toBeCloseTo(9.18951, 4);
    await expect.poll(() => chartHeader(page).textContent()).toContain('Milano (MI), Lombardia, Italia');
    await expect.poll(() => chartHeader(page).textContent()).toContain('45°27′ N, 9°11′ E');
    expect(t.errors).toEqual([]);
  });

  test('resolved for 15/07/1975 (UTC+2), the date changed to 15/01/1975: the offset used is +1', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    const sent = chartRequests(page);
    await page.goto('/');
    await fillBirthForm(page, { date: '15/07/1975', latitude: '', longitude: '', transitStart: ROMA.transitStart, transitEnd: ROMA.transitEnd });
    await choosePlace(page, 'Roma', 'Roma (RM)');
    await page.getByRole('button', { name: 'Ottieni Coordinate' }).click();
    await page.getByText('Ora legale: sì').waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: /^Fuso orario/ }).inputValue()).toBe('2');

    const date = page.getByRole('textbox', { name: 'Data di nascita' });
    await date.fill('15/01/1975');
    await page.keyboard.press('Escape');
    await submitButton(page).click();
    await page.getByRole('table', { name: 'Pianeti' }).waitFor();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ datetime: '1975-01-15T12:00:00', timezone: 1 });
    await expect.poll(() => chartHeader(page).textContent()).toContain('15/01/1975 alle 12:00 (UTC+1)');
    await expect.poll(() => chartHeader(page).textContent()).toContain('15/01/1975, 11:00:00 UT');
    expect(t.errors).toEqual([]);
  });

  test('pasting 41.9028, 12.4964 into Latitudine fills both fields', async () => {
    const t = await openPage({ returning: true, clipboard: true });
    const { page } = t;
    await page.goto('/');
    const latitude = page.getByRole('textbox', { name: /^Latitudine/ });
    await latitude.waitFor();
    await page.evaluate(() => navigator.clipboard.writeText('41.9028, 12.4964'));
    await latitude.focus();
    await page.keyboard.press('ControlOrMeta+v');
    await expect.poll(() => latitude.inputValue()).toBe('41,9028');
    await expect.poll(() => page.getByRole('textbox', { name: /^Longitudine/ }).inputValue()).toBe('12,4964');
    expect(t.errors).toEqual([]);
  });

  test('a latitude of 95 is named under its field, in plain Italian, and nothing is asked of the server', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    const sent = chartRequests(page);
    await page.goto('/');
    await fillBirthForm(page, { ...ROMA, latitude: '95' });
    await submitButton(page).click();
    const message = page.getByText('La latitudine va da -90 a 90 gradi.');
    await message.waitFor();
    // Under the field it is about: the latitude input is described by it, and has the focus.
    const latitude = page.getByRole('textbox', { name: /^Latitudine/ });
    await expect.poll(() => latitude.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => latitude.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.waitForTimeout(300);
    expect(sent).toEqual([]);
    await expect.poll(() => page.getByText(/«latitude»/).count()).toBe(0);
    expect(t.errors).toEqual([]);
  });

  test('the wheel downloads as a standalone SVG with its glyph font inside', async () => {
    const t = await openPage({ returning: true, acceptDownloads: true });
    const { page } = t;
    await page.goto('/');
    await fillBirthForm(page, ROMA);
    await submitButton(page).click();
    await page.getByRole('img', { name: /Carta del tema natale/ }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Scarica la ruota (SVG)' }).click()]);
    expect(download.suggestedFilename()).toBe('tema-natale-1990-01-01.svg');
    const svg = await downloadedText(download);
    expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg')).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('<title');
    expect(svg).toContain('Carta del tema natale');
    expect(svg.match(/@font-face\{font-family:'Astrolabio Simboli';src:url\(data:font\/woff2;base64,/g)).toHaveLength(3);
    expect(svg).toContain('♑'); // the sign glyphs, drawn with that font
    expect(svg).toContain('10°'); // the Sun's degree beside its glyph

    const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Scarica la ruota (PNG)' }).click()]);
    expect(png.suggestedFilename()).toBe('tema-natale-1990-01-01.png');
    expect(t.errors).toEqual([]);
  });

  test('on a 375-px phone the birth date and time are on the first screen; the profile block folds its other actions away', async () => {
    const t = await openPage({ returning: true, width: 375, height: 667 });
    const { page } = t;
    await page.goto('/');
    const date = page.getByRole('textbox', { name: 'Data di nascita' });
    await date.waitFor();
    const box = async (locator: Locator) => (await locator.boundingBox())!;
    const bottom = async (locator: Locator) => { const b = await box(locator); return b.y + b.height; };
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => bottom(date), { message: 'date field' }).toBeLessThanOrEqual(667);
    // The birth time under it too (before, the profile block pushed the time boxes off the screen).
    await expect.poll(() => bottom(page.getByRole('textbox', { name: 'Ora di nascita, ore' })), { message: 'hours box' }).toBeLessThanOrEqual(667);
    // The block is still first, with its saved profiles at hand; the rest opens on request.
    await expect.poll(async () => (await box(page.getByRole('combobox', { name: 'Profilo salvato' }))).y < (await box(date)).y).toBe(true);
    await page.getByRole('button', { name: 'Salva profilo' }).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Salva, importa, esporta…' }).click();
    await page.getByRole('button', { name: 'Salva profilo' }).waitFor();
    await page.getByRole('textbox', { name: 'Nome del profilo' }).waitFor();
    expect(t.errors).toEqual([]);
  });

  test('on a 375-px phone the calendar opens below the date field, or above it, never over it', async () => {
    const t = await openPage({ returning: true, width: 375, height: 667 });
    const { page } = t;
    await page.goto('/');
    const field = page.getByRole('textbox', { name: 'Data di nascita' });
    await field.waitFor();
    // The profile block opened in full, so that the page is long enough to bring the field low.
    await page.getByRole('button', { name: 'Salva, importa, esporta…' }).click();
    await page.getByRole('button', { name: 'Salva profilo' }).waitFor();
    const sides: string[] = [];
    // The field near the top of the screen, in the middle, near the bottom.
    for (const topPx of [80, 330, 580]) {
      const box = (await field.boundingBox())!;
      await page.evaluate((dy) => window.scrollBy(0, dy), box.y - topPx);
      await field.click();
      const dropdown = page.locator('.mantine-Popover-dropdown:visible');
      await dropdown.waitFor();
      // Read until the calendar has settled where it opens: below, above, or (a failure) over the field.
      const side = async () => {
        const [f, d] = [(await field.boundingBox())!, (await dropdown.boundingBox())!];
        if (d.y >= f.y + f.height) return 'below';
        return d.y + d.height <= f.y ? 'above' : `over: field ${f.y}..${f.y + f.height}, calendar ${d.y}..${d.y + d.height}`;
      };
      await expect.poll(side).toMatch(/^(below|above)$/);
      sides.push(await side());
      await page.keyboard.press('Escape');
      await dropdown.waitFor({ state: 'hidden' });
    }
    expect(sides).toEqual(['below', 'below', 'above']);
    expect(t.errors).toEqual([]);
  });
});
