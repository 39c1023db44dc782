/**
 * Issue 34, «Waits»: the waits a user feels after a click, in Chromium against a server as
 * `npm start` runs it, this checkout beside the one in BENCH_BASELINE_DIR (its web app built here)
 * in alternate rounds: «Calcola» to the transit tabs and to Tabella Transiti drawn, a year (target
 * ≤ 1 s); the first opening of the Rivoluzione Solare tab to its wheels drawn (≤ 1 s), beside the
 * server's own time for its answer; five years after «Calcola», and five years with every technique
 * layer from a link (≤ 2 s). Each round is a new visitor (a new browser context) with a birth a minute later,
 * so no answer is reused. `npm run bench waits`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test-support/chromium.ts';
import { BIRTH } from './inputs.ts';
import { baselineDir, REPO, startServerProcess, type ServerProcess } from './server-process.ts';
import { fmt, median } from './timing.ts';
import type { BenchRow } from './types.ts';

export const title = 'Issue 34, «Waits»: Calcola → schede dei transiti, prima apertura della Rivoluzione Solare, cinque anni con ogni livello — contro la base nella stessa esecuzione';

const ROUNDS = 3;
const TARGET_MS = { year: 1000, returnTab: 1000, fiveYears: 2000 };
const YEAR = { start: '01/01/2025', end: '31/12/2025' };
const FIVE_YEARS = { from: '2025-01-01', to: '2029-12-31', start: '01/01/2025', end: '31/12/2029' };
const EVERY_LAYER = 'progressions,directions,lunations';

/**
 * Runs in the page (a string: tsx's compiled functions refer to helpers the page lacks): predicates
 * on what is drawn. A transit table is drawn when its grid has painted paths and no loader; with
 * `layers`, when the technique layers' rows are there too and none is still loading; `other` is a
 * grid that must not count (the previous chart's).
 */
const DRAWN = `
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  const grid = () => document.querySelector('[role=table][aria-label="Tabella dei transiti"]');
  const tableDrawn = (layers, other) => {
    const g = grid();
    if (!g || g === other || !g.checkVisibility() || document.querySelector('.tt-panel [role=status]')) return false;
    if (![...g.querySelectorAll('path[data-layer]')].some((p) => p.getAttribute('d'))) return false;
    return !layers || document.querySelectorAll('.tt-panel li[data-layer]').length > 0;
  };
  const tab = (name) => [...document.querySelectorAll('[role=tab]')].find((t) => t.textContent.trim() === name);
  const settle = async () => { await frame(); await frame(); };
`;

/**
 * Clicks «Calcola», then Tabella Transiti whenever it shows unselected (the screen opens a new
 * chart on its first tab), until the new chart's table is drawn; when the tabs first showed (null
 * when the previous chart's were there).
 */
const CALCOLA = `async () => {
  ${DRAWN}
  const old = grid();
  const hadTabs = !!tab('Tabella Transiti');
  const t0 = performance.now();
  document.querySelector('[data-bench=calcola]').click();
  let tabsMs = null;
  let clickedAt = -Infinity;
  while (!tableDrawn(false, old)) {
    const t = tab('Tabella Transiti');
    if (t && !hadTabs && tabsMs === null) tabsMs = performance.now() - t0;
    if (t && t.getAttribute('aria-selected') !== 'true' && performance.now() - clickedAt > 100) {
      t.click();
      clickedAt = performance.now();
    }
    await frame();
  }
  await settle();
  return { tabsMs, tableMs: performance.now() - t0 };
}`;

/** Clicks the Rivoluzione Solare tab: until both wheels of the return are drawn; when its answer was asked and came, from the click. */
const RETURN_TAB = `async () => {
  ${DRAWN}
  const t0 = performance.now();
  tab('Rivoluzione Solare').click();
  const drawn = () => {
    const r = document.querySelector('[data-testid=solar-return-result]');
    return r && r.querySelectorAll('figure svg').length >= 2;
  };
  while (!drawn()) await frame();
  await settle();
  const ms = performance.now() - t0;
  const calls = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === '/api/rivoluzione-solare');
  const c = calls[0];
  return { ms, askedMs: c ? c.startTime - t0 : null, answeredMs: c ? c.responseEnd - t0 : null, serverMs: c ? c.responseEnd - c.requestStart : null };
}`;

