/** The transit item's codecs are inverses: record → item → record, and item → record → item. */
import { describe, expect, test } from 'vitest';
import type { TransitHouses, TransitRecord } from '@astrolabio/core';
import { natalHousesSchema, transitSchema } from '../schemas/transiti.ts';
import { decodeTransitHouses, decodeTransitItem, encodeTransitHouses, encodeTransitItem } from './transit-item.ts';

const minute = (iso: string) => Date.parse(iso);

// Instants on the minute and orbs of 2 decimals: what the API carries without loss.
const RECORD: TransitRecord = {
  transitBody: 'saturn',
  natalPoint: 'sun',
  aspect: 'square',
  angleDeg: 270,
  startMs: minute('2025-01-03T04:05Z'),
  endMs: minute('2025-06-30T23:59Z'),
  clippedStart: false,
  clippedEnd: true,
  exactMs: [minute('2025-02-10T12:00Z'), minute('2025-05-01T00:01Z')],
  stations: [{ timeMs: minute('2025-03-20T07:30Z'), kind: 'retrograde' }],
  peak: { timeMs: minute('2025-02-10T12:00Z'), orbDeg: 0 },
  daily: { firstDate: '2025-01-03', orbsDeg: [2.5, 2.41, 0.01] },
  house: 7,
} as TransitRecord;

describe('transit item codecs', () => {
  test('record → item → record gives the record back; the item is what the schema accepts', () => {
    const item = encodeTransitItem(RECORD);
    expect(item).toMatchObject({ transitPlanet: 'Saturno', natalPlanet: 'Sole', aspect: 'Quadratura', start: '2025-01-03T04:05Z' });
    expect(transitSchema.safeParse(item).success).toBe(true);
    expect(decodeTransitItem(item)).toEqual(RECORD);
  });

  test('item → record → item gives the item back', () => {
    const item = encodeTransitItem(RECORD);
    expect(encodeTransitItem(decodeTransitItem(item))).toEqual(item);
  });
});

const HOUSES: TransitHouses = {
  transitBody: 'mars',
  startHouse: 12,
  ingresses: [{ timeMs: minute('2025-02-01T03:04Z'), house: 1, retrograde: false }, { timeMs: minute('2025-04-11T22:00Z'), house: 12, retrograde: true }],
};

describe('natal houses codecs', () => {
  test('houses → item → houses gives them back; the item is what the schema accepts', () => {
    const item = encodeTransitHouses(HOUSES);
    expect(item).toEqual({ transitPlanet: 'Marte', startHouse: 12, ingresses: [
      { time: '2025-02-01T03:04Z', house: 1, retrograde: false }, { time: '2025-04-11T22:00Z', house: 12, retrograde: true },
    ] });
    expect(natalHousesSchema.safeParse(item).success).toBe(true);
    expect(decodeTransitHouses(item)).toEqual(HOUSES);
    expect(encodeTransitHouses(decodeTransitHouses(item))).toEqual(item);
  });
});
