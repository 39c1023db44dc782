/**
 * Scaling out (issue 18): POST /api/tema-natale requests/s, a different chart each request (every
 * one computed, none from a cache), served by one server process and by two (node:cluster: the
 * primary hands connections to the processes in turn, as the proxy of compose.yaml spreads them on
 * replicas). On this 2-core machine the load generator shares the cores with the servers, so the
 * ratio is what two replicas give on one 2-core host, not what two hosts would. The two set-ups
 * are measured in turn, several rounds, and the medians compared, so that load from other programs
 * on a shared machine falls on both; the load average is printed with them.
 */
import cluster, { type Worker } from 'node:cluster';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BIRTH } from './inputs.ts';
import { fmt, median } from './timing.ts';
import type { BenchRow } from './types.ts';

export const title = 'Repliche (issue 18): tema natale con uno e con due processi server';

const WARMUP_SECONDS = 2;
const HTTP_SECONDS = 6;
const ROUNDS = 3;
const CONNECTIONS = 16;
const SERVER = fileURLToPath(new URL('./cluster-server.ts', import.meta.url));
const DISTINCT_BIRTH_REQUEST = fileURLToPath(new URL('./distinct-birth-request.cjs', import.meta.url));

/** Forks `count` server processes sharing one port; resolves with the port once all listen. */
async function startServers(count: number): Promise<{ port: number; workers: Worker[] }> {
  cluster.setupPrimary({ exec: SERVER, execArgv: ['--import', 'tsx'], silent: false });
  const workers = Array.from({ length: count }, () => cluster.fork());
  const ports = await Promise.all(workers.map((w) => new Promise<number>((resolve, reject) => {
    w.once('message', (m: { port: number }) => resolve(m.port));
    w.once('exit', (code) => reject(new Error(`a server process exited (${code})`)));
  })));
  return { port: ports[0]!, workers };
}

async function stopServers(workers: Worker[]): Promise<void> {
  await Promise.all(workers.map((w) => new Promise((resolve) => {
    w.once('exit', resolve);
    w.kill('SIGTERM');
  })));
}

async function natalRate(port: number, seconds: number): Promise<{ rps: number; p50Ms: number; failures: number }> {
  const headers = { 'content-type': 'application/json' };
  const r = await autocannon({
    url: `http://127.0.0.1:${port}/api/tema-natale`,
    method: 'POST',
    body: JSON.stringify(BIRTH),
    headers,
    requests: [{ method: 'POST', headers, setupRequest: DISTINCT_BIRTH_REQUEST }],
    connections: CONNECTIONS,
    duration: seconds,
    workers: 1,
  } as autocannon.Options);
  return { rps: r.requests.average, p50Ms: r.latency.p50, failures: r.errors + r.non2xx };
}

async function measure(processes: number) {
  const { port, workers } = await startServers(processes);
  try {
    await natalRate(port, WARMUP_SECONDS);
    return await natalRate(port, HTTP_SECONDS);
  } finally {
    await stopServers(workers);
  }
}

export async function run(): Promise<BenchRow[]> {
  const one: Awaited<ReturnType<typeof measure>>[] = [];
  const two: typeof one = [];
  const loadBefore = loadavg()[0]!;
  for (let round = 0; round < ROUNDS; round++) {
    one.push(await measure(1));
    two.push(await measure(2));
  }
  const rps = (runs: typeof one) => median(runs.map((r) => r.rps));
  const http = (runs: typeof one) => {
    const failures = runs.reduce((n, r) => n + r.failures, 0);
    return `${fmt(rps(runs))} req/s (median of ${runs.map((r) => fmt(r.rps)).join(', ')}; p50 ${fmt(median(runs.map((r) => r.p50Ms)), 1)} ms${failures ? `, ${failures} errors!` : ''})`;
  };
  return [
    { label: `1 server process (${CONNECTIONS} connections, ${HTTP_SECONDS} s × ${ROUNDS}, a different chart each request)`, value: http(one) },
    { label: '2 server processes (node:cluster, same load, rounds in turn)', value: http(two) },
    { label: '2 processes / 1 process (medians)', value: `×${fmt(rps(two) / rps(one), 2)}` },
    { label: 'load average (1 min) before / after, on 2 cores', value: `${fmt(loadBefore, 1)} / ${fmt(loadavg()[0]!, 1)}` },
  ];
}
