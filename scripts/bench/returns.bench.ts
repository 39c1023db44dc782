/**
 * Rivoluzione Solare (issue 27): one return chart beside the «Mirata» scan of the whole gazetteer
 * for the same return, in the same run — in the core on this thread, and through the API with the
 * scan in the worker pool (app.inject, the pool's real threads). Target: the scan under 1 s.
 */
import { mirataBodySchema, rivoluzioneSolareBodySchema } from '@astrolabio/contract';
import { openSwissEphemeris } from '@astrolabio/ephemeris';
import { buildApp } from '../../apps/server/src/app.ts';
import { runReturnScan, scanPlaces } from '../../apps/server/src/adapters/return-scan.ts';
import { solarReturnIt } from '../../apps/server/src/adapters/returns.ts';
import { BIRTH } from './inputs.ts';
import { fmt, medianMs } from './timing.ts';
import type { BenchRow } from './types.ts';

export const title = 'Rivoluzione Solare (issue 27): one return chart vs the whole-gazetteer scan';

const TARGET_SCAN_MS = 1000;
const RETURN = { natal: BIRTH, year: 2027 };
const SCAN = { ...RETURN, corpi: ['Luna', 'Marte'], casa: { latitude: BIRTH.latitude, longitude: BIRTH.longitude }, filtri: { ascendenteInCaseNatali: [10] } };

export async function run(): Promise<BenchRow[]> {
  const ephemeris = openSwissEphemeris();
  const places = scanPlaces();
  const chartBody = rivoluzioneSolareBodySchema.parse(RETURN);
  const scanBody = mirataBodySchema.parse(SCAN);
  const coreChartMs = await medianMs(() => solarReturnIt(chartBody, ephemeris), 20);
  const coreScanMs = await medianMs(() => runReturnScan(scanBody, ephemeris, places), 5);

  const app = await buildApp();
  try {
    const post = (url: string, body: object) => app.inject({ method: 'POST', url, payload: body });
    // Warm: the workers read the gazetteer on their first scan.
    await post('/api/rivoluzione-solare/mirata', SCAN);
    await post('/api/rivoluzione-solare', RETURN);
    const apiChartMs = await medianMs(() => post('/api/rivoluzione-solare', RETURN), 20);
    const apiScanMs = await medianMs(() => post('/api/rivoluzione-solare/mirata', SCAN), 7);
    const answer = (await post('/api/rivoluzione-solare/mirata', SCAN)).json() as { luoghiEsaminati: number; totale: number };
    return [
      { label: 'places scanned', value: `${fmt(answer.luoghiEsaminati)} (ASC in natal 10th: ${fmt(answer.totale)})` },
      { label: 'core: one return chart (instant + chart + natal reading)', value: `${fmt(coreChartMs, 2)} ms` },
      { label: 'core: whole-gazetteer scan, this thread', value: `${fmt(coreScanMs)} ms (${fmt((coreScanMs * 1000) / places.length, 1)} µs/place)` },
      { label: 'API: POST /api/rivoluzione-solare, median', value: `${fmt(apiChartMs, 1)} ms` },
      { label: 'API: POST /api/rivoluzione-solare/mirata (pool), median', value: `${fmt(apiScanMs)} ms  (target < ${fmt(TARGET_SCAN_MS)} ms; ×${fmt(apiScanMs / apiChartMs, 0)} one chart)` },
    ];
  } finally {
    await app.close();
  }
}
