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
import { choosePlace, downloadedBytes, downloadedText, fillBirthForm, ROMA, setupPages } from './browser.ts';

const SCREENSHOTS = fileURLToPath(new URL('../test-results/', import.meta.url));
const openPage = setupPages();

/** Rome at noon: five bodies in Capricorn (1990), seven in Aquarius (1962), six in Taurus (2000). */
const CROWDED = [
  { name: 'Capricorno 1990', date: '01/01/1990' },
  { name: 'Acquario 1962', date: '04/02/1962' },
  { name: 'Toro 2000', date: '05/05/2000' },
];

const wheel = (page: Page) => page.getByRole('img', { name: /Carta del tema natale/ });

async function computeChart(page: Page, date: string, hours = '12', minutes = '00') {
  await page.goto('/');
  await fillBirthForm(page, { ...ROMA, date, hours, minutes });
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

/** The bodies' glyphs and places that a heavy axis line (AC/DC, MC/IC) passes through, as Chromium draws them. */
async function textsOnAxisLines(page: Page): Promise<string[]> {
  return wheel(page).evaluate((svg) => {
    const hits: string[] = [];
    const lines = [...svg.querySelectorAll('line[data-axis-line]')].map((l) => {
      // The line's ends on screen: its user coordinates through the drawing's transform.
      const m = (l as SVGGraphicsElement).getScreenCTM()!;
      const at = (x: string, y: string) => new DOMPoint(Number(l.getAttribute(x)), Number(l.getAttribute(y))).matrixTransform(m);
      return [at('x1', 'y1'), at('x2', 'y2')] as const;
    });
    for (const text of svg.querySelectorAll('[data-body] text')) {
      const r = text.getBoundingClientRect();
      for (const [a, b] of lines) {
        // Does the segment a–b pass through the rectangle? Sample it finely (a line 1.6 px wide).
        for (let k = 0; k <= 400; k++) {
          const x = a.x + ((b.x - a.x) * k) / 400;
          const y = a.y + ((b.y - a.y) * k) / 400;
          if (x > r.left && x < r.right && y > r.top && y < r.bottom) {
            hits.push(`«${text.textContent}» on the line from ${a.x.toFixed(0)},${a.y.toFixed(0)}`);
            break;
          }
        }
      }
    }
    return hits;
  });
}

/** The bodies' places' font size as drawn on screen, px (the drawing's size times its scale). */
async function placeFontOnScreenPx(page: Page): Promise<number[]> {
  return wheel(page).evaluate((svg) => {
    const scale = svg.getBoundingClientRect().width / (svg as unknown as SVGSVGElement).viewBox.baseVal.width;
    return [...svg.querySelectorAll('text[data-body-place]')].map((t) => Number(t.getAttribute('font-size')) * scale);
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
    // The places written larger in the drawing: on screen nearly as large as on a wide screen (9 px).
    await expect.poll(async () => Math.min(...(await placeFontOnScreenPx(page)))).toBeGreaterThanOrEqual(8.5);
    const { texts, frame } = await wheelTexts(page);
    expect(overlaps(texts)).toEqual([]);
    const ac = texts.find((r) => r.text === 'AC')!;
    expect(ac.left).toBeGreaterThanOrEqual(frame.left);
    expect(frame.right).toBeLessThanOrEqual(375);
    await wheel(page).screenshot({ path: `${SCREENSHOTS}wheel-01-01-1990-375.png` });
    expect(t.errors).toEqual([]);
  });

  test.each([1280, 375])('13/07/1985 14:30 Roma (issue 34) at %i px: no glyph or place on the AC/DC or MC/IC line, none touching a house number', async (width) => {
    const t = await openPage({ returning: true, width, height: 1000 });
    const { page } = t;
    // Roma through the place search, as the walk did (its zone: UTC+2, summer time).
    await page.goto('/');
    await fillBirthForm(page, { date: '13/07/1985', hours: '14', minutes: '30', latitude: '', longitude: '', transitStart: ROMA.transitStart, transitEnd: ROMA.transitEnd });
    await choosePlace(page, 'Roma', 'Roma (RM)');
    await page.getByRole('button', { name: 'Calcola Tema Natale Completo' }).click();
    await wheel(page).waitFor();
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => wheel(page).locator('[data-wheel-axis="AC"] text').last().textContent()).toBe('2°♏\uFE0E16′');
    await expect.poll(async () => Math.min(...(await placeFontOnScreenPx(page)))).toBeGreaterThanOrEqual(8.5);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await wheel(page).screenshot({ path: `${SCREENSHOTS}wheel-13-07-1985-${width}.png` });
    const { texts } = await wheelTexts(page);
    // Overlaps include the house numbers, which are texts of the wheel.
    expect(overlaps(texts)).toEqual([]);
    expect(await textsOnAxisLines(page)).toEqual([]);
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

  test('13/07/1985 Roma (issue 34): the downloaded SVG and PNG write the whole caption inside the picture, nothing cut at either edge', async () => {
    const t = await openPage({ returning: true, acceptDownloads: true });
    const { page } = t;
    await page.goto('/');
    await fillBirthForm(page, { date: '13/07/1985', hours: '14', minutes: '30', latitude: '', longitude: '', transitStart: ROMA.transitStart, transitEnd: ROMA.transitEnd });
    await choosePlace(page, 'Roma', 'Roma (RM)');
    await page.getByRole('button', { name: 'Calcola Tema Natale Completo' }).click();
    await wheel(page).waitFor();
    const [svgDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Scarica la ruota (SVG)' }).click()]);
    const svg = await downloadedText(svgDownload);
    const [pngDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Scarica la ruota (PNG)' }).click()]);
    const png = (await downloadedBytes(pngDownload)).toString('base64');

    expect(t.errors).toEqual([]);

    // The SVG drawn alone, in a page of its own (as a viewer would): each caption line's box inside the picture.
    const viewer = (await openPage()).page;
    await viewer.setContent(svg.replace(/^<\?xml[^>]*>\s*/, ''));
    const captionBoxes = await viewer.evaluate(() => {
      const root = document.querySelector('svg')!;
      const viewWidth = root.viewBox.baseVal.width;
      return [...root.querySelectorAll('text[data-wheel-caption]')].map((el) => {
        const b = (el as SVGTextElement).getBBox();
        return { text: el.textContent ?? '', left: b.x, right: viewWidth - (b.x + b.width) };
      });
    });
    expect(captionBoxes.length).toBeGreaterThan(5);
    expect(captionBoxes.map((c) => c.text).join(' ')).toContain('Orbite: Congiunzione 8°');
    for (const c of captionBoxes) {
      expect(c.left, c.text).toBeGreaterThan(0);
      expect(c.right, c.text).toBeGreaterThan(0);
    }

    // The PNG: under the wheel (the caption's band) its first and last columns of pixels are white.
    const edgeInk = await viewer.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      // The wheel is square: what lies below its width is the caption.
      const top = image.naturalWidth;
      const column = (x: number) => context.getImageData(x, top, 3, image.naturalHeight - top).data;
      const inked = (data: Uint8ClampedArray) => data.some((v, i) => i % 4 !== 3 && v < 200);
      return { left: inked(column(0)), right: inked(column(image.naturalWidth - 3)), height: image.naturalHeight - top };
    }, png);
    expect(edgeInk.height).toBeGreaterThan(100);
    expect(edgeInk).toMatchObject({ left: false, right: false });
  });
});
