/**
 * The numbers the catalogue quotes come from the constants, passed in by the components: with the
 * real constants the words are the spec's, and another value gives other words.
 */
import { describe, expect, test } from 'vitest';
import { BAR_INTENSITY_MAX_ORB_DEG, DEFAULT_TRANSIT_MAX_ORB_DEG, TIMELINE_EXACT_ORB_DEG } from '@astrolabio/core';
import { LONG_PERIOD_MONTHS } from '../features/transits/index.ts';
import { SAMPLE_ITEM_COUNT } from '../features/transit-samples/index.ts';
import { it } from '../i18n/it.ts';

describe('catalogue numbers', () => {
  test('the legend\'s orbs: the spec\'s with the constants, others with other values', () => {
    expect(it.transits.legendThick(BAR_INTENSITY_MAX_ORB_DEG.thick)).toBe('orbita ≤ 0,5°');
    expect(it.transits.legendMedium(BAR_INTENSITY_MAX_ORB_DEG.medium)).toBe('orbita ≤ 1°');
    expect(it.transits.legendPeriod(DEFAULT_TRANSIT_MAX_ORB_DEG)).toBe('in orbita (≤ 3°)');
    expect(it.transits.legendExact(TIMELINE_EXACT_ORB_DEG)).toBe('esatto (orbita ≤ 0,01°)');
    expect(it.transits.legendThick(0.75)).toBe('orbita ≤ 0,75°');
    expect(it.transits.legendPeriod(2)).toBe('in orbita (≤ 2°)');
    expect(it.samples.legendExact(TIMELINE_EXACT_ORB_DEG)).toContain('(orbita fino a 0,01°)');
  });

  test('the long period in words', () => {
    expect(it.transits.moonHidden(LONG_PERIOD_MONTHS)).toContain('supera i tre mesi');
    expect(it.transits.moonHidden(6)).toContain('supera i sei mesi');
  });

  test('the /testing page: sample counts and the real data\'s orbs', () => {
    expect(it.testing.sampleNotice(SAMPLE_ITEM_COUNT.month, SAMPLE_ITEM_COUNT.year)).toContain('(20 per un mese, 10 per un anno)');
    expect(it.testing.sampleNotice(30, 12)).toContain('(30 per un mese, 12 per un anno)');
    expect(it.testing.realNotice('Anna', DEFAULT_TRANSIT_MAX_ORB_DEG, TIMELINE_EXACT_ORB_DEG)).toBe('Transiti reali sul tema di Anna: orbita fino a 3°, esatti entro 0,01°.');
  });
});
