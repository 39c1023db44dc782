/**
 * «Opzioni di calcolo» (issue 25, decision 0054) against the real server: Quinconce chosen shows
 * in the natal «Aspetti» and in Tabella Transiti's timeline; a wider transit orb lengthens the
 * periods; a profile saved with non-default settings (Lilith osculatrice, Quinconce) brings them
 * back into the options and the chart header.
 * Roma, 1 January 1990 12:00; transits January – March 2025.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { chartHeader, fillBirthForm, ROMA, setupPages, submitButton, waitForToast } from './browser.ts';

const SCREENSHOTS = fileURLToPath(new URL('../test-results/', import.meta.url));
const openPage = setupPages();

const openOptions = (page: Page) => page.getByRole('button', { name: 'Opzioni di calcolo' }).click();
const orbInput = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** How far the orb table reaches past the right edge of the options' panel, px (≤ 0: it fits). */
async function orbTableOverflowPx(page: Page): Promise<number> {
  const table = page.getByRole('table', { name: 'Orbite (gradi)' });
  return table.evaluate((el) => {
    const panel = el.closest('.mantine-Accordion-panel')!;
    return el.getBoundingClientRect().right - panel.getBoundingClientRect().right;
  });
}

/**
 * The blank at the bottom of the «Profili» box, px: from the lowest drawn thing inside it to its
 * bottom edge, less its own padding and border (0: the box ends where its content does).
 */
async function profilesBoxBlankPx(page: Page): Promise<number> {
  return page.getByRole('group', { name: 'Profili' }).evaluate((box) => {
    const style = getComputedStyle(box);
    const drawn = [...box.querySelectorAll('*')].map((e) => e.getBoundingClientRect()).filter((r) => r.height > 0 && r.width > 0);
    const contentBottom = Math.max(...drawn.map((r) => r.bottom));
    return box.getBoundingClientRect().bottom - contentBottom - parseFloat(style.paddingBottom) - parseFloat(style.borderBottomWidth);
  });
}

async function computeChart(page: Page) {
  await submitButton(page).click();
  await page.getByRole('table', { name: 'Pianeti' }).waitFor();
}

/** Tabella Transiti in its timeline view. */
async function openTimeline(page: Page) {
  await page.getByRole('tab', { name: 'Tabella Transiti' }).click();
  // The transits computed and drawn: over the default 10 s when the machine is loaded.
  await page.getByRole('table', { name: 'Tabella dei transiti' }).waitFor({ timeout: 20_000 });
  await page.getByText('Timeline', { exact: true }).click();
  await page.getByRole('table', { name: 'Timeline dei transiti' }).waitFor();
}

/** The (virtualised) timeline's row headers, top to bottom: scrolled through, each drawn row's text once. */
async function timelineRowHeaders(page: Page): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  const box = page.locator('.tt-scroll').first();
  const height = await box.evaluate((b) => b.scrollHeight);
  for (let top = 0; top <= height; top += 300) {
    await box.evaluate((b, y) => b.scrollTo({ top: y }), top);
    await page.waitForTimeout(50);
    const rows = await page.locator('[data-row]').evaluateAll((els) =>
      els.map((e) => [e.getAttribute('data-row') ?? '', e.querySelector('[role="rowheader"]')?.textContent ?? ''] as const));
    for (const [key, text] of rows) seen.set(key, text);
  }
  return seen;
}

const MONTHS_IT = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];
/** «3 marzo 2025» (and «1º febbraio 2025») → 2025-03-03 as a UTC day number. */
function dayOf(longDate: string): number {
  const m = /^(\d{1,2})º? (\p{L}+) (\d{4})$/u.exec(longDate.trim());
  if (!m) throw new Error(`data non leggibile: ${longDate}`);
  const month = MONTHS_IT.indexOf(m[2]!);
  if (month < 0) throw new Error(`mese non leggibile: ${longDate}`);
  return Date.UTC(Number(m[3]), month, Number(m[1])) / 86_400_000;
}

