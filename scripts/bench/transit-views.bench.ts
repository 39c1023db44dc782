/**
 * Tabella Transiti in a Chromium page on the running server (issue 13), for the bench's chart: the
 * time from the click that asks for a table to the table on screen, and the longest main-thread
 * task meanwhile (Long Tasks API). Without Luna: the click on the tab as soon as it shows (its
 * answer was asked for with the chart and may still be on its way); with Luna: the click on «Mostra
 * la Luna», a new call for all 13 bodies, checked and drawn. For a year and for ten years; against,
 * in the same run, the spec's way: 365 sequential POST /api/transiti-specifici from a page.
 * Targets: a year's table ≥ 10× sooner than the spec's way; ten years with no task over 200 ms.
 */
import type { AddressInfo } from 'node:net';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism as availableCores, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { datesInPeriod } from '@astrolabio/core';
import { buildApp } from '../../apps/server/src/app.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test-support/chromium.ts';
import { BIRTH } from './inputs.ts';
import { fmt, median } from './timing.ts';
import type { BenchRow } from './types.ts';

export const title = 'Tabella Transiti nel browser (issue 13): dal clic alla tabella, task più lungo, contro 365 transiti-specifici';

const root = fileURLToPath(new URL('../../', import.meta.url));
const webDistDir = join(root, 'apps/web/dist');
const ROUNDS = 3;
export const YEAR = { start: '01/01/2025', end: '31/12/2025', startDate: '2025-01-01', endDate: '2025-12-31' };
export const DECADE = { start: '01/01/2025', end: '31/12/2034', startDate: '2025-01-01', endDate: '2034-12-31' };
/** The targets. */
const TARGET = { yearFactor: 10, longestTaskMs: 200 };

export interface Timed {
  /** From the click to the table drawn (two animation frames after the rows appear), ms. */
  ms: number;
  /** When the last answer of POST /api/transiti had come, from the click (negative: before it), ms. */
  answerMs: number | null;
  /** The longest main-thread task in that time, ms (0 when none passed 50 ms). */
  longestTaskMs: number;
}

/**
 * Runs in the page (a string: tsx's compiled functions refer to a helper the page lacks). Clicks
 * `selector`'s element and waits until the transits grid is drawn with a row count other than
 * `previousRows`, then two frames (painted). Long tasks are observed from before the click.
 */
const TIME_CLICK = `async ({ selector, previousRows }) => {
  const tasks = [];
  const observer = new PerformanceObserver((list) => { for (const e of list.getEntries()) tasks.push(e); });
  observer.observe({ type: 'longtask' });
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  const grid = () => document.querySelector('[role=table][aria-label="Tabella dei transiti"]');
  const drawn = () => {
    const g = grid();
    if (!g || document.querySelector('.tt-panel [role=status]')) return false;
    if (g.getAttribute('aria-rowcount') === String(previousRows)) return false;
    return [...g.querySelectorAll('path[data-layer]')].some((p) => p.getAttribute('d'));
  };
  const target = document.querySelector(selector);
  const t0 = performance.now();
  target.click();
  while (!drawn()) await frame();
  await frame();
  await frame();
  const ms = performance.now() - t0;
  observer.disconnect();
  const longest = tasks.filter((e) => e.startTime >= t0 - 1).reduce((m, e) => Math.max(m, e.duration), 0);
  const calls = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === '/api/transiti');
  const answerMs = calls.length ? calls[calls.length - 1].responseEnd - t0 : null;
  return { ms, longestTaskMs: longest, rows: Number(grid().getAttribute('aria-rowcount')), answerMs };
}`;

/** The spec's way from the same page: one POST /api/transiti-specifici per day, one after the other. */
const SPEC_WAY = `async ({ natalData, days }) => {
  const t0 = performance.now();
  for (const targetDate of days) {
    const res = await fetch('/api/transiti-specifici', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ targetDate, natalData }) });
    if (res.status !== 200) throw new Error('transiti-specifici: ' + res.status);
    await res.json();
  }
  return performance.now() - t0;
}`;

export async function timeClick(page: Page, selector: string, previousRows: number): Promise<Timed & { rows: number }> {
  return (await page.evaluate(`(${TIME_CLICK})(${JSON.stringify({ selector, previousRows })})`)) as Timed & { rows: number };
}

/** Computes the chart with a transit period through the form, as a user does. */
export async function computeChart(page: Page, period: { start: string; end: string }): Promise<void> {
  await page.getByRole('textbox', { name: /^Latitudine/ }).fill(String(BIRTH.latitude).replace('.', ','));
  await page.getByRole('textbox', { name: /^Longitudine/ }).fill(String(BIRTH.longitude).replace('.', ','));
  await page.getByRole('textbox', { name: 'Inizio periodo transiti' }).fill(period.start);
  await page.getByRole('textbox', { name: 'Fine periodo transiti' }).fill(period.end);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Calcola Tema Natale Completo' }).click();
  await page.getByRole('tab', { name: 'Tabella Transiti' }).waitFor({ timeout: 60_000 });
}

/**
 * Waits in the page until the prefetched POST /api/transiti has been answered, then for the page
 * to be idle (two idle callbacks): the tab is then clicked with its answer in hand (issue 23).
 */
