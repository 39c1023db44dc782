/**
 * Rows (3) and (4) of the transit bench measured where the spec's transit table runs: in a browser
 * page. The spec's table is a page that asks POST /api/transiti-specifici once per day, one call
 * after the other, so its cost is what Chromium pays per round trip; the same page then asks
 * POST /api/transiti for the whole year. Both are timed inside the page, from the first request to
 * the parsed answer, as `performance.now()` in the page sees them (docs/decisions/0013).
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.ts';

export interface BrowserTimes {
  /** Each run of the 365 sequential calls, ms. */
  specRuns: number[];
  /** Each call for the whole year, ms. */
  yearRuns: number[];
  /** Each call for the whole year to the bench's uncompressed twin of the route, ms. */
  uncompressedRuns: number[];
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
  await post('/api/transiti-specifici', { targetDate: days[0], natalData });
  await post('/api/transiti', { natalData, ...period });
  await post('/bench/transiti-uncompressed', { natalData, ...period });
  const specRuns = [];
  const yearRuns = [];
  const uncompressedRuns = [];
  for (let r = 0; r < rounds; r++) {
    let t = performance.now();
    for (const targetDate of days) await post('/api/transiti-specifici', { targetDate, natalData });
    specRuns.push(performance.now() - t);
    for (let k = 0; k < yearCallsPerRound; k++) {
      t = performance.now();
      await post('/api/transiti', { natalData, ...period });
      yearRuns.push(performance.now() - t);
      t = performance.now();
      await post('/bench/transiti-uncompressed', { natalData, ...period });
      uncompressedRuns.push(performance.now() - t);
    }
  }
  return { specRuns, yearRuns, uncompressedRuns };
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
