import { describe, expect, test } from 'vitest';
import type { TemaNataleResponse } from '@astrolabio/contract';
import { techniqueRequests } from './technique-layers.ts';
import { tecnicheRequestBody } from './tecniche.ts';

// Only the fields the requests read: the birth instant (UT) and the chart's houses and node.
const chart = { meta: { ut: '1990-01-01T11:00:00Z', houseSystem: 'P', nodo: 'true' } } as unknown as TemaNataleResponse;
const identity = { latitude: 41.902782, longitude: 12.496366 } as never;
const base = { chart, identity, startDate: '2025-01-01', endDate: '2025-12-31' };

describe('techniqueRequests', () => {
  test('progressions over the whole life, lunations over the transits period: two requests', () => {
    const r = techniqueRequests({ ...base, layers: ['progressions', 'lunations'], slowPeriod: 'life' });
    expect(r.slow && tecnicheRequestBody(r.slow)).toMatchObject({ startDate: '1990-01-01', endDate: '2089-12-31', layers: ['Progressioni'] });
    expect(r.fast && tecnicheRequestBody(r.fast)).toMatchObject({ startDate: '2025-01-01', endDate: '2025-12-31', layers: ['Lunazioni ed eclissi'] });
  });

  test('the slow layers on the transits period by default; nothing chosen, no request', () => {
    const r = techniqueRequests({ ...base, layers: ['directions', 'progressions'], slowPeriod: 'transits' });
    expect(r.slow && tecnicheRequestBody(r.slow)).toMatchObject({ startDate: '2025-01-01', endDate: '2025-12-31', layers: ['Progressioni', "Direzioni d'arco solare"] });
    expect(r.fast).toBeNull();
    expect(techniqueRequests({ ...base, layers: [], slowPeriod: 'life' })).toEqual({ slow: null, fast: null });
  });
});
