/**
 * Each worker thread has its own Swiss Ephemeris on this platform, as SWISS_EPHEMERIS_STATE_PER_THREAD
 * says (the server's transit workers rely on it): a thread that has not set the files' folder does
 * not see the one the main thread set, and once it sets it computes the main thread's positions.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { expect, test } from 'vitest';
import { calcUt, DEFAULT_EPHEMERIS_DIR, openSwissEphemeris, SWISS_EPHEMERIS_STATE_PER_THREAD } from '../src/index.ts';

const J2000 = 2451545;

interface ThreadProbe {
  /** The flag and error of a Chiron position before this thread set the folder. */
  before: { flag: number; error: string };
  /** The Moon's longitude once it has. */
  moonAfterDeg: number;
}

/** Runs the probe in a new thread: the binding loaded there directly, as a worker of the pool loads it. */
function probeInWorker(): Promise<ThreadProbe> {
  const swephPath = createRequire(import.meta.url).resolve('sweph');
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const sweph = require(workerData.swephPath);
    const C = sweph.constants;
    const flags = C.SEFLG_SWIEPH | C.SEFLG_SPEED;
    const chiron = sweph.calc_ut(workerData.jd, C.SE_CHIRON, flags);
    sweph.set_ephe_path(workerData.dir);
    const moon = sweph.calc_ut(workerData.jd, C.SE_MOON, flags);
    parentPort.postMessage({ before: { flag: chiron.flag, error: chiron.error }, moonAfterDeg: moon.data[0] });
  `;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { swephPath, dir: DEFAULT_EPHEMERIS_DIR, jd: J2000 } });
    worker.once('message', (m: ThreadProbe) => {
      resolve(m);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

test(`each thread its own state: ${SWISS_EPHEMERIS_STATE_PER_THREAD} on ${process.platform}`, async () => {
  openSwissEphemeris();
  const mainMoonDeg = calcUt(J2000, 'moon').longitude;
  const probe = await probeInWorker();
  // With its own state the new thread looks for the files in the library's default folders.
  const sawNoFiles = probe.before.flag < 0 && /not found/.test(probe.before.error);
  expect(sawNoFiles).toBe(SWISS_EPHEMERIS_STATE_PER_THREAD);
  expect(probe.moonAfterDeg).toBe(mainMoonDeg);
});
