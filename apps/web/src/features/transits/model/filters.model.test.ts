/** Filters: the spec's presets, Luna's default on long periods, what the server is asked for, storage per chart. */
import { describe, expect, test } from 'vitest';
import { ASPECT_PRESETS, TRANSIT_BODY_CODES } from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT } from '@astrolabio/names-it';
import {
  addMonths,
  bodiesToFetch,
  defaultFilters,
  isLongPeriod,
  PLANET_PRESETS,
  readFilters,
  writeFilters,
} from './filters.ts';
import { withMemoryStorage } from '../../../../test/memory-storage.ts';

describe('the spec\'s presets (section 9 and the transits page)', () => {
  test.each([
    ['slow', ['Plutone', 'Nettuno', 'Urano', 'Saturno', 'Giove']],
    ['none', []],
  ] as const)('planets %s → %o', (preset, names) => {
    expect(PLANET_PRESETS[preset].map((b) => BODY_NAMES_IT[b])).toEqual(names);
  });

  test('Tutti is every transiting body', () => {
    expect([...PLANET_PRESETS.all].sort()).toEqual([...TRANSIT_BODY_CODES].sort());
  });

  test.each([
    ['harmonious', ['Congiunzione', 'Sestile', 'Trigono']],
    ['tense', ['Quadratura', 'Opposizione']],
    ['all', ['Congiunzione', 'Sestile', 'Quadratura', 'Trigono', 'Opposizione']],
    ['none', []],
  ] as const)('aspects %s → %o', (preset, names) => {
    expect(ASPECT_PRESETS[preset].map((a) => ASPECT_NAMES_IT[a])).toEqual(names);
  });
});

describe('Luna off by default for periods longer than three months', () => {
  test.each([
    ['2025-01-01', '2025-03-31', false],
    ['2025-01-01', '2025-04-01', true],
    ['2025-01-15', '2025-04-14', false],
    ['2025-01-15', '2025-04-15', true],
    ['2024-11-30', '2025-02-27', false],
    ['2024-11-30', '2025-02-28', true],
    ['2025-01-01', '2025-12-31', true],
    ['2025-06-01', '2025-06-30', false],
  ])('%s – %s longer than three months: %s', (start, end, long) => {
    expect(isLongPeriod(start, end)).toBe(long);
    expect(defaultFilters(start, end).planets.includes('moon')).toBe(!long);
    expect(defaultFilters(start, end).planets).toHaveLength(long ? 12 : 13);
  });

  test.each([
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-11-15', 3, '2026-02-15'],
  ])('addMonths(%s, %d) = %s', (date, n, expected) => {
    expect(addMonths(date, n)).toBe(expected);
  });
});

describe('bodiesToFetch: one call per chart, period and Luna on or off', () => {
  test('Luna shown: all 13 bodies; Luna hidden: the other 12, whatever else is hidden; nothing shown: no call', () => {
    expect(bodiesToFetch({ planets: ['moon'], aspects: [] })).toEqual(TRANSIT_BODY_CODES);
    expect(bodiesToFetch({ planets: ['pluto', 'sun'], aspects: ['square'] })).toEqual(TRANSIT_BODY_CODES.filter((b) => b !== 'moon'));
    expect(bodiesToFetch({ planets: PLANET_PRESETS.slow.slice(), aspects: [] })).toEqual(bodiesToFetch({ planets: ['chiron'], aspects: [] }));
    expect(bodiesToFetch({ planets: [], aspects: ['square'] })).toBeNull();
  });

  test('once Luna has been asked for, hiding it asks nothing new', () => {
    expect(bodiesToFetch({ planets: ['pluto'], aspects: [] }, true)).toEqual(TRANSIT_BODY_CODES);
  });
});

describe('filters persist with the chart', () => {
  withMemoryStorage();

  test('saved per chart, read back in canonical order; another chart has none', () => {
    writeFilters('chart-a', { planets: ['sun', 'pluto'], aspects: ['opposition', 'conjunction'] });
    expect(readFilters('chart-a')).toEqual({ planets: ['pluto', 'sun'], aspects: ['conjunction', 'opposition'] });
    expect(readFilters('chart-b')).toBeNull();
  });

  test('an unreadable entry reads as none (the defaults apply)', () => {
    localStorage.setItem('astrolabio:filtri-transiti:chart-a', '{"planets":["Plutone"],"aspects":[]}');
    expect(readFilters('chart-a')).toBeNull();
  });
});