/** Waits until the page is idle (two idle callbacks): the visitor's click after the page has settled. */
const IDLE = `async () => { for (let i = 0; i < 2; i++) await new Promise((r) => requestIdleCallback(() => r(), { timeout: 3000 })); }`;

/** Until the transit table with the layers' rows is drawn (a page opened on a link). */
const LINK_DRAWN = `async () => { ${DRAWN} while (!tableDrawn(true, null)) await frame(); await settle(); return performance.now(); }`;

interface Round {
  yearTabsMs: number | null;
  yearTableMs: number;
  returnTab: { ms: number; askedMs: number | null; answeredMs: number | null; serverMs: number | null } | null;
  fiveYearsTableMs: number;
  linkFiveYearsMs: number | null;
}

const minuteOf = (round: number) => String(10 + round).padStart(2, '0');

function linkOf(round: number): string {
  const coord = (x: number) => String(x);
  return `#v=1&date=1990-01-01&time=12:${minuteOf(round + 40)}&utc=${BIRTH.timezone}&lat=${coord(BIRTH.latitude)}&lon=${coord(BIRTH.longitude)}`
    + `&from=${FIVE_YEARS.from}&to=${FIVE_YEARS.to}&tab=tabella-transiti&layers=${EVERY_LAYER}`;
}

async function fillChart(page: Page, period: { start: string; end: string }, minute: string): Promise<void> {
  // A chart opened from a link shows the form folded.
  const unfold = page.getByRole('button', { name: 'Modifica i dati di nascita' });
  if (await unfold.isVisible()) await unfold.click();
  await page.getByRole('textbox', { name: /^Latitudine/ }).fill(String(BIRTH.latitude).replace('.', ','));
  await page.getByRole('textbox', { name: /^Longitudine/ }).fill(String(BIRTH.longitude).replace('.', ','));
  await page.getByRole('textbox', { name: 'Ora di nascita, minuti' }).fill(minute);
  await page.getByRole('textbox', { name: 'Inizio periodo transiti' }).fill(period.start);
  await page.getByRole('textbox', { name: 'Fine periodo transiti' }).fill(period.end);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Calcola Tema Natale Completo' }).evaluate((el) => el.setAttribute('data-bench', 'calcola'));
}

export async function oneRound(browser: Browser, origin: string, round: number): Promise<Round> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 }, locale: 'it-IT', timezoneId: 'Europe/Rome' });
  context.setDefaultTimeout(60_000);
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Entra nell’app' }).click();
    await fillChart(page, YEAR, minuteOf(round));
    const year = (await page.evaluate(`(${CALCOLA})()`)) as { tabsMs: number | null; tableMs: number };
    await page.evaluate(`(${IDLE})()`);
    const hasReturnTab = (await page.getByRole('tab', { name: 'Rivoluzione Solare' }).count()) > 0;
    const returnTab = hasReturnTab ? ((await page.evaluate(`(${RETURN_TAB})()`)) as Round['returnTab']) : null;
    // Five years: a new birth (a minute later) and period in the same form.
    await fillChart(page, FIVE_YEARS, minuteOf(round + 20));
    await page.evaluate(`(${IDLE})()`);
    const fiveYears = (await page.evaluate(`(${CALCOLA})()`)) as { tableMs: number };

    // Five years with every layer from a link, in a new page of the same visitor (the gate seen).
    let linkFiveYearsMs: number | null = null;
    try {
      const linked = await context.newPage();
      const t0 = Date.now();
      await linked.goto(`/${linkOf(round)}`);
      await linked.evaluate(`(${LINK_DRAWN})()`);
      linkFiveYearsMs = Date.now() - t0;
    } catch (error) {
      // A version without the technique layers: not measured.
      if (process.env.BENCH_DEBUG) console.error(error);
    }
    return { yearTabsMs: year.tabsMs, yearTableMs: year.tableMs, returnTab, fiveYearsTableMs: fiveYears.tableMs, linkFiveYearsMs };
  } finally {
    await context.close();
  }
}

