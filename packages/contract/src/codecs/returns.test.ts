/**
 * The returns' codecs are inverses: codes → answer → codes gives the codes back, and answer → codes
 * → answer the same bytes; every answer is what the contract's schema accepts, in Italian.
 */
import { describe, expect, test } from 'vitest';
import { BODY_CODES, DEFAULT_NATAL_ORBS, DEFAULT_RETURN_ORBS, RETURN_ASPECT_CODES, withOrbs, type BodyCode, type ChartBody } from '@astrolabio/core';
import {
  mirataResponseSchema,
  rivoluzioneSolareBodySchema,
  rivoluzioneSolareResponseSchema,
  rivoluzioniLunariBodySchema,
  rivoluzioniLunariResponseSchema,
} from '../schemas/rivoluzione-solare.ts';
import type { NatalChartCodes } from './natal-chart.ts';
import {
  decodeLunarReturns,
  decodeMirata,
  decodeSolarReturn,
  encodeLunarReturns,
  encodeMirata,
  encodeSolarReturn,
  type MirataCodes,
  type ReturnChartCodes,
  type ReturnOrbsCodes,
  type SolarReturnCodes,
} from './returns.ts';

const second = (iso: string) => Date.parse(iso);
const ROME_TIME = { civil: '2025-01-01T00:00:56', utcOffset: 'UTC+01:00', zone: 'Europe/Rome', dst: false };

/** A return chart cast at `jdUt`: bodies spread over the zodiac, one retrograde. */
function chartAt(jdUt: number): NatalChartCodes {
  const bodies = Object.fromEntries(BODY_CODES.map((code, i): [BodyCode, ChartBody] => [code, {
    longitude: (i * 29.5 + 7.25) % 360, latitude: 0, speed: code === 'saturn' ? -0.02 : 1, retrograde: code === 'saturn', house: ((i + 3) % 12) + 1,
  }])) as Record<BodyCode, ChartBody>;
  return {
    jdUt,
    houseSystem: 'placidus',
    nodeKind: 'true',
    lilithKind: 'mean',
    aspectCodes: ['conjunction', 'opposition'],
    orbs: { conjunction: DEFAULT_NATAL_ORBS.conjunction, opposition: DEFAULT_NATAL_ORBS.opposition },
    bodies,
    cusps: Array.from({ length: 12 }, (_, i) => (i * 30 + 184) % 360),
    ascendant: 184,
    midheaven: 94.85,
    aspects: [{ body1: 'sun', body2: 'mars', aspect: 'opposition', orb: 1.5, applying: true }],
    angleAspects: [],
    warningsIt: [],
  };
}

function returnChart(iso: string, jdUt: number, place: ReturnChartCodes['place']): ReturnChartCodes {
  return {
    instantMs: second(iso),
    localTime: ROME_TIME,
    place,
    chart: chartAt(jdUt),
    natalHouseOfAngle: { ascendant: 6, midheaven: 3 },
    natalHouseOfBody: Object.fromEntries(BODY_CODES.map((code, i) => [code, (i % 12) + 1])) as Record<BodyCode, number>,
    natalHouseOfCusp: [6, 7, 8, 8, 9, 10, 12, 1, 2, 2, 3, 4],
    aspectsToNatal: [
      { returnPoint: 'sun', natalPoint: 'sun', aspect: 'conjunction', orb: 0 },
      { returnPoint: 'midheaven', natalPoint: 'venus', aspect: 'trine', orb: 2.37 },
    ],
  };
}

/** The return orbs of the aspects a return looks for, one of them changed (a wider Sole/Luna square). */
const RETURN_ORBS: ReturnOrbsCodes = Object.fromEntries(RETURN_ASPECT_CODES.map((a) => [a, withOrbs(DEFAULT_RETURN_ORBS, { square: { luminaryOrbDeg: 4.5 } })[a]]));

const SOLAR: SolarReturnCodes = {
  year: 2025,
  zodiac: 'precessionCorrected',
  ...returnChart('2024-12-31T23:00:56Z', 2460676.4589777663, { latitude: 45.4642, longitude: 9.19, name: 'Milano (MI)' }),
  returnOrbs: RETURN_ORBS,
};

