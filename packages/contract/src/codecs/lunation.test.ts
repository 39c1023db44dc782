/** The tecniche lunation item's codecs are inverses, with and without an eclipse. */
import { describe, expect, test } from 'vitest';
import type { LunationRecord } from '@astrolabio/core';
import { tecnicheResponseSchema } from '../schemas/tecniche.ts';
import { decodeLunationItem, encodeLunationItem } from './lunation.ts';

const minute = (iso: string) => Date.parse(iso);

// Instants on the minute, the Moon's longitude and the magnitude to 4 decimals, orbs to 2: what the answer carries.
const ECLIPSE: LunationRecord = {
  layer: 'lunations',
  kind: 'fullMoon',
  startMs: minute('2025-03-14T03:57Z'),
  endMs: minute('2025-03-14T10:00Z'),
  clippedStart: false,
  clippedEnd: false,
  exactMs: [minute('2025-03-14T06:55Z')],
  peak: { timeMs: minute('2025-03-14T06:59Z'), orbDeg: 0 },
  moonLongitudeDeg: 173.9423,
  sign: 'virgo',
  house: 6,
  contacts: [{ natalPoint: 'mercury', light: 'sun', orbDeg: 1.25 }, { natalPoint: 'ascendant', light: 'moon', orbDeg: 2.5 }],
  eclipse: {
    kind: 'lunar', type: 'total', maxMs: minute('2025-03-14T06:59Z'), magnitude: 1.1781, saros: { series: 123, member: 53 },
    hits: [{ natalPoint: 'mercury', light: 'sun', aspect: 'conjunction', orbDeg: 1.25, house: 12 }, { natalPoint: 'mars', light: 'moon', aspect: 'square', orbDeg: 2.4, house: 3 }],
  },
};

const NEW_MOON: LunationRecord = {
  ...ECLIPSE,
  kind: 'newMoon',
  startMs: minute('2025-04-27T19:31Z'),
  endMs: minute('2025-04-27T19:31Z'),
  exactMs: [minute('2025-04-27T19:31Z')],
  peak: { timeMs: minute('2025-04-27T19:31Z'), orbDeg: 0 },
  moonLongitudeDeg: 37.7,
  sign: 'taurus',
  house: 9,
  contacts: [],
  eclipse: null,
};

const lunazioni = tecnicheResponseSchema.shape.lunazioni;

describe('lunation item codecs', () => {
  const UNKNOWN_SAROS: LunationRecord = { ...ECLIPSE, eclipse: { ...ECLIPSE.eclipse!, saros: null, hits: [] } };
  test.each([['an eclipse', ECLIPSE], ['an eclipse of no known Saros, hitting nothing', UNKNOWN_SAROS], ['a new Moon', NEW_MOON]] as const)('%s: record → item → record, and item → record → item byte for byte', (_name, record) => {
    const item = encodeLunationItem(record);
    expect(lunazioni.safeParse([item]).error?.issues).toBeUndefined();
    expect(decodeLunationItem(item)).toEqual(record);
    expect(JSON.stringify(encodeLunationItem(decodeLunationItem(item)))).toBe(JSON.stringify(item));
  });

  test('the item speaks Italian: phase, sign, natal points, lights, the eclipse\'s kind and type', () => {
    expect(encodeLunationItem(ECLIPSE)).toEqual({
      phase: 'Luna piena', time: '2025-03-14T06:55Z', longitude: 173.9423, sign: 'Vergine', house: 6,
      contacts: [{ natalPlanet: 'Mercurio', light: 'Sole', orb: 1.25 }, { natalPlanet: 'Ascendente', light: 'Luna', orb: 2.5 }],
      eclipse: {
        kind: 'Eclissi lunare', type: 'totale', maximum: '2025-03-14T06:59Z', magnitude: 1.1781, start: '2025-03-14T03:57Z', end: '2025-03-14T10:00Z',
        saros: { series: 123, member: 53 },
        hits: [{ natalPlanet: 'Mercurio', light: 'Sole', aspect: 'Congiunzione', orb: 1.25, house: 12 }, { natalPlanet: 'Marte', light: 'Luna', aspect: 'Quadratura', orb: 2.4, house: 3 }],
      },
    });
    expect(encodeLunationItem({ ...NEW_MOON, moonLongitudeDeg: 37.700049, contacts: [{ natalPoint: 'sun', light: 'moon', orbDeg: 0.126 }] }))
      .toMatchObject({ phase: 'Luna nuova', longitude: 37.7, eclipse: null, contacts: [{ natalPlanet: 'Sole', light: 'Luna', orb: 0.13 }] });
  });
});
