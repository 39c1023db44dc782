/** The daily answers' codecs are inverses: codes → answer → codes, and answer → codes → answer. */
import { describe, expect, test } from 'vitest';
import { BODY_CODES, type BodyCode } from '@astrolabio/core';
import { transitiMensiliResponseSchema } from '../schemas/transiti-mensili.ts';
import { transitiSpecificiResponseSchema } from '../schemas/transiti-specifici.ts';
import { decodeDebugDay, decodeMonthlyPositions, encodeDebugDay, encodeMonthlyPositions, type DebugDayCodes, type MonthlyPositionsCodes } from './daily-positions.ts';

/** Every body (the schemas want all 14), each `at(index)`, with the ones given in place. */
function allBodies<T>(at: (i: number) => T, given: Partial<Record<BodyCode, T>>): Record<BodyCode, T> {
  return { ...Object.fromEntries(BODY_CODES.map((c, i) => [c, at(i)])), ...given } as Record<BodyCode, T>;
}

// Longitudes with six decimals: what the monthly answer carries without loss.
const MONTHLY: MonthlyPositionsCodes = {
  startDate: '2025-01-31',
  endDate: '2025-02-01',
  days: [
    { date: '2025-01-31', bodies: allBodies((i) => ({ longitude: i * 25.5, retrograde: false }), { sun: { longitude: 311.123456, retrograde: false }, mercury: { longitude: 29.999999, retrograde: true } }) },
    { date: '2025-02-01', bodies: allBodies((i) => ({ longitude: i * 25.75, retrograde: i % 3 === 0 }), { sun: { longitude: 312.1, retrograde: false }, mercury: { longitude: 29.5, retrograde: true } }) },
  ],
  timeOfDayUt: '12:00',
  nodeKind: 'true',
  lilithKind: 'mean',
};

const DEBUG_DAY: DebugDayCodes = {
  date: '2025-03-14',
  jdUt: 2460749,
  bodies: allBodies((i) => ({ longitude: i * 20.5, speed: 0.1, retrograde: false, house: (i % 12) + 1 }), {
    sun: { longitude: 353.87, speed: 0.99, retrograde: false, house: 4 }, venus: { longitude: 10.2, speed: -0.5, retrograde: true, house: 5 },
  }),
  aspects: [
    { transitBody: 'sun', natalPoint: 'ascendant', aspects: [{ aspect: 'trine', orb: 0.42, angle: 120 }] },
    { transitBody: 'venus', natalPoint: 'moon', aspects: [{ aspect: 'conjunction', orb: 0, angle: 0 }, { aspect: 'sextile', orb: 1.99, angle: 60 }] },
  ],
  timeOfDayUt: '12:00',
  nodeKind: 'mean',
  lilithKind: 'true',
};

describe('monthly positions codecs', () => {
  test('codes → answer → codes gives the codes back; the answer is by month, day and Italian name', () => {
    const answer = encodeMonthlyPositions(MONTHLY);
    expect(transitiMensiliResponseSchema.safeParse(answer).error?.issues).toBeUndefined();
    expect(answer.periodo).toBe('2025-01-31 - 2025-02-01');
    expect(answer.transiti['2025-02']!['2025-02-01']!.Mercurio).toEqual({ longitude: 29.5, degree: 29.5, sign: 'Ariete', formatted: "29°30' Ariete", retrograde: true });
    expect(decodeMonthlyPositions(answer)).toEqual(MONTHLY);
  });

  test('answer → codes → answer gives the answer back, byte for byte', () => {
    const answer = encodeMonthlyPositions(MONTHLY);
    expect(JSON.stringify(encodeMonthlyPositions(decodeMonthlyPositions(answer)))).toBe(JSON.stringify(answer));
  });

  test('longitudes are sent with six decimals', () => {
    const answer = encodeMonthlyPositions({ ...MONTHLY, days: [{ date: '2025-01-31', bodies: { ...MONTHLY.days[0]!.bodies, sun: { longitude: 311.12345678, retrograde: false } } }] });
    expect(decodeMonthlyPositions(answer).days[0]!.bodies.sun!.longitude).toBe(311.123457);
  });
});

describe('debug day codecs', () => {
  test('codes → answer → codes gives the codes back; the answer is in Italian', () => {
    const answer = encodeDebugDay(DEBUG_DAY);
    expect(transitiSpecificiResponseSchema.safeParse(answer).error?.issues).toBeUndefined();
    expect(answer.aspettiDiTransito[1]).toEqual({ transitPlanet: 'Venere', natalPlanet: 'Luna', aspects: [
      { type: 'Congiunzione', orb: 0, degrees: 0 }, { type: 'Sestile', orb: 1.99, degrees: 60 },
    ] });
    expect(decodeDebugDay(answer)).toEqual(DEBUG_DAY);
  });

  test('answer → codes → answer gives the answer back, byte for byte', () => {
    const answer = encodeDebugDay(DEBUG_DAY);
    expect(JSON.stringify(encodeDebugDay(decodeDebugDay(answer)))).toBe(JSON.stringify(answer));
  });
});
