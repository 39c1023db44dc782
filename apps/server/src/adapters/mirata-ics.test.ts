/**
 * The «Mirata» plan's calendar: the reminder to be at the chosen place is the day before the return
 * at the same civil hour (not 24 hours before), at the hour its text names; Rome's clocks change at
 * 30/03/2025 01:00 UT (`zdump -v -c 2025,2026 Europe/Rome`).
 */
import { describe, expect, test } from 'vitest';
import { MIRATA_READ_BODIES, type MirataBody } from '@astrolabio/core';
import type { MirataChoiceCodes, MirataReturnSearchCodes } from '@astrolabio/contract';
import { mirataReturnEvents } from './mirata-ics.ts';

const ROMA = { latitude: 41.9028, longitude: 12.4964 };

const houses = Object.fromEntries(MIRATA_READ_BODIES.map((b, i) => [b, i + 1])) as Record<MirataBody, number>;

/** A return at 10:00 CEST in Rome on Sunday 30 March 2025, the first day of summer time, with Rome chosen. */
function returnInRome(): MirataReturnSearchCodes {
  const choice: MirataChoiceCodes = {
    name: 'Roma (RM), Lazio, Italia', country: 'IT', ...ROMA, population: 2_318_895, distanceKm: 0, airport: null,
    verdict: 'recommended', score: 3, ascendantDeg: 100, midheavenDeg: 10, ascendantNatalHouse: 10, ascendantCountedHouse: 10, midheavenNatalHouse: 7,
    returnHouses: houses, returnHousesCounted: houses, findings: [],
    localTime: { civil: '2025-03-30T10:00:00', utcOffset: 'UTC+02:00', zone: 'Europe/Rome', dst: true },
    beThereFrom: '2025-03-29T10:00', warningsIt: [], others: [], othersTotal: 0,
  };
  return { instantMs: Date.parse('2025-03-30T08:00:00Z'), jdUt: 2_460_764.833_333, placesRead: 1, placesByVerdict: { recommended: 1, acceptable: 0, discarded: 0 }, choicesTotal: null, choices: [choice] };
}

describe('the plan’s calendar reminder', () => {
  test('across the change of the clocks it is at the hour its text names, the day before at the same hour (23 hours before)', () => {
    const events = mirataReturnEvents(returnInRome(), 'rsm-2025', () => 'Rivoluzione solare 2025', 'rivoluzione solare 2025');
    const reminder = events.find((e) => e.uid.includes('arrivo'))!;
    expect(new Date(reminder.startMs).toISOString()).toBe('2025-03-29T09:00:00.000Z');
    expect(reminder.description).toContain('entro il 2025-03-29 alle 10:00 (ora del luogo): il giorno prima dell’istante, alla stessa ora.');
    // The same hour the JSON answer gives for «Esserci dal».
    expect(reminder.description).toContain(returnInRome().choices[0]!.beThereFrom.replace('T', ' alle '));
  });
});
