/**
 * The «Mirata» codecs are inverses: codes → answer → codes gives the codes back, answer → codes →
 * answer the same bytes, and every answer is what the contract's schema accepts. The rule set: a
 * user's partial copy changes what it says and nothing else. The sentences: the issue's own example.
 */
import { describe, expect, test } from 'vitest';
import { DISCEPOLO_RULE_SET, MIRATA_READ_BODIES, type MirataBody, type MirataFinding } from '@astrolabio/core';
import { mirataCampoResponseSchema, mirataLuoghiResponseSchema, mirataPianoResponseSchema, mirataRuleSetSchema } from '../schemas/mirata.ts';
import {
  decodeMirataCampo,
  decodeMirataLuoghi,
  decodeMirataPiano,
  encodeMirataCampo,
  encodeMirataLuoghi,
  encodeMirataPiano,
  encodeMirataRuleSet,
  mirataRuleSetOf,
  type MirataChoiceCodes,
  type MirataFieldCodes,
  type MirataLuoghiCodes,
  type MirataPlanCodes,
  type MirataReturnSearchCodes,
} from './mirata.ts';
import { mirataFindingSentence } from './mirata-sentences.ts';

const houses = (shift: number) => Object.fromEntries(MIRATA_READ_BODIES.map((b, i) => [b, ((i + shift) % 12) + 1])) as Record<MirataBody, number>;

const ASC_IN_TWELFTH: MirataFinding = {
  rule: 'ascendantInDangerHouse',
  outcome: 'veto',
  points: 0,
  house: 12,
  subjects: [{ subject: 'ascendant', placement: { house: 12, counted: 12, toNextCuspDeg: 1.2 }, toMidheavenDeg: null }],
};
const JUPITER_ON_MC: MirataFinding = {
  rule: 'tenthHouse',
  outcome: 'bonus',
  points: 4,
  house: 10,
  subjects: [{ subject: 'jupiter', placement: { house: 10, counted: 10, toNextCuspDeg: 25.4 }, toMidheavenDeg: 3.08 }],
};

function choice(name: string, verdict: MirataChoiceCodes['verdict'], findings: MirataFinding[]): MirataChoiceCodes {
  return {
    name,
    country: 'PT',
    latitude: 38.72,
    longitude: -9.14,
    population: 517_802,
    distanceKm: 1863.42,
    airport: { code: 'LIS', name: 'Humberto Delgado Airport', distanceKm: 6.13 },
    verdict,
    score: findings.reduce((s, f) => s + f.points, 0),
    ascendantDeg: 123.456,
    midheavenDeg: 10.5,
    ascendantNatalHouse: 12,
    ascendantCountedHouse: 12,
    midheavenNatalHouse: 9,
    returnHouses: houses(0),
    returnHousesCounted: houses(1),
    findings,
    localTime: { civil: '2027-03-14T09:21:07', utcOffset: 'UTC+00:00', zone: 'Europe/Lisbon', dst: false },
    beThereFrom: '2027-03-13T09:21',
    warningsIt: [],
    others: [{ name: 'Amadora, Portogallo', country: 'PT', latitude: 38.75, longitude: -9.23, population: 178_858, distanceKm: 1871.05 }],
    othersTotal: 1,
  };
}

function search(instant: string, jdUt: number, choices: MirataChoiceCodes[]): MirataReturnSearchCodes {
  return { instantMs: Date.parse(instant), jdUt, placesRead: 3120, placesByVerdict: { recommended: 40, acceptable: 900, discarded: 2180 }, choicesTotal: 215, choices };
}

describe('the rule set on the wire', () => {
  test('no rule set is Discepolo’s; Discepolo’s written out and read back is Discepolo’s', () => {
    expect(mirataRuleSetOf(undefined)).toBe(DISCEPOLO_RULE_SET);
    const wire = encodeMirataRuleSet(DISCEPOLO_RULE_SET);
    expect(mirataRuleSetSchema.parse(wire)).toEqual(wire);
    expect(mirataRuleSetOf(wire)).toEqual(DISCEPOLO_RULE_SET);
  });

  test('a user’s copy changes what it says, and only that', () => {
    const mine = mirataRuleSetOf(mirataRuleSetSchema.parse({
      attive: { marsWithSaturn: false },
      orbitaCuspideGradi: 2,
      stellium: { corpi: ['Sole', 'Luna', 'Mercurio', 'Venere', 'Marte'] },
      decima: { punti: { Giove: 5 } },
    }));
    expect(mine.enabled).toEqual({ ...DISCEPOLO_RULE_SET.enabled, marsWithSaturn: false });
    expect(mine.cuspOrbDeg).toBe(2);
    expect(mine.stelliumBodies).toEqual(['sun', 'moon', 'mercury', 'venus', 'mars']);
    expect(mine.tenthHouse.bodyPoints).toEqual({ ...DISCEPOLO_RULE_SET.tenthHouse.bodyPoints, jupiter: 5 });
    expect({ ...mine, enabled: undefined, cuspOrbDeg: undefined, stelliumBodies: undefined, tenthHouse: undefined })
      .toEqual({ ...DISCEPOLO_RULE_SET, enabled: undefined, cuspOrbDeg: undefined, stelliumBodies: undefined, tenthHouse: undefined });
  });

  test('the schema refuses what is out of range', () => {
    expect(mirataRuleSetSchema.safeParse({ orbitaCuspideGradi: 9 }).success).toBe(false);
    expect(mirataRuleSetSchema.safeParse({ caseDaEvitare: [13] }).success).toBe(false);
    expect(mirataRuleSetSchema.safeParse({ attive: { nonEsiste: true } }).success).toBe(false);
    expect(mirataRuleSetSchema.safeParse({ stellium: { corpi: ['Chirone'] } }).success).toBe(false);
  });
});

