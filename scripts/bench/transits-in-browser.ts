/**
 * The transit bench's browser rows, measured where the transit views run: in a Chromium page. The
 * spec's transit table asks POST /api/transiti-specifici once per day, one call after the other;
 * the same page then asks POST /api/transiti for the whole year. Both are timed inside the page,
 * from the first request to the parsed answer, as `performance.now()` in the page sees them.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test-support/chromium.ts';

export interface BrowserTimes {
  /** Each run of the 365 sequential calls, ms. */
  specRuns: number[];
  /** Each call for the whole year, ms. */
  yearRuns: number[];
}

export interface BrowserPlan {
  /** The server's origin, e.g. http://127.0.0.1:3000. */
  origin: string;
  natalData: unknown;
  days: readonly string[];
  period: { startDate: string; endDate: string };
  /** Rounds of: the 365 calls once, then `yearCallsPerRound` calls for the year. */
  rounds: number;
  yearCallsPerRound: number;
}

/**
 * Runs in the page. A string, not a function: the bench runs through tsx, whose compiled functions
 * refer to a helper (`__name`) that does not exist in the page. Rounds alternate the two ways, so a
 * busy moment of the shared machine weighs on both alike.
 */
const PAGE_SCRIPT = `async ({ natalData, days, period, rounds, yearCallsPerRound }) => {
  const post = async (path, body) => {
    const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (res.status !== 200) throw new Error(path + ': ' + res.status);
    return res.json();
  };
  const spec = async () => {
    const t = performance.now();
    for (const targetDate of days) await post('/api/transiti-specifici', { targetDate, natalData });
    return performance.now() - t;
  };
  const year = async () => {
    const t = performance.now();
    await post('/api/transiti', { natalData, ...period });
    return performance.now() - t;
  };
  await post('/api/transiti-specifici', { targetDate: days[0], natalData });
  await year();
  const times = { specRuns: [], yearRuns: [] };
  for (let r = 0; r < rounds; r++) {
    times.specRuns.push(await spec());
    for (let k = 0; k < yearCallsPerRound; k++) times.yearRuns.push(await year());
  }
  return times;
}`;

/** Why the browser rows cannot run here, or undefined when they can. */
export function browserMissing(): string | undefined {
  return existsSync(CHROMIUM_PATH) ? undefined : `no Chromium at ${CHROMIUM_PATH} (apt-get install chromium)`;
}

export async function timeTransitsInBrowser(plan: BrowserPlan): Promise<BrowserTimes> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    // Any page of the server's origin: the calls are then same-origin, as the app's own are.
    await page.goto(`${plan.origin}/api/health`);
    const { origin: _origin, ...args } = plan;
    return (await page.evaluate(`(${PAGE_SCRIPT})(${JSON.stringify(args)})`)) as BrowserTimes;
  } finally {
    await browser.close();
  }
}
