/**
 * Timing techniques (issue 26): progressions and solar arc directions for a hundred years, every
 * aspect, against a year of transits in the same run (target: under the year of transits); and
 * lunations and eclipses for ten years, time and size. In the core on this thread (cold: no paths
 * cached), and through the API with the work in the pool (app.inject, the pool's real threads):
 * the same request again (its slow layers from the worker's memo, the transits' paths cached), and
 * a new chart each time (a birth a minute later: nothing of the techniques cached, the transits'
 * paths of the year still are).
 */
import { gzipSync } from 'node:zlib';
import {
  computeLunations,
  computeProgressions,
  computeSolarArcDirections,
  computeTransits,
  midnightJulianDay,
  natalPointsOf,
} from '@astrolabio/core';
import { openSwissEphemeris } from '@astrolabio/ephemeris';
import { buildApp } from '../../apps/server/src/app.ts';
import { birthChart } from '../../apps/server/src/adapters/birth-data.ts';
import { tecnicheBodySchema } from '@astrolabio/contract';
import { BIRTH } from './inputs.ts';
import { fmt, medianMs } from './timing.ts';
import type { BenchRow } from './types.ts';

export const title = 'Timing techniques (issue 26): a hundred years of progressions and directions vs a year of transits; ten years of lunations';

const LIFETIME = { startDate: '1990-01-02', endDate: '2089-12-31' };
const TEN_YEARS = { startDate: '2025-01-01', endDate: '2034-12-31' };
const YEAR = { startDate: '2025-01-01', endDate: '2025-12-31' };

export async function run(): Promise<BenchRow[]> {
  const ephemeris = openSwissEphemeris();
  const body = tecnicheBodySchema.parse({ natal: BIRTH, ...LIFETIME, layers: ['Progressioni'] });
  const chart = birthChart(body.natal, ephemeris);
  const natal = natalPointsOf(chart);
  const span = (p: { startDate: string; endDate: string }) => ({ jdStart: midnightJulianDay(p.startDate), jdEnd: midnightJulianDay(p.endDate) + 1 });
  const place = { natalJd: chart.jdUt, latitudeDeg: chart.latitude, longitudeDeg: chart.longitude };

  let progressionCount = 0;
  let directionCount = 0;
  const transitsYearMs = await medianMs(() => computeTransits({ natal, ...span(YEAR) }, ephemeris), 7);
  const progressionsMs = await medianMs(() => {
    progressionCount = computeProgressions({ natal, ...place, ...span(LIFETIME) }, ephemeris).records.length;
  }, 7);
  const directionsMs = await medianMs(() => {
    directionCount = computeSolarArcDirections({ natal, natalJd: chart.jdUt, ...span(LIFETIME) }, ephemeris).length;
  }, 7);
  let lunationCount = 0;
  let eclipseCount = 0;
  const lunationsMs = await medianMs(() => {
    const l = computeLunations({ natal, ...span(TEN_YEARS) }, ephemeris);
    lunationCount = l.length;
    eclipseCount = l.filter((x) => x.eclipse).length;
  }, 5);

  const app = await buildApp();
  try {
    const post = (payload: object) => app.inject({ method: 'POST', url: '/api/tecniche', payload, headers: { 'accept-encoding': 'identity' } });
    const lifetimeBody = { natal: BIRTH, ...LIFETIME, layers: ['Progressioni', 'Direzioni d’arco solare'] };
    const lunationsBody = { natal: BIRTH, ...TEN_YEARS, layers: ['Lunazioni ed eclissi'] };
    await post(lifetimeBody);
    await post(lunationsBody);
    const apiLifetimeMs = await medianMs(() => post(lifetimeBody), 7);
    const apiLunationsMs = await medianMs(() => post(lunationsBody), 5);
    const apiTransitsYearMs = await medianMs(() => app.inject({ method: 'POST', url: '/api/transiti', payload: { natal: BIRTH, ...YEAR }, headers: { 'accept-encoding': 'identity' } }), 7);
    // A new chart each request: the birth a minute later each time (12:01, 12:02, …).
    let minute = 0;
    const nextBirth = () => ({ ...BIRTH, datetime: `${BIRTH.datetime.slice(0, 14)}${String(++minute).padStart(2, '0')}` });
    const apiNewChartMs = await medianMs(() => post({ ...lifetimeBody, natal: nextBirth() }), 7);
    const apiNewChartTransitsMs = await medianMs(() => app.inject({ method: 'POST', url: '/api/transiti', payload: { natal: nextBirth(), ...YEAR }, headers: { 'accept-encoding': 'identity' } }), 7);
    const lifetimeBytes = (await post(lifetimeBody)).rawPayload;
    const lunationBytes = (await post(lunationsBody)).rawPayload;
    const both = progressionsMs + directionsMs;
    return [
      { label: 'core: a year of transits (2025, 13 × 16 × 5 at 3°, cold)', value: `${fmt(transitsYearMs, 1)} ms` },
      { label: 'core: progressions, 100 years (15 points × 16 × 5 at 1°, Moon ingresses, phases)', value: `${fmt(progressionsMs, 1)} ms, ${fmt(progressionCount)} aspects` },
      { label: 'core: solar arc directions, 100 years (16 × 16 × 5 at 1°)', value: `${fmt(directionsMs, 1)} ms, ${fmt(directionCount)} aspects` },
      { label: 'core: progressions + directions vs the year of transits', value: `${fmt(both, 1)} ms = ×${fmt(both / transitsYearMs, 2)} (target < ×1)` },
      { label: 'core: lunations and eclipses, 10 years', value: `${fmt(lunationsMs, 1)} ms, ${fmt(lunationCount)} lunations, ${fmt(eclipseCount)} eclipses` },
      { label: 'API: POST /api/tecniche, 100 years of progressions + directions, the same request again (memo)', value: `${fmt(apiLifetimeMs, 1)} ms, ${fmt(lifetimeBytes.length / 1024)} kB (gzip ${fmt(gzipSync(lifetimeBytes).length / 1024)} kB)` },
      { label: 'API: POST /api/transiti, a year (same run)', value: `${fmt(apiTransitsYearMs, 1)} ms (tecniche ×${fmt(apiLifetimeMs / apiTransitsYearMs, 2)})` },
      { label: 'API: a new chart each request: tecniche 100 years vs transiti a year', value: `${fmt(apiNewChartMs, 1)} ms vs ${fmt(apiNewChartTransitsMs, 1)} ms (×${fmt(apiNewChartMs / apiNewChartTransitsMs, 2)}, target < ×1)` },
      { label: 'API: POST /api/tecniche, 10 years of lunations and eclipses', value: `${fmt(apiLunationsMs, 1)} ms, ${fmt(lunationBytes.length / 1024)} kB (gzip ${fmt(gzipSync(lunationBytes).length / 1024)} kB)` },
    ];
  } finally {
    await app.close();
  }
}
