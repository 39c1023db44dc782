import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app.ts';
import { createInlineTransitPool } from '../apps/server/src/transit-pool/inline-pool.ts';
import { BIRTH } from './bench/inputs.ts';
const YEAR = { startDate: '2025-01-01', endDate: '2025-12-31' };
for (const mode of process.argv.slice(2)) {
  const app = await buildApp(mode === 'inline' ? { deps: { transitPool: createInlineTransitPool() } } as any : {});
  const marks = new Map<string, number>();
  const phases: Record<string, number[]> = { validate: [], handler: [], send: [], total: [] };
  app.addHook('onRequest', async (req) => { marks.set(req.id + 'a', performance.now()); });
  app.addHook('preHandler', async (req) => { marks.set(req.id + 'b', performance.now()); });
  app.addHook('onSend', async (req) => { marks.set(req.id + 'c', performance.now()); });
  app.addHook('onResponse', async (req) => {
    if (!req.url.endsWith('/transiti')) return;
    const a = marks.get(req.id + 'a')!, b = marks.get(req.id + 'b')!, c = marks.get(req.id + 'c')!, d = performance.now();
    phases.validate!.push(b - a); phases.handler!.push(c - b); phases.send!.push(d - c); phases.total!.push(d - a);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  const post = (u: string, b: unknown, h: Record<string,string> = {}) => fetch(u, { method: 'POST', headers: { 'content-type': 'application/json', ...h }, body: JSON.stringify(b) });
  const natalData = await (await post(`${base}/tema-natale`, BIRTH)).json();
  for (let i = 0; i < 8; i++) await (await post(`${base}/transiti`, { natalData, ...YEAR }, { 'accept-encoding': 'br' })).arrayBuffer();
  for (const k of Object.keys(phases)) phases[k] = [];
  const client: number[] = [];
  for (let i = 0; i < 25; i++) { const t = performance.now(); await (await post(`${base}/transiti`, { natalData, ...YEAR }, { 'accept-encoding': 'br' })).arrayBuffer(); client.push(performance.now() - t); }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!.toFixed(1);
  console.log('\n' + mode, Object.entries(phases).map(([k, v]) => `${k} ${med(v)}`).join(', '), 'client', med(client));
  await app.close();
}