describe('solar and lunar return codecs', () => {
  test('codes → answer → codes; the answer is the schema\'s, with Italian names', () => {
    const answer = encodeSolarReturn(SOLAR);
    expect(rivoluzioneSolareResponseSchema.safeParse(answer).error?.issues).toBeUndefined();
    expect(answer).toMatchObject({
      year: 2025,
      zodiaco: 'precessionCorrected',
      istante: { ut: '2024-12-31T23:00:56Z', jd: 2460676.4589777663, locale: '2025-01-01T00:00:56', utcOffset: 'UTC+01:00', zona: 'Europe/Rome', dst: false },
      luogo: { latitude: 45.4642, longitude: 9.19, nome: 'Milano (MI)' },
      caseNatali: { ascendente: 6, medioCoeli: 3, pianeti: { Sole: 1, Luna: 2 }, cuspidi: [6, 7, 8, 8, 9, 10, 12, 1, 2, 2, 3, 4] },
    });
    expect(answer.aspettiNatali[1]).toEqual({ rivoluzione: 'Medio Coeli', natale: 'Venere', type: 'Trigono', orb: 2.37 });
    expect(answer.tema.pianeti.Saturno).toMatchObject({ retrograde: true });
    expect(decodeSolarReturn(answer)).toEqual(SOLAR);
  });

  test('the return orbs used: «orbiRitorno», the five aspects a return looks for in their order, both columns', () => {
    const answer = encodeSolarReturn(SOLAR);
    expect(answer.orbiRitorno).toEqual({
      Congiunzione: { orb: 3, soleLuna: 3 },
      Sestile: { orb: 2, soleLuna: 2 },
      Quadratura: { orb: 3, soleLuna: 4.5 },
      Trigono: { orb: 3, soleLuna: 3 },
      Opposizione: { orb: 3, soleLuna: 3 },
    });
    expect(Object.keys(answer.orbiRitorno)).toEqual(['Congiunzione', 'Sestile', 'Quadratura', 'Trigono', 'Opposizione']);
    expect(decodeSolarReturn(answer).returnOrbs).toEqual(RETURN_ORBS);
  });

  test('the natal houses of the return cusps: twelve, each 1–12, or the schema refuses the answer', () => {
    const answer = encodeSolarReturn(SOLAR);
    const withCusps = (cuspidi: number[]) => rivoluzioneSolareResponseSchema.safeParse({ ...answer, caseNatali: { ...answer.caseNatali, cuspidi } }).success;
    expect(withCusps(answer.caseNatali.cuspidi.slice(0, 11))).toBe(false);
    expect(withCusps([...answer.caseNatali.cuspidi.slice(0, 11), 13])).toBe(false);
    expect(withCusps(answer.caseNatali.cuspidi)).toBe(true);
  });

  test('answer → codes → answer, byte for byte; a place without a name has no «nome»', () => {
    const answer = encodeSolarReturn(SOLAR);
    expect(JSON.stringify(encodeSolarReturn(decodeSolarReturn(answer)))).toBe(JSON.stringify(answer));
    const { name: _name, ...unnamed } = SOLAR.place;
    const atBirthPlace = encodeSolarReturn({ ...SOLAR, place: unnamed });
    expect(atBirthPlace.luogo).toEqual({ latitude: 45.4642, longitude: 9.19 });
    expect(decodeSolarReturn(atBirthPlace).place).toEqual(unnamed);
  });

  test('lunar returns: each return chart in order, at sea in UTC', () => {
    const codes = {
      returns: [
        returnChart('2025-01-09T10:11:12Z', 2460684.924444, { latitude: 41.9, longitude: 12.5 }),
        { ...returnChart('2025-02-05T18:01:02Z', 2460712.250718, { latitude: 40, longitude: -30 }), localTime: { civil: '2025-02-05T18:01:02', utcOffset: 'UTC+00:00', zone: null, dst: false } },
      ],
      returnOrbs: RETURN_ORBS,
    };
    const answer = encodeLunarReturns(codes);
    expect(rivoluzioniLunariResponseSchema.safeParse(answer).error?.issues).toBeUndefined();
    expect(answer.ritorni.map((r) => [r.istante.ut, r.istante.zona])).toEqual([['2025-01-09T10:11:12Z', 'Europe/Rome'], ['2025-02-05T18:01:02Z', null]]);
    expect(answer.orbiRitorno.Quadratura).toEqual({ orb: 3, soleLuna: 4.5 });
    expect(decodeLunarReturns(answer)).toEqual(codes);
    expect(JSON.stringify(encodeLunarReturns(decodeLunarReturns(answer)))).toBe(JSON.stringify(answer));
  });
});

