/** The tecniche aspect item's codecs are inverses, and share the transit item's span fields. */
import { describe, expect, test } from 'vitest';
import type { AspectTimingRecord } from '@astrolabio/core';
import { techniqueAspectSchema } from '../schemas/tecniche.ts';
import { decodeTechniqueAspectItem, encodeTechniqueAspectItem } from './technique-aspect.ts';

const minute = (iso: string) => Date.parse(iso);

const RECORD: AspectTimingRecord = {
  layer: 'directions',
  movingPoint: 'midheaven',
  natalPoint: 'venus',
  aspect: 'sextile',
  angleDeg: 300,
  startMs: minute('2024-11-02T10:00Z'),
  endMs: minute('2026-01-15T00:00Z'),
  clippedStart: true,
  clippedEnd: false,
  exactMs: [minute('2025-06-01T08:30Z')],
  peak: { timeMs: minute('2025-06-01T08:30Z'), orbDeg: 0 },
  house: 10,
};

describe('technique aspect item codecs', () => {
  test('record → item → record gives the record back; the item is what the schema accepts', () => {
    const item = encodeTechniqueAspectItem(RECORD);
    expect(item).toMatchObject({ point: 'Medio Coeli', natalPlanet: 'Venere', aspect: 'Sestile', start: '2024-11-02T10:00Z', clipped: { start: true, end: false } });
    expect(techniqueAspectSchema.safeParse(item).success).toBe(true);
    expect(decodeTechniqueAspectItem(item, 'directions')).toEqual(RECORD);
  });

  test('item → record → item gives the item back', () => {
    const item = encodeTechniqueAspectItem(RECORD);
    expect(encodeTechniqueAspectItem(decodeTechniqueAspectItem(item, 'progressions'))).toEqual(item);
  });
});