const ms = (x: number) => `${fmt(x)} ms`;

function cell(values: readonly (number | null | undefined)[], target?: number): string {
  const measured = values.filter((v): v is number => typeof v === 'number');
  if (measured.length === 0) return 'not in this version';
  const m = median(measured);
  return `${ms(m)} (${measured.map((v) => fmt(v)).join(', ')})${target === undefined ? '' : m <= target ? ' ✓' : ' ✗'}`;
}

export async function run(): Promise<BenchRow[]> {
  if (!existsSync(CHROMIUM_PATH)) return [{ label: 'waits in Chromium', value: `not measured: no Chromium at ${CHROMIUM_PATH}` }];
  const base = baselineDir();
  const versions = [{ name: 'ora', dir: REPO }, ...(base ? [{ name: 'base', dir: base }] : [])];
  const loads = [loadavg()[0]!];
  for (const v of versions) execFileSync('npm', ['run', 'build', '-w', '@astrolabio/web'], { cwd: v.dir, stdio: 'ignore' });
  const servers = new Map<string, ServerProcess>();
  const rounds = new Map<string, Round[]>(versions.map((v) => [v.name, []]));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const v of versions) servers.set(v.name, await startServerProcess(join(v.dir)));
    // One round each first (the servers' workers and static files warmed alike), not counted.
    for (const v of versions) await oneRound(browser, servers.get(v.name)!.origin, -5);
    for (let r = 0; r < ROUNDS; r++) for (const v of versions) rounds.get(v.name)!.push(await oneRound(browser, servers.get(v.name)!.origin, r));
  } finally {
    await browser.close();
    for (const s of servers.values()) await s.stop();
  }
  loads.push(loadavg()[0]!);
  const rows: BenchRow[] = [];
  const each = (label: string, pick: (r: Round) => number | null | undefined, target?: number) => {
    for (const v of versions) rows.push({ label: `${label} — ${v.name}`, value: cell(rounds.get(v.name)!.map(pick), target) });
  };
  each(`a year: «Calcola» → the transit tabs shown (median of ${ROUNDS})`, (r) => r.yearTabsMs);
  each(`a year: «Calcola» → Tabella Transiti drawn, its tab clicked as it shows (target ≤ ${TARGET_MS.year} ms)`, (r) => r.yearTableMs, TARGET_MS.year);
  each(`Rivoluzione Solare, first opening: click → both wheels drawn (target ≤ ${TARGET_MS.returnTab} ms)`, (r) => r.returnTab?.ms, TARGET_MS.returnTab);
  each('  its POST /api/rivoluzione-solare asked, from the click (negative: before it)', (r) => r.returnTab?.askedMs);
  each('  its answer: request → response end (the server\'s time and loopback)', (r) => r.returnTab?.serverMs);
  each(`five years: «Calcola» (a new birth) → Tabella Transiti drawn (target ≤ ${TARGET_MS.fiveYears} ms)`, (r) => r.fiveYearsTableMs, TARGET_MS.fiveYears);
  each(`five years, every layer (${EVERY_LAYER}): a link opened → table with the layers drawn, gate seen (target ≤ ${TARGET_MS.fiveYears} ms)`, (r) => r.linkFiveYearsMs, TARGET_MS.fiveYears);
  rows.push({ label: 'load average (1 min) at the start / at the end', value: loads.map((l) => fmt(l, 2)).join(' / ') });
  if (!base) rows.push({ label: 'baseline', value: 'not measured: set BENCH_BASELINE_DIR to a checkout of the code before, with node_modules' });
  return rows;
}
