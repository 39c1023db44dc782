/**
 * Part of `npm run build`: writes the transit worker's JavaScript bundle to apps/server/dist/
 * (transit-pool/worker-bundle.ts), so that a worker thread starts without compiling TypeScript.
 */
import { buildTransitWorker, TRANSIT_WORKER_BUNDLE } from '../transit-pool/worker-bundle.ts';

const inputs = await buildTransitWorker();
console.error(`Worker dei transiti (${inputs.length} file sorgente) in ${TRANSIT_WORKER_BUNDLE}`);
