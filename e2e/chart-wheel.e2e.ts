/**
 * The chart wheel in a real browser (issue 21): for three charts with stelliums no two of the wheel's
 * texts (sign glyphs, house numbers, bodies' glyphs and places, the axes' names and degrees) overlap,
 * as Chromium measures them; every text is inside the drawing (AC never cut); each body's place
 * reads «4°♑37′» on both halves; the Ascendant's and Medio Coeli's degrees are written at their
 * axes; the downloaded SVG says whose chart it is under the wheel.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { downloadedText, fillBirthForm, ROMA, setupPages } from './browser.ts';

const SCREENSHOTS = fileURLToPath(new URL('../test-results/', import.meta.url));
const openPage = setupPages();

/** Rome at noon: five bodies in Capricorn (1990), seven in Aquarius (1962), six in Taurus (2000). */
const CROWDED = [
  { name: 'Capricorno 1990', date: '01/01/1990' },
  { name: 'Acquario 1962', date: '04/02/1962' },
  { name: 'Toro 2000', date: '05/05/2000' },
];

const wheel = (page: Page) => page.getByRole('img', { name: /Carta del tema natale/ });

async function computeChart(page: Page, date: string) {
  await page.goto('/');
  await fillBirthForm(page, { ...ROMA, date, hours: '12', minutes: '00' });
  await page.getByRole('button', { name: 'Calcola Tema Natale Completo' }).click();
  await wheel(page).waitFor();
  await page.evaluate(() => document.fonts.ready);
}

interface Rect { text: string; left: number; top: number; right: number; bottom: number }

/** Every text of the wheel with its box on screen (getBoundingClientRect: the glyphs as drawn). */
async function wheelTexts(page: Page): Promise<{ texts: Rect[]; frame: Rect }> {
  return wheel(page).evaluate((svg) => {
    const box = (el: Element, text: string) => {
      const r = el.getBoundingClientRect();
      return { text, left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    return {
      texts: [...svg.querySelectorAll('text')].map((t) => box(t, t.textContent ?? '')),
      frame: box(svg, 'svg'),
    };
  });
}

/** Pairs whose boxes share more than 0.5 px on both axes. */
function overlaps(texts: readonly Rect[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      const a = texts[i]!;
      const b = texts[j]!;
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 0.5 && y > 0.5) out.push(`«${a.text}» × «${b.text}» (${x.toFixed(1)} × ${y.toFixed(1)} px)`);
    }
  }
  return out;
}

describe('the chart wheel\'s labels', () => {
  test.each(CROWDED)('$name: no two texts of the wheel overlap, all inside the drawing, places read «4°♑37′»', async ({ date }) => {
    const t = await openPage({ returning: true, width: 1280, height: 1000 });
    const { page } = t;
    await computeChart(page, date);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await wheel(page).screenshot({ path: `${SCREENSHOTS}wheel-${date.replaceAll('/', '-')}-1280.png` });
    const { texts, frame } = await wheelTexts(page);
    if (process.env.WHEEL_DEBUG) console.log(frame, texts.map((r) => `${r.text} ${(r.right - r.left).toFixed(1)}×${(r.bottom - r.top).toFixed(1)}`).join('\n'));
    expect(texts.length).toBeGreaterThan(12 + 12 + 14 * 2);
    expect(overlaps(texts)).toEqual([]);
    for (const r of texts) {
      expect(r.left, r.text).toBeGreaterThanOrEqual(frame.left);
      expect(r.right, r.text).toBeLessThanOrEqual(frame.right);
      expect(r.top, r.text).toBeGreaterThanOrEqual(frame.top);
      expect(r.bottom, r.text).toBeLessThanOrEqual(frame.bottom);
    }
    // Each body's place in one reading order: degrees, the sign's glyph, minutes.
    const positions = async () => (await wheel(page).locator('[data-body] text[data-wheel-label]').allTextContents()).filter((p) => /\d/.test(p));
    await expect.poll(positions).toEqual(Array(14).fill(expect.stringMatching(/^\d{1,2}°[\u2648-\u2653]\uFE0E\d\d′$/)));
    // The axes are named with their degree.
    for (const axis of ['AC', 'MC']) {
      await expect.poll(() => wheel(page).locator(`[data-wheel-axis="${axis}"] text`).allTextContents()).toEqual([axis, expect.stringMatching(/^\d{1,2}°[\u2648-\u2653]\uFE0E\d\d′$/)]);
    }
    expect(t.errors).toEqual([]);
  });

  test('on a 375-px phone the wheel\'s texts stay inside it and apart (AC at the left edge)', async () => {
    const t = await openPage({ returning: true, width: 375, height: 800 });
    const { page } = t;
    await computeChart(page, '01/01/1990');
    const { texts, frame } = await wheelTexts(page);
    expect(overlaps(texts)).toEqual([]);
    const ac = texts.find((r) => r.text === 'AC')!;
    expect(ac.left).toBeGreaterThanOrEqual(frame.left);
    expect(frame.right).toBeLessThanOrEqual(375);
    await wheel(page).screenshot({ path: `${SCREENSHOTS}wheel-01-01-1990-375.png` });
    expect(t.errors).toEqual([]);
  });

  test('the downloaded SVG carries the birth data under the wheel', async () => {
    const t = await openPage({ returning: true, acceptDownloads: true });
    const { page } = t;
    await computeChart(page, '01/01/1990');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Scarica la ruota (SVG)' }).click()]);
    const svg = await downloadedText(download);
    const captions = [...svg.matchAll(/<text[^>]*data-wheel-caption[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(captions[0]).toBe('Tema natale');
    expect(captions.join(' ')).toContain('Nascita: 01/01/1990 alle 12:00');
    expect(captions.join(' ')).toContain('Coordinate: 41°54′ N, 12°29′ E');
    expect(captions.join(' ')).toContain('Tempo universale');
    // The caption is below the wheel's drawing: the file is taller than it is wide.
    const [, , width, height] = /viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg)!.slice(1).map(Number) as [number, number, number, number];
    expect(height).toBeGreaterThan(width);
    expect(t.errors).toEqual([]);
  });
});
