import { describe, expect, test } from 'vitest';
import type { TemaNataleResponse } from '@astrolabio/contract';
import { DEFAULT_CALCULATION_SETTINGS, withOrbs, type CalculationSettings } from '@astrolabio/core';
import { techniqueExportRequest, techniqueRequests } from './technique-layers.ts';
import { tecnicheQueryKey, tecnicheRequestBody } from './tecniche.ts';

// Only the fields the requests read: the birth instant (UT) and the chart's houses and node.
const chart = { meta: { ut: '1990-01-01T11:00:00Z', houseSystem: 'P', nodo: 'true', lilith: 'mean' } } as unknown as TemaNataleResponse;
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
    expect(r.slow && tecnicheRequestBody(r.slow)).toMatchObject({ startDate: '2025-01-01', endDate: '2025-12-31', layers: ['Progressioni', 'Direzioni d’arco solare'] });
    expect(r.fast).toBeNull();
    expect(techniqueRequests({ ...base, layers: [], slowPeriod: 'life' })).toEqual({ slow: null, fast: null });
  });

  test('the progressions ask for today\'s progressed Moon (date), whatever their period; directions alone do not', () => {
    const r = techniqueRequests({ ...base, layers: ['progressions', 'lunations'], slowPeriod: 'life', today: '2026-03-04' });
    expect(r.slow && tecnicheRequestBody(r.slow)).toMatchObject({ date: '2026-03-04' });
    expect(r.fast && tecnicheRequestBody(r.fast)).not.toHaveProperty('date');
    const directions = techniqueRequests({ ...base, layers: ['directions'], slowPeriod: 'life', today: '2026-03-04' });
    expect(directions.slow && tecnicheRequestBody(directions.slow)).not.toHaveProperty('date');
  });
});

describe('the layers follow the chart settings (issue 25)', () => {
  const minors: CalculationSettings = { ...DEFAULT_CALCULATION_SETTINGS, aspects: ['conjunction', 'semisextile', 'sextile', 'square', 'trine', 'quincunx', 'opposition'] };
  const lilithChart = { meta: { ...chart.meta, lilith: 'true' } } as unknown as TemaNataleResponse;

  test('the default settings send no aspects: the API takes the five majors', () => {
    const r = techniqueRequests({ ...base, layers: ['progressions'], slowPeriod: 'transits', settings: DEFAULT_CALCULATION_SETTINGS });
    expect(tecnicheRequestBody(r.slow!)).not.toHaveProperty('aspects');
    expect(tecnicheRequestBody(r.slow!)).not.toHaveProperty('transitOrbs');
  });

  test('the chosen minors go to both requests, in catalogue order, with the chart\'s node and Lilith', () => {
    const r = techniqueRequests({ ...base, chart: lilithChart, layers: ['directions', 'lunations'], slowPeriod: 'life', settings: minors });
    const names = ['Congiunzione', 'Semisestile', 'Sestile', 'Quadratura', 'Trigono', 'Quinconce', 'Opposizione'];
    expect(tecnicheRequestBody(r.slow!)).toMatchObject({ aspects: names, natal: { nodo: 'true', lilith: 'true', houseSystem: 'P', timezone: 0 } });
    expect(tecnicheRequestBody(r.fast!)).toMatchObject({ aspects: names });
  });

  test('the transit orbs go with the Transiti layer only (the export), as orbs per aspect', () => {
    const transitOrbs = withOrbs(DEFAULT_CALCULATION_SETTINGS.transitOrbs, { square: { orbDeg: 5, luminaryOrbDeg: 6 } });
    const settings = { ...DEFAULT_CALCULATION_SETTINGS, transitOrbs };
    const exportBody = tecnicheRequestBody({ ...base, layers: ['transits', 'progressions'], settings });
    expect(exportBody.transitOrbs).toMatchObject({ Quadratura: { orb: 5, soleLuna: 6 }, Trigono: { orb: 3, soleLuna: 3 } });
    expect(tecnicheRequestBody({ ...base, layers: ['progressions'], settings })).not.toHaveProperty('transitOrbs');
  });

  test('the query key changes when the settings change, and only then', () => {
    const req = { ...base, layers: ['progressions'] as const, settings: DEFAULT_CALCULATION_SETTINGS };
    expect(tecnicheQueryKey({ ...req, settings: { ...DEFAULT_CALCULATION_SETTINGS } })).toEqual(tecnicheQueryKey(req));
    expect(tecnicheQueryKey({ ...req, settings: minors })).not.toEqual(tecnicheQueryKey(req));
    expect(tecnicheQueryKey({ ...req, chart: lilithChart })).not.toEqual(tecnicheQueryKey(req));
  });
});

describe('the exports\' one request (issue 26: every layer shown, for a long period too)', () => {
  const shown = { planets: ['sun', 'mercury', 'venus', 'mars'] as const, aspects: ['square', 'trine'] as const };

  test('a lifetime of progressions and directions with a year of transits and lunations, in one body', () => {
    const body = tecnicheRequestBody(techniqueExportRequest({ ...base, layers: ['progressions', 'directions', 'lunations'], slowPeriod: 'life' }, shown));
    expect(body).toMatchObject({
      startDate: '2025-01-01', endDate: '2025-12-31', slowStartDate: '1990-01-01', slowEndDate: '2089-12-31',
      layers: ['Transiti', 'Progressioni', 'Direzioni d’arco solare', 'Lunazioni ed eclissi'],
      aspects: ['Quadratura', 'Trigono'],
      planets: ['Sole', 'Mercurio', 'Venere', 'Marte'],
    });
    // The moving points as the rows show them: the chosen bodies, the Moon (its box is the transiting
    // Moon's, off over three months), the angles and the South Node always (the planet filter does not list them).
    expect(body.points).toEqual(['Sole', 'Luna', 'Mercurio', 'Venere', 'Marte', 'Nodo Sud', 'Ascendente', 'Medio Coeli']);
    // The transiting Moon stays as the filter says.
    expect(body.planets).not.toContain('Luna');
  });

  test('on the transits\' period, or with the lunations only, no slow period is sent', () => {
    const same = tecnicheRequestBody(techniqueExportRequest({ ...base, layers: ['progressions'], slowPeriod: 'transits' }, shown));
    expect(same).not.toHaveProperty('slowStartDate');
    const lunations = tecnicheRequestBody(techniqueExportRequest({ ...base, layers: ['lunations'], slowPeriod: 'life' }, shown));
    expect(lunations).not.toHaveProperty('slowStartDate');
    expect(lunations.layers).toEqual(['Transiti', 'Lunazioni ed eclissi']);
  });
});
