/**
 * Place suggestions: latency of GET /api/luoghi over loopback (median, p99) for realistic queries,
 * beside GET /api/health on the same server as the baseline; plus the search alone, in process.
 */
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { readGazetteer } from '@astrolabio/places';
import { buildApp } from '../../apps/server/src/app.ts';
import { fmt, quantile } from './timing.ts';
import type { BenchRow } from './types.ts';

export const title = 'Suggerimenti di luoghi (GET /api/luoghi, loopback)';

/**
 * What people type: prefixes as the 600 ms debounce catches them, accents, apostrophes, exonyms,
 * and (a quarter of them) abbreviations, words in another order and typing errors.
 */
const QUERIES = [
  'rom', 'roma', 'mil', 'milano', 'nap', 'tor', 'pal', 'bag', 'bagnoregio', 'citta di castello', "sant'agata", 'san',
  'reggio', 'londra', 'parigi', 'monaco di baviera', 'new york', 'buenos', 'forli', 'bolzano',
  'reggio emilia', 's. giovanni rotondo', 'bolonga', 'Milano (MI)', 'san giovanni', 'santa maria', 'castel', 'palrmo',
];
/** The targets for a suggestion over loopback, and for loading the gazetteer. */
const TARGET = { medianMs: 2, p99Ms: 10, loadMs: 1000 } as const;
const ROUNDS = 25;

async function latencies(urls: readonly string[]): Promise<number[]> {
  const out: number[] = [];
  for (const url of urls) {
    const t = performance.now();
    const r = await fetch(url);
    await r.arrayBuffer();
    out.push(performance.now() - t);
  }
  return out.sort((a, b) => a - b);
}

export async function run(): Promise<BenchRow[]> {
  // readGazetteer, not the memoised loadGazetteer: an earlier bench may have loaded it already.
  let t = performance.now();
  const gazetteer = readGazetteer();
  const loadMs = performance.now() - t;

  for (const q of QUERIES) gazetteer.search(q, 5); // warm-up, as the HTTP part below has
  const searchTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of QUERIES) {
      t = performance.now();
      gazetteer.search(q, 5);
      searchTimes.push(performance.now() - t);
    }
  }
  searchTimes.sort((a, b) => a - b);

  const app = await buildApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const suggestionUrls = Array.from({ length: ROUNDS }, () => QUERIES.map((q) => `${base}/api/luoghi?q=${encodeURIComponent(q)}&limit=5`)).flat();
    const healthUrls = suggestionUrls.map(() => `${base}/api/health`);
    await latencies([...suggestionUrls.slice(0, 40), ...healthUrls.slice(0, 40)]); // warm-up
    const health = await latencies(healthUrls);
    const luoghi = await latencies(suggestionUrls);
    const ms = (v: number) => `${fmt(v, 3)} ms`;
    return [
      { label: `gazetteer load + index (${gazetteer.size} places)`, value: `${ms(loadMs)} (target < ${TARGET.loadMs} ms)` },
      { label: `search in process, median / p99 (${searchTimes.length} queries)`, value: `${ms(quantile(searchTimes, 0.5))} / ${ms(quantile(searchTimes, 0.99))}` },
      {
        label: `GET /api/luoghi median / p99 (${luoghi.length} requests)`,
        value: `${ms(quantile(luoghi, 0.5))} / ${ms(quantile(luoghi, 0.99))} (target ≤ ${TARGET.medianMs} / ≤ ${TARGET.p99Ms} ms)`,
      },
      { label: `GET /api/health median / p99 (baseline)`, value: `${ms(quantile(health, 0.5))} / ${ms(quantile(health, 0.99))}` },
    ];
  } finally {
    await app.close();
  }
}
