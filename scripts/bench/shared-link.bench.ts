/**
 * Opening a shared link as a first-time visitor (issue 34: «a shared link computes its chart while
 * the welcome gate is shown, so it is ready on entry»; 6.6 s from opening to chart before). In
 * Chromium, against a server as `npm start` runs it: the link of a chart on Tabella Transiti, a year;
 * the gate's «Entra nell’app» pressed as soon as it shows (the visitor who reads nothing, the
 * gate's least head start), and the time until the transit table is drawn, from opening and from
 * the press (the gate's thank-you is 2 s of it). With BENCH_BASELINE_DIR (a checkout of the code
 * before, with node_modules and its web app built) the same links on that code, in alternate rounds.
 * A version 1 link, which both read. `npm run bench shared-link`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test-support/chromium.ts';
import { baselineDir, REPO, startServerProcess, type ServerProcess } from './server-process.ts';
import { fmt, median } from './timing.ts';
import type { BenchRow } from './types.ts';

export const title = 'Link condiviso aperto da chi non ha visto l’introduzione (issue 34)';

const ROUNDS = 5;

/** A year's chart on Tabella Transiti, the minute varied per round so that no answer is reused. */
function linkOf(round: number): string {
  const minute = String(10 + round).padStart(2, '0');
  return `#v=1&date=1985-07-13&time=14:${minute}&utc=2&lat=41.89193&lon=12.51133&name=Maria&place=Roma&from=2026-01-01&to=2026-12-31&tab=tabella-transiti`;
}

interface Times {
  /** From the navigation to the transit table drawn, ms. */
  openToTable: number;
  /** From the press of «Entra nell’app» to the transit table drawn, ms. */
  pressToTable: number;
}

async function openLink(browser: Browser, origin: string, round: number): Promise<Times> {
  const context = await browser.newContext({ locale: 'it-IT', timezoneId: 'Europe/Rome', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const opened = performance.now();
  await page.goto(`${origin}/${linkOf(round)}`);
  await page.getByRole('button', { name: 'Entra nell’app' }).click();
  const pressed = performance.now();
  await page.getByRole('table', { name: 'Tabella dei transiti' }).waitFor();
  const drawn = performance.now();
  await context.close();
  return { openToTable: drawn - opened, pressToTable: drawn - pressed };
}

const seconds = (ms: number) => `${fmt(ms / 1000, 2)} s`;

function rowsOf(label: string, times: Times[]): BenchRow[] {
  return [
    { label: `${label}: dall’apertura alla tabella (mediana di ${times.length})`, value: `${seconds(median(times.map((t) => t.openToTable)))} (${times.map((t) => fmt(t.openToTable / 1000, 2)).join(' · ')})` },
    { label: `${label}: da «Entra nell’app» alla tabella`, value: seconds(median(times.map((t) => t.pressToTable))) },
  ];
}

export async function run(): Promise<BenchRow[]> {
  execFileSync('npm', ['run', 'build', '-w', '@astrolabio/web'], { cwd: REPO, stdio: 'ignore' });
  const base = baselineDir();
  const baseBuilt = base !== null && existsSync(join(base, 'apps/web/dist/index.html'));
  const servers: { label: string; server: ServerProcess; times: Times[] }[] = [{ label: 'questo codice', server: await startServerProcess(REPO), times: [] }];
  if (base && baseBuilt) servers.push({ label: 'baseline', server: await startServerProcess(base), times: [] });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // One link to each first (loading the servers' workers and caches of static files alike), not counted.
    for (const s of servers) await openLink(browser, s.server.origin, -1);
    for (let round = 0; round < ROUNDS; round++) {
      for (const s of servers) s.times.push(await openLink(browser, s.server.origin, round));
    }
  } finally {
    await browser.close();
    for (const s of servers) await s.server.stop();
  }
  const rows = servers.flatMap((s) => rowsOf(s.label, s.times));
  if (!base) rows.push({ label: 'baseline', value: 'non misurata: BENCH_BASELINE_DIR = un checkout del codice di prima, con node_modules e la web app compilata' });
  else if (!baseBuilt) rows.push({ label: 'baseline', value: `non misurata: manca ${join(base, 'apps/web/dist')} (npm run build -w @astrolabio/web)` });
  return rows;
}
