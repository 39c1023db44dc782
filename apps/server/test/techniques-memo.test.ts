/** The worker's memo of the techniques' results: the same request is answered alike from it; another request is computed afresh. */
import { describe, expect, test } from 'vitest';
import { createPathCache } from '@astrolabio/core';
import { openSwissEphemeris } from '@astrolabio/ephemeris';
import { tecnicheBodySchema } from '@astrolabio/contract';
import { ROME_1990 } from './helpers.ts';
import { createTechniqueMemo, runTechniques, toTecnicheResponse } from '../src/adapters/techniques.ts';

const body = (extra: Record<string, unknown> = {}) => tecnicheBodySchema.parse({
  natal: ROME_1990, startDate: '2025-01-01', endDate: '2025-12-31', slowStartDate: '2020-01-01', slowEndDate: '2039-12-31',
  layers: ['Progressioni', 'Direzioni d’arco solare', 'Lunazioni ed eclissi'], ...extra,
});

describe('runTechniques with a memo', () => {
  const ephemeris = openSwissEphemeris();

  test('the same request: the same answer as without the memo, its slow layers from the memo', () => {
    const memo = createTechniqueMemo();
    const cache = createPathCache();
    const first = runTechniques(body(), ephemeris, cache, memo);
    const again = runTechniques(body(), ephemeris, cache, memo);
    expect(again.directions).toBe(first.directions);
    expect(again.lunations).toBe(first.lunations);
    expect(again.progressions!.records).toBe(first.progressions!.records);
    expect(toTecnicheResponse(again)).toEqual(toTecnicheResponse(runTechniques(body(), ephemeris)));
  });

  test('another aspect set, orb or period is computed afresh', () => {
    const memo = createTechniqueMemo();
    const first = runTechniques(body(), ephemeris, createPathCache(), memo);
    for (const extra of [{ aspects: ['Quinconce'] }, { maxOrb: 0.5 }, { slowEndDate: '2038-12-31' }]) {
      const other = runTechniques(body(extra), ephemeris, createPathCache(), memo);
      expect(other.directions).not.toBe(first.directions);
      expect(toTecnicheResponse(other)).toEqual(toTecnicheResponse(runTechniques(body(extra), ephemeris)));
    }
  });
});