describe('the option «orbiRitorno» of the RS and RL requests', () => {
  const NATAL = { datetime: '1990-01-01T12:00', timezone: 1, latitude: 41.9, longitude: 12.5 };
  const bodies = [
    ['RS', (orbiRitorno: unknown) => rivoluzioneSolareBodySchema.safeParse({ natal: NATAL, year: 2027, orbiRitorno })],
    ['RL', (orbiRitorno: unknown) => rivoluzioniLunariBodySchema.safeParse({ natal: NATAL, startDate: '2027-01-01', endDate: '2027-03-31', orbiRitorno })],
  ] as const;

  test.each(bodies)('%s: Italian names to codes, both columns, the others left to the defaults', (_kind, parse) => {
    const r = parse({ Quadratura: { orb: 2, soleLuna: 4 }, Trigono: 1.5 });
    expect(r.error?.issues).toBeUndefined();
    expect(r.data?.orbiRitorno).toEqual({ square: { orbDeg: 2, luminaryOrbDeg: 4 }, trine: { orbDeg: 1.5, luminaryOrbDeg: 1.5 } });
    expect(parse(undefined).data?.orbiRitorno).toBeUndefined();
  });

  test.each(bodies)('%s: an orb out of 0–15° or an unknown aspect is refused in Italian, naming the field', (_kind, parse) => {
    const messages = [{ Congiunzione: 16 }, { Trigono: { orb: -1 } }, { Quincunx: 2 }].map((o) => parse(o).error?.issues[0]?.message);
    expect(messages[0]).toBe('Il campo «orbiRitorno» (orbite del ritorno): l’orbita di Congiunzione deve essere un numero da 0 a 15 gradi.');
    expect(messages[1]).toMatch(/^Il campo «orbiRitorno» \(orbite del ritorno\): l’orbita di Trigono/);
    expect(messages[2]).toMatch(/«orbiRitorno».*Quincunx/);
  });
});

const MIRATA: MirataCodes = {
  year: 2025,
  zodiac: 'tropical',
  instantMs: second('2024-12-31T23:00:56Z'),
  jdUt: 2460676.4589777663,
  placesScanned: 36438,
  total: 6753,
  results: [
    {
      name: 'Milano (MI), Lombardia, Italia', country: 'IT', latitude: 45.46427, longitude: 9.18951, distanceKm: 0,
      ascendantDeg: 183.9948624343534, midheavenDeg: 94.8471253327316, ascendantNatalHouse: 6, midheavenNatalHouse: 3,
      returnHouses: { sun: 4, moon: 4, venus: 5 }, localTime: ROME_TIME, warningsIt: [],
    },
    {
      name: 'Tromsø, Troms, Norvegia', country: 'NO', latitude: 69.6496, longitude: 18.956, distanceKm: null,
      ascendantDeg: 201.5, midheavenDeg: 100.25, ascendantNatalHouse: 7, midheavenNatalHouse: 4,
      returnHouses: { sun: 4 }, localTime: { ...ROME_TIME, zone: 'Europe/Oslo' },
      warningsIt: ['Oltre il circolo polare il sistema Placidus non è calcolabile: le case sono calcolate con il sistema Porfirio.'],
    },
  ],
};

describe('«Mirata» codecs', () => {
  test('codes → answer → codes; each place\'s time is at the answer\'s one instant', () => {
    const answer = encodeMirata(MIRATA);
    expect(mirataResponseSchema.safeParse(answer).error?.issues).toBeUndefined();
    expect(answer.istante).toEqual({ ut: '2024-12-31T23:00:56Z', jd: 2460676.4589777663 });
    expect(answer.risultati[0]).toMatchObject({
      luogo: 'Milano (MI), Lombardia, Italia', paese: 'IT', distanzaKm: 0,
      ascendente: { longitude: 183.9948624343534, zodiac: { sign: 'Bilancia', formatted: "3°59' Bilancia" } },
      casaNataleAscendente: 6, caseRS: { Sole: 4, Luna: 4, Venere: 5 },
      ora: { ut: '2024-12-31T23:00:56Z', jd: 2460676.4589777663, locale: '2025-01-01T00:00:56', zona: 'Europe/Rome' },
    });
    expect(Object.keys(answer.risultati[0]!.caseRS)).toEqual(['Sole', 'Luna', 'Venere']);
    expect(decodeMirata(answer)).toEqual(MIRATA);
  });

  test('answer → codes → answer, byte for byte', () => {
    const answer = encodeMirata(MIRATA);
    expect(JSON.stringify(encodeMirata(decodeMirata(answer)))).toBe(JSON.stringify(answer));
  });
});
