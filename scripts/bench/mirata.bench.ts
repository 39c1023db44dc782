/**
 * «Mirata» as the school works it (issue 36): the field of the whole world at 0.5° (target ≤ 1 s)
 * and a five-year plan over the whole gazetteer (target ≤ 3 s), on this thread, beside their
 * baselines measured in the same run: the same cells' houses asked of the library one by one, and
 * issue 27's filter scan of one year over the whole gazetteer.
 */
import { fieldShape, mirataSkyAt, WORLD_GRID, type TechniqueEphemeris } from '@astrolabio/core';
import { type MirataCampoBody, mirataBodySchema, mirataCampoBodySchema, mirataLuoghiBodySchema, mirataPianoBodySchema } from '@astrolabio/contract';
import { openSwissEphemeris } from '@astrolabio/ephemeris';
import { runMirataField, runMirataPlaces, mirataPlanCodes } from '../../apps/server/src/adapters/mirata.ts';
import { runReturnScan, scanPlaces } from '../../apps/server/src/adapters/return-scan.ts';
import { solarReturnMs } from '../../apps/server/src/adapters/returns.ts';
import { BIRTH } from './inputs.ts';
import { fmt, medianMs } from './timing.ts';
import type { BenchRow } from './types.ts';

export const title = '«Mirata» (issue 36): the world field at 0.5° and a five-year plan over the whole gazetteer';

const TARGET_FIELD_MS = 1000;
const TARGET_PLAN_MS = 3000;
const YEAR = 2027;

/** Every cell's houses asked of the library (swe_houses_armc), as the field would cost without core's own cusps. */
function libraryHousesOfWorld(ephemeris: TechniqueEphemeris, natal: MirataCampoBody['natal']): number {
  const jd = solarReturnMs(natal, YEAR, 'tropical', ephemeris) / 86_400_000 + 2440587.5;
  const sky = mirataSkyAt(jd, 'placidus', ephemeris);
  const grid = { ...WORLD_GRID, stepDeg: 0.5 };
  const { rows, columns } = fieldShape(grid);
  let n = 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      ephemeris.housesFromArmc!(sky.armcGreenwichDeg + grid.west + (c + 0.5) * 0.5, grid.north - (r + 0.5) * 0.5, sky.obliquityDeg, 'placidus');
      n++;
    }
  }
  return n;
}

export async function run(): Promise<BenchRow[]> {
  const ephemeris = openSwissEphemeris();
  const places = scanPlaces();
  const field = mirataCampoBodySchema.parse({ natal: BIRTH, year: YEAR });
  const plan = mirataPianoBodySchema.parse({ natal: BIRTH, daAnno: YEAR, anni: 5 });
  const planNoLunar = mirataPianoBodySchema.parse({ natal: BIRTH, daAnno: YEAR, anni: 5, perLunare: 0 });
  const luoghi = mirataLuoghiBodySchema.parse({ natal: BIRTH, year: YEAR });
  const scan = mirataBodySchema.parse({ natal: BIRTH, year: YEAR });

  const fieldMs = await medianMs(() => runMirataField(field, ephemeris), 5);
  const libraryMs = await medianMs(() => libraryHousesOfWorld(ephemeris, field.natal), 3);
  const luoghiMs = await medianMs(() => runMirataPlaces(luoghi, ephemeris, places), 5);
  const scanMs = await medianMs(() => runReturnScan(scan, ephemeris, places), 5);
  const planMs = await medianMs(() => mirataPlanCodes(plan, ephemeris, places), 3);
  const planNoLunarMs = await medianMs(() => mirataPlanCodes(planNoLunar, ephemeris, places), 3);
  const returns = mirataPlanCodes(plan, ephemeris, places).years.reduce((n, y) => n + 1 + y.lunarReturns.length, 0);
  const cells = 720 * 360;
  return [
    { label: 'field: the world at 0.5° (259 200 cells, 40 lines), this thread', value: `${fmt(fieldMs)} ms (target ≤ ${fmt(TARGET_FIELD_MS)} ms; ${fmt((fieldMs * 1000) / cells, 2)} µs/cell)` },
    { label: 'baseline: the same cells\' houses from the library (swe_houses_armc)', value: `${fmt(libraryMs)} ms (${fmt((libraryMs * 1000) / cells, 2)} µs/cell)` },
    { label: `plan: 5 years, whole gazetteer (${fmt(places.length)} places), ${returns} returns with the lunar ones`, value: `${fmt(planMs)} ms (target ≤ ${fmt(TARGET_PLAN_MS)} ms)` },
    { label: 'plan: 5 years, whole gazetteer, solar returns only', value: `${fmt(planNoLunarMs)} ms` },
    { label: 'one year, whole gazetteer, read and explained (POST /api/mirata/luoghi)', value: `${fmt(luoghiMs)} ms` },
    { label: 'baseline: issue 27\'s filter scan of one year (POST /api/rivoluzione-solare/mirata)', value: `${fmt(scanMs)} ms` },
  ];
}
