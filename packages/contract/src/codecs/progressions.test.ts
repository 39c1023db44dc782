/** The tecniche progressions' codecs are inverses: aspects, the progressed Moon's ingresses and phases, the positions of a day. */
import { describe, expect, test } from 'vitest';
import { BODY_CODES, type BodyCode, type BodyPosition, type ProgressedPositions } from '@astrolabio/core';
import { tecnicheResponseSchema } from '../schemas/tecniche.ts';
import { decodeProgressions, encodeProgressions, progressedPointsOf, type ProgressionsCodes } from './progressions.ts';

const minute = (iso: string) => Date.parse(iso);

const POSITIONS: ProgressedPositions = {
  progressedJd: 2447928.1,
  bodies: Object.fromEntries(BODY_CODES.map((code, i): [BodyCode, BodyPosition] => [code, {
    longitude: (i * 25.12345678 + 1) % 360, latitude: 0, speed: code === 'mercury' ? -0.5 : 1,
  }])) as Record<BodyCode, BodyPosition>,
  // Within 0.00005° of the Gemelli's first degree: the sign is the longitude's before rounding (Toro).
  ascendant: 59.99996,
  midheaven: 301.5,
};

const CODES: ProgressionsCodes = {
  records: [{
    layer: 'progressions', movingPoint: 'moon', natalPoint: 'sun', aspect: 'square', angleDeg: 90,
    startMs: minute('2020-01-06T22:18Z'), endMs: minute('2020-02-27T13:46Z'), clippedStart: false, clippedEnd: false,
    exactMs: [minute('2020-02-01T18:09Z')], peak: { timeMs: minute('2020-02-01T18:09Z'), orbDeg: 0 }, house: 12,
  }],
  moonSignIngresses: [{ timeMs: minute('2021-05-09T13:40Z'), retrograde: false, sign: 'taurus' }],
  moonHouseIngresses: [{ timeMs: minute('2022-03-01T00:00Z'), retrograde: false, house: 2 }],
  lunationPhases: [{ timeMs: minute('2022-04-25T23:02Z'), phase: 'firstQuarter' }],
  positions: { date: '2025-06-01', points: progressedPointsOf(POSITIONS).map((p) => ({ ...p, longitudeDeg: Math.round(p.longitudeDeg * 1e4) / 1e4 })) },
  moon: {
    timeMs: minute('2025-06-01T00:00Z'), longitudeDeg: 117.1234, sign: 'cancer', house: 4,
    nextSign: { timeMs: minute('2026-02-11T05:20Z'), sign: 'leo' }, nextHouse: { timeMs: minute('2025-09-30T17:01Z'), house: 5 },
    elongationDeg: 97.25, phase: 'firstQuarter', phaseSinceMs: minute('2025-01-03T08:00Z'),
    nextPhase: { timeMs: minute('2028-09-12T11:11Z'), phase: 'gibbous' },
  },
};

const progressioni = tecnicheResponseSchema.shape.progressioni;

describe('progressions codecs', () => {
  test('codes → answer → codes gives the codes back; the answer is the schema\'s, in Italian', () => {
    const answer = encodeProgressions(CODES);
    expect(progressioni.safeParse(answer).error?.issues).toBeUndefined();
    expect(answer.ingressiLunaSegni).toEqual([{ time: '2021-05-09T13:40Z', retrograde: false, sign: 'Toro' }]);
    expect(answer.ingressiLunaCase).toEqual([{ time: '2022-03-01T00:00Z', retrograde: false, house: 2 }]);
    expect(answer.fasiLunari).toEqual([{ time: '2022-04-25T23:02Z', phase: 'Primo quarto' }]);
    expect(answer.aspetti[0]).toMatchObject({ point: 'Luna', natalPlanet: 'Sole', aspect: 'Quadratura', exact: ['2020-02-01T18:09Z'] });
    expect(answer.lunaProgressa).toEqual({
      longitude: 117.1234, sign: 'Cancro', house: 4,
      nextSign: { time: '2026-02-11T05:20Z', sign: 'Leone' }, nextHouse: { time: '2025-09-30T17:01Z', house: 5 },
      phase: { phase: 'Primo quarto', elongation: 97.25, since: '2025-01-03T08:00Z', next: { time: '2028-09-12T11:11Z', phase: 'Luna gibbosa' } },
    });
    expect(decodeProgressions(answer)).toEqual(CODES);
    // A phase begun before birth has no start.
    const sinceBirth = encodeProgressions({ ...CODES, moon: { ...CODES.moon, phaseSinceMs: null } });
    expect(sinceBirth.lunaProgressa.phase.since).toBeNull();
    expect(decodeProgressions(sinceBirth).moon.phaseSinceMs).toBeNull();
  });

  test('answer → codes → answer, byte for byte', () => {
    const answer = encodeProgressions(CODES);
    expect(JSON.stringify(encodeProgressions(decodeProgressions(answer)))).toBe(JSON.stringify(answer));
  });

  test('the positions: 14 bodies then the angles, four decimals, each sign of its longitude before rounding', () => {
    const points = encodeProgressions({ ...CODES, positions: { date: '2025-06-01', points: progressedPointsOf(POSITIONS) } }).posizioni.punti;
    expect(points.map((p) => p.point)).toEqual(['Sole', 'Luna', 'Mercurio', 'Venere', 'Marte', 'Giove', 'Saturno', 'Urano', 'Nettuno', 'Plutone', 'Chirone', 'Lilith', 'Nodo Nord', 'Nodo Sud', 'Ascendente', 'Medio Coeli']);
    expect(points[1]).toEqual({ point: 'Luna', longitude: 26.1235, sign: 'Ariete', retrograde: false });
    expect(points[2]).toMatchObject({ point: 'Mercurio', retrograde: true });
    expect(points[14]).toEqual({ point: 'Ascendente', longitude: 60, sign: 'Toro', retrograde: false });
  });
});
