/** The layer choice per chart: written, read back after a "reload", never shared between charts, damaged data ignored. */
import { describe, expect, test, vi } from 'vitest';
import { LUCIA, MARIO, memoryStorage, withMemoryStorage } from '../../../../test/memory-storage.ts';
import { DEFAULT_LAYER_CHOICE, linkedLayerChoice, readLayerChoice, writeLayerChoice } from './layer-choice.ts';

describe('layer choice storage', () => {
  withMemoryStorage(600);

  test('kept with its chart, in canonical order; another chart starts from the default', () => {
    writeLayerChoice(MARIO, { layers: ['lunations', 'progressions'], slowPeriod: 'life' });
    expect(readLayerChoice(MARIO)).toEqual({ layers: ['progressions', 'lunations'], slowPeriod: 'life' });
    expect(readLayerChoice(LUCIA)).toEqual(DEFAULT_LAYER_CHOICE);
  });

  test('something else under the key is ignored, not a crash', () => {
    localStorage.setItem(`astrolabio:livelli-transiti:${MARIO}`, JSON.stringify({ layers: ['transits'], slowPeriod: '7y' }));
    expect(readLayerChoice(MARIO)).toEqual(DEFAULT_LAYER_CHOICE);
  });

  test('a full storage costs only the persistence', () => {
    vi.stubGlobal('localStorage', memoryStorage(10));
    expect(() => writeLayerChoice(MARIO, { layers: ['directions'], slowPeriod: '50y' })).not.toThrow();
  });
});

describe('a shared link\'s layers (issue 26)', () => {
  test('taken in canonical order when they are a choice this view offers', () => {
    expect(linkedLayerChoice({ layers: ['lunations', 'directions'], slowPeriod: '20y' })).toEqual({ layers: ['directions', 'lunations'], slowPeriod: '20y' });
  });

  test('a period the view does not offer, or no link, is no choice: the chart keeps its own', () => {
    expect(linkedLayerChoice({ layers: ['progressions'], slowPeriod: '7y' })).toBeNull();
    expect(linkedLayerChoice(null)).toBeNull();
    expect(linkedLayerChoice(undefined)).toBeNull();
  });
});
