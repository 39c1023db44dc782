/**
 * One server process of the replicas bench (replicas.bench.ts), forked by node:cluster: the app as
 * the benches build it (no rate limits, subscribers in memory), listening on the port the cluster
 * shares; it tells the primary the port once listening.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../apps/server/src/app.ts';

const app = await buildApp();
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as AddressInfo).port });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