interface PlainPeriod { aspect: string; fromDay: number; toDay: number; points: string; text: string }

/** One planet's periods as the timeline's plain table («Elenco dei periodi») lists them. */
async function plainPeriods(page: Page, planet: string): Promise<PlainPeriod[]> {
  const control = page.getByRole('button', { name: 'Elenco dei periodi (tabella semplice)' });
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  await page.getByRole('combobox', { name: 'Pianeta' }).selectOption({ label: planet });
  const table = page.getByRole('table', { name: `Periodi dei transiti di ${planet}` });
  await table.waitFor();
  const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent ?? '')));
  return rows.map(([aspect = '', from = '', to = '', points = '']) => ({ aspect, fromDay: dayOf(from), toDay: dayOf(to), points, text: `${aspect} ${from} – ${to} ${points}` }));
}

describe('calculation settings (issue 25)', () => {
  test('Quinconce chosen: in the natal «Aspetti» and as a row of Tabella Transiti\'s timeline', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    await page.goto('/');
    await fillBirthForm(page, ROMA);
    await openOptions(page);
    const quincunx = page.getByRole('checkbox', { name: 'Quinconce' });
    await expect.poll(() => quincunx.isChecked()).toBe(false);
    await quincunx.check();
    // Its orbs join the table, with the decision's defaults: natal 3° (4° with Sole or Luna), transits 3°.
    await expect.poll(() => orbInput(page, 'Orbita Quinconce: Tema natale').inputValue()).toBe('3');
    await expect.poll(() => orbInput(page, 'Orbita Quinconce: Transiti').inputValue()).toBe('3');
    await computeChart(page);
    await expect.poll(() => chartHeader(page).textContent()).toContain('Quinconce');

    await page.getByRole('tab', { name: 'Aspetti' }).click();
    const natal = page.getByRole('table', { name: 'Aspetti', exact: true });
    await natal.waitFor();
    await expect.poll(() => natal.locator('tbody tr td:nth-child(2)').allTextContents()).toContain('Quinconce');

    await openTimeline(page);
    const rows = await timelineRowHeaders(page);
    const quincunxRows = [...rows].filter(([key]) => key.endsWith('-quincunx'));
    expect(quincunxRows.length, [...rows.keys()].join(', ')).toBeGreaterThan(0);
    for (const [, text] of quincunxRows) expect(text).toContain('Quinconce');
    expect(t.errors).toEqual([]);
  }, 90_000);

  test('the transit orb of Quadratura from 3° to 6°: Mercurio\'s square periods start earlier or end later', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    await page.goto('/');
    await fillBirthForm(page, ROMA);
    await computeChart(page);
    await openTimeline(page);
    const before = (await plainPeriods(page, 'Mercurio')).filter((p) => p.aspect === 'Quadratura');
    expect(before.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Modifica i dati di nascita' }).click();
    await openOptions(page);
    const orb = orbInput(page, 'Orbita Quadratura: Transiti');
    await expect.poll(() => orb.inputValue()).toBe('3');
    await orb.fill('6');
    await orb.blur();
    await expect.poll(() => orb.inputValue()).toBe('6');
    const restore = page.getByRole('button', { name: 'Ripristina le orbite predefinite' });
    await expect.poll(() => restore.isEnabled()).toBe(true);
    await computeChart(page);
    await openTimeline(page);
    const after = (await plainPeriods(page, 'Mercurio')).filter((p) => p.aspect === 'Quadratura');
    // Tabella Transiti's header names the orbs that are not the defaults; its legend, the widest one.
    await expect.poll(() => page.getByText(/^Orbite dei transiti: /).textContent()).toContain('Quadratura 6° (Sole/Luna 3°)');
    await page.getByText('Tabella', { exact: true }).click();
    await page.getByText('in orbita (≤ 6°)').waitFor();

    const list = (ps: PlainPeriod[]) => ps.map((p) => p.text).join('\n');
    // Every period of the 3° orb lies inside one of the 6° orb; at least one of them grew.
    for (const old of before) {
      expect(after.some((p) => p.fromDay <= old.fromDay && p.toDay >= old.toDay), `${old.text}\n— dopo:\n${list(after)}`).toBe(true);
    }
    const grew = before.some((old) => after.some((p) => p.fromDay <= old.fromDay && p.toDay >= old.toDay && (p.fromDay < old.fromDay || p.toDay > old.toDay)));
    expect(grew, `prima:\n${list(before)}\ndopo:\n${list(after)}`).toBe(true);

    // «Ripristina le orbite predefinite» brings the 3° back, and the periods with it.
    await page.getByRole('button', { name: 'Modifica i dati di nascita' }).click();
    await restore.click();
    await expect.poll(() => orb.inputValue()).toBe('3');
    await expect.poll(() => restore.isEnabled()).toBe(false);
    await computeChart(page);
    await openTimeline(page);
    const restored = (await plainPeriods(page, 'Mercurio')).filter((p) => p.aspect === 'Quadratura');
    expect(list(restored)).toBe(list(before));
    await expect.poll(() => page.getByText(/^Orbite dei transiti: /).count()).toBe(0);
    expect(t.errors).toEqual([]);
  }, 120_000);

  test('a profile saved with Lilith osculatrice and Quinconce: cleared, loaded back, the options and the chart header have them', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    await page.goto('/');
    await fillBirthForm(page, { ...ROMA, timezone: '1' });
    await openOptions(page);
    const lilith = page.getByRole('combobox', { name: 'Lilith', exact: true });
    await expect.poll(() => lilith.inputValue()).toBe('Lilith media');
    await lilith.click();
    await page.getByRole('option', { name: 'Lilith vera (osculatrice)' }).click();
    await page.getByRole('checkbox', { name: 'Quinconce' }).check();
    await page.getByRole('textbox', { name: 'Nome del profilo' }).fill('Astrologa');
    await page.getByRole('button', { name: 'Salva profilo' }).click();
    await waitForToast(page, 'Profilo salvato con successo');

    await page.getByRole('button', { name: 'Svuota campi' }).click();
    await waitForToast(page, 'Campi svuotati correttamente');
    await expect.poll(() => page.getByRole('textbox', { name: /^Latitudine/ }).inputValue()).toBe('');
    // «Svuota campi» keeps the calculation options (birth-form-values.ts): set back by hand, so that only «Carica» can restore them.
    await expect.poll(() => lilith.inputValue()).toBe('Lilith vera (osculatrice)');
    await lilith.click();
    await page.getByRole('option', { name: 'Lilith media' }).click();
    await page.getByRole('checkbox', { name: 'Quinconce' }).uncheck();
    await expect.poll(() => lilith.inputValue()).toBe('Lilith media');

    await page.getByRole('combobox', { name: 'Profilo salvato' }).click();
    await page.getByRole('option', { name: 'Astrologa' }).click();
    await page.getByRole('button', { name: 'Carica' }).click();
    await waitForToast(page, 'Profilo caricato');
    await expect.poll(() => lilith.inputValue()).toBe('Lilith vera (osculatrice)');
    await expect.poll(() => page.getByRole('checkbox', { name: 'Quinconce' }).isChecked()).toBe(true);
    await expect.poll(() => page.getByRole('checkbox', { name: 'Congiunzione' }).isChecked()).toBe(true);

    await computeChart(page);
    await expect.poll(() => chartHeader(page).textContent()).toContain('Lilith vera (osculatrice)');
    await expect.poll(() => chartHeader(page).textContent()).toMatch(/Aspetti.*Quinconce/);
    expect(t.errors).toEqual([]);
  }, 60_000);

  test('at 1280 px the orb table fits its column with every minor aspect chosen; an orb of 12 stays typed, with the range and the orb in use beside it; the chart is computed', async () => {
    const t = await openPage({ returning: true, width: 1280, height: 800 });
    const { page } = t;
    await page.goto('/');
    await fillBirthForm(page, { ...ROMA, timezone: '1' });
    await openOptions(page);
    for (const name of ['Semisestile', 'Semiquadrato', 'Sesquiquadrato', 'Quinconce']) await page.getByRole('checkbox', { name }).check();
    const box = orbInput(page, 'Orbita Sesquiquadrato: Transiti');
    await box.scrollIntoViewIfNeeded();
    await expect.poll(() => orbTableOverflowPx(page), { message: 'the orb table is wider than its panel' }).toBeLessThanOrEqual(0);

    await box.fill('12');
    await box.press('Tab');
    await expect.poll(() => box.inputValue()).toBe('12');
    await expect.poll(() => box.getAttribute('aria-invalid')).toBe('true');
    const message = page.getByText('Da 0,01° a 10°; in uso 3°', { exact: true });
    await message.waitFor();
    // Beside its box: in the same table cell, under it.
    const placement = async () => {
      const [boxRect, messageRect] = [(await box.boundingBox())!, (await message.boundingBox())!];
      return { underPx: messageRect.y - (boxRect.y + boxRect.height - 1), leftOffsetPx: Math.abs(messageRect.x - boxRect.x) };
    };
    await expect.poll(async () => (await placement()).underPx).toBeGreaterThanOrEqual(0);
    await expect.poll(async () => (await placement()).leftOffsetPx).toBeLessThan(20);

    await computeChart(page);
    await expect.poll(() => chartHeader(page).textContent()).toMatch(/Sesquiquadrato/);
    expect(t.errors).toEqual([]);
  }, 60_000);

  test('at 375 px every orb box is on screen, the transit ones too: each aspect\'s name on a row above its four boxes (issue 34)', async () => {
    const t = await openPage({ returning: true, width: 375, height: 812 });
    const { page } = t;
    await page.goto('/');
    await openOptions(page);
    await page.getByRole('checkbox', { name: 'Sesquiquadrato' }).check();
    await expect.poll(() => orbTableOverflowPx(page)).toBeLessThanOrEqual(0);
    for (const aspect of ['Congiunzione', 'Sesquiquadrato', 'Opposizione']) {
      for (const column of ['Tema natale', 'Tema natale con Sole o Luna', 'Transiti', 'Transiti con Sole o Luna']) {
        const box = orbInput(page, `Orbita ${aspect}: ${column}`);
        await box.scrollIntoViewIfNeeded();
        const rect = (await box.boundingBox())!;
        expect(rect.x, `${aspect}: ${column}`).toBeGreaterThanOrEqual(0);
        expect(rect.x + rect.width, `${aspect}: ${column}`).toBeLessThanOrEqual(375);
      }
    }
    // Nothing of the page scrolls sideways either.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.getByRole('table', { name: 'Orbite (gradi)' }).screenshot({ path: `${SCREENSHOTS}orb-table-375.png` });
    expect(t.errors).toEqual([]);
  });

  test('with «Opzioni di calcolo» open the «Profili» box ends where its content does, at 1280 and 375 px (issue 34: 230 px of blank were reported)', async () => {
    const t = await openPage({ returning: true });
    const { page } = t;
    await page.goto('/');
    await openOptions(page);
    await page.getByRole('table', { name: 'Orbite (gradi)' }).waitFor();
    mkdirSync(SCREENSHOTS, { recursive: true });
    for (const [width, height] of [[1280, 900], [375, 812]] as const) {
      await page.setViewportSize({ width, height });
      await expect.poll(() => profilesBoxBlankPx(page), { message: `${width} px` }).toBeLessThanOrEqual(2);
      await page.getByRole('group', { name: 'Profili' }).screenshot({ path: `${SCREENSHOTS}profiles-box-options-open-${width}.png` });
    }
    expect(t.errors).toEqual([]);
  });
});