export const ANSWER_IN_HAND = `async () => {
  const answered = () => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === '/api/transiti' && e.responseEnd > 0);
  while (!answered()) await new Promise((r) => setTimeout(r, 20));
  for (let i = 0; i < 2; i++) await new Promise((r) => requestIdleCallback(() => r(), { timeout: 2000 }));
}`;

/**
 * One round for a period: a fresh page (no stored filters), the tab without Luna, then Luna. The tab
 * is clicked as soon as it shows, or with `answerInHand` once the prefetched answer has come and the page is idle.
 */
export async function round(origin: string, period: { start: string; end: string }, options: { answerInHand?: boolean } = {}): Promise<{ withoutMoon: Timed; withMoon: Timed; specMs?: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 }, locale: 'it-IT', timezoneId: 'Europe/Rome' });
    context.setDefaultTimeout(120_000);
    const page = await context.newPage();
    await page.goto('/');
    // Through the welcome gate, as a first visit (its thanks last two seconds).
    await page.getByRole('button', { name: 'Entra nell’app' }).click();
    await computeChart(page, period);
    await page.getByRole('tab', { name: 'Tabella Transiti' }).evaluate((el) => el.setAttribute('data-bench', 'tab'));
    if (options.answerInHand) await page.evaluate(`(${ANSWER_IN_HAND})()`);
    const withoutMoon = await timeClick(page, '[data-bench=tab]', -1);
    await page.getByRole('button', { name: 'Mostra la Luna' }).evaluate((el) => el.setAttribute('data-bench', 'moon'));
    const withMoon = await timeClick(page, '[data-bench=moon]', withoutMoon.rows);
    return { withoutMoon, withMoon };
  } finally {
    await browser.close();
  }
}

async function specWay(origin: string, natalData: unknown): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/api/health`);
    const days = datesInPeriod(YEAR.startDate, YEAR.endDate);
    return (await page.evaluate(`(${SPEC_WAY})(${JSON.stringify({ natalData, days })})`)) as number;
  } finally {
    await browser.close();
  }
}

export async function run(): Promise<BenchRow[]> {
  if (!existsSync(CHROMIUM_PATH)) return [{ label: 'Tabella Transiti in Chromium', value: `not measured: no Chromium at ${CHROMIUM_PATH}` }];
  execFileSync('npm', ['run', 'build', '-w', '@astrolabio/web'], { cwd: root, stdio: 'ignore' });
  const dataDir = mkdtempSync(join(tmpdir(), 'astrolabio-bench-'));
  const app = await buildApp({ webDistDir, site: { subscribersDbPath: join(dataDir, 'iscritti.sqlite') } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const natalData = await (await fetch(`${origin}/api/tema-natale`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BIRTH) })).json();
    const loadBefore = loadavg()[0]!;
    const year = [];
    const decade = [];
    const spec = [];
    // Rounds alternate the ways, so that a busy moment of the shared machine weighs on all alike.
    for (let r = 0; r < ROUNDS; r++) {
      year.push(await round(origin, YEAR));
      spec.push(await specWay(origin, natalData));
      decade.push(await round(origin, DECADE));
    }
    const ms = (x: number) => `${fmt(x)} ms`;
    const cell = (runs: Timed[]) => `${ms(median(runs.map((t) => t.ms)))} (runs: ${runs.map((t) => fmt(t.ms)).join(', ')}; answer at ${runs.map((t) => (t.answerMs === null ? '?' : fmt(t.answerMs))).join(', ')} ms); longest task ${ms(Math.max(...runs.map((t) => t.longestTaskMs)))}`;
    const yearMs = median(year.map((y) => y.withoutMoon.ms));
    const yearMoonMs = median(year.map((y) => y.withMoon.ms));
    const specMs = median(spec);
    const decadeLongest = Math.max(...decade.flatMap((d) => [d.withoutMoon.longestTaskMs, d.withMoon.longestTaskMs]));
    return [
      { label: `a year (${YEAR.startDate} … ${YEAR.endDate}), 12 bodies without Luna: click on the tab as it shows → table (median of ${ROUNDS})`, value: cell(year.map((y) => y.withoutMoon)) },
      { label: '  the same year, click on «Mostra la Luna» → table with Luna (a new call)', value: cell(year.map((y) => y.withMoon)) },
      { label: `ten years (${DECADE.startDate} … ${DECADE.endDate}) without Luna: click on the tab as it shows → table`, value: cell(decade.map((d) => d.withoutMoon)) },
      { label: '  the same ten years, click on «Mostra la Luna» → table with Luna (a new call)', value: cell(decade.map((d) => d.withMoon)) },
      { label: `the spec's way from a page: 365 sequential POST /api/transiti-specifici (median of ${ROUNDS})`, value: `${ms(specMs)} (runs: ${spec.map((x) => fmt(x)).join(', ')})` },
      { label: `spec's way / a year's table (target ≥ ${TARGET.yearFactor})`, value: `×${fmt(specMs / yearMs, 1)} (tab); ×${fmt(specMs / yearMoonMs, 1)} (Luna's call, all 13 bodies like the spec's way)` },
      { label: `longest task over the ten years' runs (target ≤ ${TARGET.longestTaskMs} ms)`, value: ms(decadeLongest) },
      // The machine is shared: every figure above stretches with its load.
      { label: 'load average (1 min) before / after', value: `${fmt(loadBefore, 1)} / ${fmt(loadavg()[0]!, 1)} on ${availableCores()} cores` },
    ];
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