describe('sentences', () => {
  test('the issue’s example, word for word', () => {
    expect(mirataFindingSentence(ASC_IN_TWELFTH, { chart: 'solar', cuspOrbDeg: 2.5 }))
      .toBe('Regola 4: l’Ascendente di RS cade nella XII casa radix, a 1°12′ dalla cuspide della I — da evitare.');
  });

  test('the 2°30′ rule says where a point counts; a lunar return says RL; elision before VIII and XI', () => {
    const moved: MirataFinding = { ...ASC_IN_TWELFTH, house: 12, subjects: [{ subject: 'ascendant', placement: { house: 11, counted: 12, toNextCuspDeg: 0.5 }, toMidheavenDeg: null }] };
    expect(mirataFindingSentence(moved, { chart: 'lunar', cuspOrbDeg: 2.5 }))
      .toBe('Regola 4: l’Ascendente di RL cade nell’XI casa radix, a 0°30′ dalla cuspide della XII: per la regola dei 2°30′ conta nella XII — da evitare.');
  });

  test('a bonus and a rule without a published number', () => {
    expect(mirataFindingSentence(JUPITER_ON_MC, { chart: 'solar', cuspOrbDeg: 2.5 }))
      .toBe('Regola della X casa: Giove di RS è nella X casa, a 3°05′ dal Medio Coeli — favorevole (+4).');
  });
});

describe('codecs', () => {
  const luoghi: MirataLuoghiCodes = {
    year: 2027,
    zodiac: 'tropical',
    rules: DISCEPOLO_RULE_SET,
    ...search('2027-03-14T09:21:07Z', 2461478.89, [choice('Lisbona, Portogallo', 'recommended', [JUPITER_ON_MC]), choice('Porto, Portogallo', 'discarded', [ASC_IN_TWELFTH])]),
  };

  test('POST /api/mirata/luoghi: codes → answer → codes, answer → codes → answer, accepted by the schema', () => {
    const answer = encodeMirataLuoghi(luoghi);
    expect(mirataLuoghiResponseSchema.parse(answer)).toEqual(answer);
    expect(decodeMirataLuoghi(answer)).toEqual(luoghi);
    expect(JSON.stringify(encodeMirataLuoghi(decodeMirataLuoghi(answer)))).toBe(JSON.stringify(answer));
    expect(answer.risultati[1]!.motivi[0]!.frase).toBe('Regola 4: l’Ascendente di RS cade nella XII casa radix, a 1°12′ dalla cuspide della I — da evitare.');
    expect(answer.risultati[0]!.verdetto).toBe('consigliata');
  });

  test('POST /api/mirata/piano, lunar returns numbered from 1', () => {
    const plan: MirataPlanCodes = {
      zodiac: 'tropical',
      rules: mirataRuleSetOf({ orbitaCuspideGradi: 2 }),
      years: [{
        year: 2027,
        ...search('2027-03-14T09:21:07Z', 2461478.89, [choice('Lisbona, Portogallo', 'recommended', [JUPITER_ON_MC])]),
        lunarReturns: [search('2027-03-30T02:00:00Z', 2461494.58, [choice('Madrid, Spagna', 'acceptable', [])])],
      }],
    };
    const answer = encodeMirataPiano(plan);
    expect(mirataPianoResponseSchema.parse(answer)).toEqual(answer);
    expect(answer.anni[0]!.lunari[0]!.numero).toBe(1);
    expect(decodeMirataPiano(answer)).toEqual(plan);
    expect(JSON.stringify(encodeMirataPiano(decodeMirataPiano(answer)))).toBe(JSON.stringify(answer));
  });

  test('POST /api/mirata/campo: the cells’ bytes through base64, the lines to 0.01°', () => {
    const cells = Uint8Array.from({ length: 720 * 2 }, (_, i) => ((i * 7) % 12) + 1 + (((i >> 3) % 3) << 4));
    const field: MirataFieldCodes = {
      year: 2027,
      zodiac: 'precessionCorrected',
      instantMs: Date.parse('2027-03-14T09:41:00Z'),
      jdUt: 2461478.9,
      rules: DISCEPOLO_RULE_SET,
      grid: { south: 89, north: 90, west: -180, east: 180, stepDeg: 0.5, rows: 2, columns: 720 },
      cells,
      lines: [{ chart: 'return', body: 'jupiter', angle: 'ascendant', segments: [[[12.5, 41.9], [13.01, 43]], [[-179.5, 60]]] }],
    };
    const answer = encodeMirataCampo(field);
    expect(mirataCampoResponseSchema.parse(answer)).toEqual(answer);
    expect(answer.linee[0]).toMatchObject({ tema: 'rivoluzione', corpo: 'Giove', angolo: 'ascendente' });
    expect(decodeMirataCampo(answer)).toEqual(field);
    expect(JSON.stringify(encodeMirataCampo(decodeMirataCampo(answer)))).toBe(JSON.stringify(answer));
  });
});
