/**
 * Natal chart speed, side by side: charts/s computed by the core, raw Swiss Ephemeris positions/s
 * (calcUt), and POST /api/tema-natale requests/s over loopback against GET /api/health on the same
 * server (autocannon in a worker thread, so the load does not share the server's event loop): the
 * same chart asked again (as the form sends it with each new transit period: the server's cache of
 * answers) and a different chart each request (every one computed). Target (issue 12): ≥ 0.2 × health.
 */
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { safeParse } from 'zod/v4/core';
import { computeNatalChart } from '@astrolabio/core';
import { temaNataleBodySchema, temaNataleResponseSchema } from '@astrolabio/contract';
import { calcUt, openSwissEphemeris } from '@astrolabio/ephemeris';
import { buildApp } from '../../apps/server/src/app.ts';
import { birthChart } from '../../apps/server/src/adapters/birth-data.ts';
import { toTemaNataleResponse } from '../../apps/server/src/adapters/natal-chart.ts';
import { compileResponseWriter } from '../../apps/server/src/plugins/serializer.ts';
import { BIRTH, BIRTH_JD_UT as jdUt, EPHEMERIS_BODIES } from './inputs.ts';
import { fmt, opsPerSecond } from './timing.ts';
import type { BenchRow } from './types.ts';

export const title = 'Tema natale (issues 2 and 12): core, sweph, HTTP, where a request\'s time goes';

const HTTP_SECONDS = 5;
const CONNECTIONS = 10;

/** Makes every request a different birth (see the file). */
const DISTINCT_BIRTH_REQUEST = fileURLToPath(new URL('./distinct-birth-request.cjs', import.meta.url));

async function httpRate(url: string, init: { method: 'GET' | 'POST'; body?: string; setupRequest?: string }): Promise<{ rps: number; p50Ms: number; failures: number }> {
  const headers = init.body ? { 'content-type': 'application/json' } : {};
  const r = await autocannon({
    url,
    method: init.method,
    body: init.body,
    headers,
    ...(init.setupRequest ? { requests: [{ method: init.method, headers, setupRequest: init.setupRequest }] } : {}),
    connections: CONNECTIONS,
    duration: HTTP_SECONDS,
    workers: 1,
  } as autocannon.Options);
  return { rps: r.requests.average, p50Ms: r.latency.p50, failures: r.errors + r.non2xx };
}

/** Microseconds per call of `fn`, over about `budgetMs`. */
function microseconds(fn: () => unknown, budgetMs = 500): number {
  return 1e6 / opsPerSecond(fn, budgetMs);
}

/**
 * Where one natal request's time goes, phase by phase, in this process: what the server does
 * between parsing the body and writing the answer (compression only when the client asks for it:
 * browsers do, the HTTP rows' client does not).
 */
function natalPhases(ephemeris: ReturnType<typeof openSwissEphemeris>): BenchRow[] {
  const body = JSON.stringify(BIRTH);
  const parsed = temaNataleBodySchema.parse(JSON.parse(body));
  let minute = 0;
  const distinct = () => ({ ...parsed, datetime: { ...parsed.datetime, minute: minute++ % 60 } });
  const chart = birthChart(parsed, ephemeris);
  const answer = toTemaNataleResponse(chart);
  const write = compileResponseWriter(temaNataleResponseSchema);
  const json = write(answer);
  const us = (x: number) => `${fmt(x, 1)} µs`;
  return [
    { label: 'one request, phase by phase: JSON.parse of the body', value: us(microseconds(() => JSON.parse(body))) },
    { label: '  validation (contract schema)', value: us(microseconds(() => safeParse(temaNataleBodySchema, JSON.parse(body)))) },
    { label: '  the chart (core + sweph), a different one each time', value: us(microseconds(() => birthChart(distinct(), ephemeris))) },
    { label: '  the answer\'s objects (Italian names, zodiac texts)', value: us(microseconds(() => toTemaNataleResponse(chart))) },
    { label: '  writing it (fast-json-stringify from the schema)', value: `${us(microseconds(() => write(answer)))} (${fmt(json.length / 1000, 1)} kB)` },
    { label: '  validating it, as tests do and production does not', value: us(microseconds(() => safeParse(temaNataleResponseSchema, answer))) },
    { label: '  compressing it: gzip 6 / brotli 4 (@fastify/compress defaults)', value: `${us(microseconds(() => gzipSync(json)))} / ${us(microseconds(() => brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })))}` },
  ];
}

export async function run(): Promise<BenchRow[]> {
  const ephemeris = openSwissEphemeris();
  const phases = natalPhases(ephemeris);

  // A different instant each call: Swiss Ephemeris keeps the last result of each body, and
  // repeating one instant would measure that cache instead of the computation.
  let chartCount = 0;
  const chartsPerSecond = opsPerSecond(() => {
    const jd = jdUt + (chartCount++ % 1000) * 0.37;
    computeNatalChart({ jdUt: jd, latitude: BIRTH.latitude, longitude: BIRTH.longitude }, ephemeris);
  }, 2000);
  let positionCount = 0;
  const positionsPerSecond = opsPerSecond(() => {
    const n = positionCount++;
    calcUt(jdUt + (Math.floor(n / EPHEMERIS_BODIES.length) % 1000) * 0.37, EPHEMERIS_BODIES[n % EPHEMERIS_BODIES.length]!);
  }, 2000);

  const app = await buildApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  try {
    const natal = await httpRate(`${base}/tema-natale`, { method: 'POST', body: JSON.stringify(BIRTH) });
    const distinct = await httpRate(`${base}/tema-natale`, { method: 'POST', body: JSON.stringify(BIRTH), setupRequest: DISTINCT_BIRTH_REQUEST });
    const health = await httpRate(`${base}/health`, { method: 'GET' });
    const http = (r: typeof natal) => `${fmt(r.rps)} req/s (p50 ${fmt(r.p50Ms, 1)} ms${r.failures ? `, ${r.failures} errors!` : ''})`;
    return [
      { label: 'core: natal charts (computeNatalChart, 14 bodies + houses + aspects)', value: `${fmt(chartsPerSecond)} charts/s` },
      { label: 'sweph: positions (calcUt, the 13 bodies in turn)', value: `${fmt(positionsPerSecond)} positions/s` },
      { label: `HTTP POST /api/tema-natale, the same chart again (${CONNECTIONS} connections, ${HTTP_SECONDS} s)`, value: http(natal) },
      { label: 'HTTP POST /api/tema-natale, a different chart each request', value: http(distinct) },
      { label: 'HTTP GET /api/health (same server)', value: http(health) },
      { label: 'tema-natale / health, the same chart (target ≥ 0.2; was 0.11–0.15)', value: `×${fmt(natal.rps / health.rps, 2)}` },
      { label: 'tema-natale / health, a different chart each request', value: `×${fmt(distinct.rps / health.rps, 2)}` },
      { label: 'core charts / HTTP tema-natale (different charts)', value: `×${fmt(chartsPerSecond / distinct.rps, 1)}` },
      ...phases,
    ];
  } finally {
    await app.close();
  }
}
