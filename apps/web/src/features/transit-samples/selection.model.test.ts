/** The test pages' filters: the spec's presets (section 9) as its Italian names, toggling, the pressed preset, the reload rule. */
import { describe, expect, test } from 'vitest';
import { ASPECT_NAMES_IT, BODY_NAMES_IT } from '@astrolabio/names-it';
import { ASPECT_PRESETS, type AspectCode, type TransitBodyCode } from '@astrolabio/core';
import {
  ASPECT_OPTIONS,
  canLoadTransits,
  DEFAULT_ASPECTS,
  DEFAULT_PLANETS,
  inOptionOrder,
  matchingPreset,
  PLANET_OPTIONS,
  PLANET_PRESETS,
  toggleCode,
} from './selection.ts';

const planetNames = (codes: readonly TransitBodyCode[]) => codes.map((c) => BODY_NAMES_IT[c]);
const aspectNames = (codes: readonly AspectCode[]) => codes.map((c) => ASPECT_NAMES_IT[c]);

describe('presets, as the spec names them', () => {
  test.each([
    ['Pianeti Lenti', PLANET_PRESETS.slow, ['Plutone', 'Nettuno', 'Urano', 'Saturno', 'Giove']],
    ['Tutti', PLANET_PRESETS.all, ['Sole', 'Luna', 'Mercurio', 'Venere', 'Marte', 'Giove', 'Saturno', 'Urano', 'Nettuno', 'Plutone', 'Chirone', 'Lilith', 'Nodo Nord']],
    ['Nessuno', PLANET_PRESETS.none, []],
    ['default', DEFAULT_PLANETS, ['Plutone', 'Nettuno', 'Urano', 'Saturno', 'Giove']],
  ])('planets %s', (_, codes, names) => {
    expect(planetNames(codes)).toEqual(names);
  });

  test.each([
    ['Armoniosi', ASPECT_PRESETS.harmonious, ['Congiunzione', 'Sestile', 'Trigono']],
    ['Tesi', ASPECT_PRESETS.tense, ['Quadratura', 'Opposizione']],
    ['Tutti', ASPECT_PRESETS.all, ['Congiunzione', 'Sestile', 'Quadratura', 'Trigono', 'Opposizione']],
    ['Nessuno', ASPECT_PRESETS.none, []],
    ['default', DEFAULT_ASPECTS, ['Congiunzione', 'Sestile', 'Quadratura', 'Trigono', 'Opposizione']],
  ])('aspects %s', (_, codes, names) => {
    expect(aspectNames(codes)).toEqual(names);
  });
});

describe('toggleCode keeps the options\' order', () => {
  test.each<[readonly TransitBodyCode[], TransitBodyCode, TransitBodyCode[]]>([
    [['pluto', 'saturn'], 'sun', ['sun', 'saturn', 'pluto']],
    [['sun', 'saturn', 'pluto'], 'saturn', ['sun', 'pluto']],
    [[], 'moon', ['moon']],
    [['moon'], 'moon', []],
  ])('%j toggling %s → %j', (selection, code, result) => {
    expect(toggleCode(selection, code, PLANET_OPTIONS)).toEqual(result);
  });

  test('inOptionOrder drops repeats and codes not offered', () => {
    expect(inOptionOrder(['opposition', 'conjunction', 'opposition'] as AspectCode[], ASPECT_OPTIONS)).toEqual(['conjunction', 'opposition']);
    expect(inOptionOrder(['southNode', 'sun'] as TransitBodyCode[], PLANET_OPTIONS)).toEqual(['sun']);
  });
});

describe('matchingPreset: the pressed quick choice', () => {
  test.each<[readonly AspectCode[], string | null]>([
    [['trine', 'conjunction', 'sextile'], 'harmonious'],
    [['opposition', 'square'], 'tense'],
    [ASPECT_OPTIONS, 'all'],
    [[], 'none'],
    [['square'], null],
    [['conjunction', 'sextile', 'trine', 'square'], null],
  ])('%j → %s', (selection, preset) => {
    expect(matchingPreset(selection, ASPECT_PRESETS)).toBe(preset);
  });

  test.each<[readonly TransitBodyCode[], string | null]>([
    [['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'], 'slow'],
    [['jupiter', 'saturn', 'uranus', 'neptune'], null],
    [PLANET_OPTIONS, 'all'],
  ])('planets %j → %s', (selection, preset) => {
    expect(matchingPreset(selection, PLANET_PRESETS)).toBe(preset);
  });
});

describe('the reload rule (spec section 4)', () => {
  test.each<[readonly TransitBodyCode[], boolean]>([
    [[], false],
    [['pluto'], true],
    [PLANET_OPTIONS, true],
  ])('planets %j → loads: %s', (planets, loads) => {
    expect(canLoadTransits(planets)).toBe(loads);
  });
});
