/** The /testing transits page's source of transits (spec section 4), its real request (section 5), and its failure texts (section 8). */
import { describe, expect, test } from 'vitest';
import type { TemaNataleResponse } from '@astrolabio/contract';
import type { AspectCode, TransitBodyCode } from '@astrolabio/core';
import { loadFailureText, transitsPlan } from './transits-plan.ts';

const CHART = { meta: { ut: '1990-01-15T09:30Z' } } as unknown as TemaNataleResponse;
const MARCH = { startDate: '2025-03-01', endDate: '2025-03-31' };
const SLOW: TransitBodyCode[] = ['pluto', 'neptune', 'uranus', 'saturn', 'jupiter'];
const TENSE: AspectCode[] = ['square', 'opposition'];

describe('transitsPlan', () => {
  test.each<[string, TemaNataleResponse | null, TransitBodyCode[], AspectCode[], string]>([
    ['a chart: its real transits', CHART, SLOW, TENSE, 'real'],
    ['no chart: the sample data set', null, SLOW, TENSE, 'sample'],
    ['no planet: nothing is loaded, chart or not', CHART, [], TENSE, 'noPlanets'],
    ['no planet nor aspect', null, [], [], 'noPlanets'],
    ['a planet but no aspect: nothing to show', CHART, ['saturn'], [], 'noAspects'],
  ])('%s', (_, chart, planets, aspects, kind) => {
    expect(transitsPlan({ chart, range: MARCH, planets, aspects }).kind).toBe(kind);
  });

  test('the real request: the chart, the period, only the chosen planets and aspects, orb up to 3°', () => {
    expect(transitsPlan({ chart: CHART, range: MARCH, planets: SLOW, aspects: TENSE })).toEqual({
      kind: 'real',
      request: { natalData: CHART, startDate: '2025-03-01', endDate: '2025-03-31', planets: SLOW, aspects: TENSE, maxOrbDeg: 3 },
    });
  });
});

describe('loadFailureText (spec section 8)', () => {
  test.each<['real' | 'sample', boolean, string]>([
    ['real', true, 'Errore nel caricamento dei transiti reali'],
    ['real', false, 'Tema natale non disponibile'],
    ['sample', false, 'Errore nel caricamento dei transiti'],
  ])('%s, chart %s → %s', (kind, hasChart, text) => {
    expect(loadFailureText(kind, hasChart)).toBe(text);
  });
});
