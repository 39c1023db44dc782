/**
 * What a Chromium page pays to receive and parse the POST /api/transiti answer of the transit bench
 * (one chart, 2025, every body, target and aspect at 3°) in each content encoding, with nothing
 * computed or compressed while it waits: the bytes are made beforehand and a bare node:http server
 * sends them. It is the client's share of (4) in `npm run bench transits`, encoding by encoding
 * (docs/decisions/0013-transit-answer-speed.md). zstd is made with the `zstd` command when there
 * is one (Chromium accepts it; Node 20's zlib cannot make it).
 *
 * Run: node --import tsx scripts/measure/answer-encodings-in-chromium.ts
 */
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { createPathCache } from '@astrolabio/core';
import { openSwissEphemeris } from '@astrolabio/ephemeris';
import { runTransits } from '../../apps/server/src/adapters/transits.ts';
import { transitiResponseJson } from '../../apps/server/src/adapters/transits-json.ts';
import { transitiBodySchema } from '@astrolabio/contract';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test-support/chromium.ts';
import { BIRTH } from '../bench/inputs.ts';
import { median } from '../bench/timing.ts';

const CALLS = 40;
const WARM_UP_CALLS = 3;

const request = transitiBodySchema.parse({ natal: BIRTH, startDate: '2025-01-01', endDate: '2025-12-31' });
const run = runTransits(request, openSwissEphemeris(), createPathCache());
const json = transitiResponseJson(run);

function zstd(level: number): Buffer | undefined {
  try {
    return execFileSync('zstd', [`-${level}`, '-c'], { input: json });
  } catch {
    return undefined;
  }
}

/** Encoding name in the path → [Content-Encoding, bytes]. */
const answers = new Map<string, [string | undefined, Buffer]>([
  ['identity', [undefined, Buffer.from(json)]],
  ['gzip-1', ['gzip', zlib.gzipSync(json, { level: 1 })]],
  ['br-1', ['br', zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } })]],
]);
const zstd1 = zstd(1);
if (zstd1) answers.set('zstd-1', ['zstd', zstd1]);

const server = createServer((req, res) => {
  const answer = answers.get(req.url!.slice(1));
  req.resume();
  req.on('end', () => {
    if (!answer) return res.end('<!doctype html><title>misura</title>');
    const [encoding, bytes] = answer;
    res.setHeader('content-type', 'application/json; charset=utf-8');
    if (encoding) res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', bytes.length);
    res.end(bytes);
  });
}).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));

// A string: tsx's compiled functions refer to a helper the page does not have. Encodings alternate call by call.
const PAGE_SCRIPT = `async ({ names, calls, warmUp, records }) => {
  const times = Object.fromEntries(names.map((n) => [n, []]));
  for (let i = 0; i < warmUp + calls; i++) for (const n of names) {
    const t = performance.now();
    const answer = await (await fetch('/' + n, { method: 'POST', body: '{}' })).json();
    if (answer.transiti.length !== records) throw new Error(n + ': ' + answer.transiti.length + ' records');
    if (i >= warmUp) times[n].push(performance.now() - t);
  }
  return times;
}`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  const names = [...answers.keys()];
  const args = { names, calls: CALLS, warmUp: WARM_UP_CALLS, records: run.records.length };
  const times = (await page.evaluate(`(${PAGE_SCRIPT})(${JSON.stringify(args)})`)) as Record<string, number[]>;
  console.log(`answer: ${(json.length / 1024).toFixed(0)} kB of JSON, ${run.records.length} transits; fetch → parsed in the page, median of ${CALLS}`);
  for (const n of names) console.log(`${n.padEnd(9)} ${(answers.get(n)![1].length / 1024).toFixed(0).padStart(5)} kB  ${median(times[n]!).toFixed(1).padStart(5)} ms`);
  if (!zstd1) console.log('zstd-1: not measured (no zstd command)');
} finally {
  await browser.close();
  server.close();
}
