/**
 * Part of `npm run build`: writes the compute worker's JavaScript bundle to apps/server/dist/
 * (compute-pool/worker-bundle.ts), so that a worker thread starts without compiling TypeScript.
 */
import { buildComputeWorker, COMPUTE_WORKER_BUNDLE } from '../compute-pool/worker-bundle.ts';

const inputs = await buildComputeWorker();
console.error(`Worker di calcolo (${inputs.length} file sorgente) in ${COMPUTE_WORKER_BUNDLE}`);
