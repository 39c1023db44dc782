/** Exact instants in the user's zone, as the exports write them; offsets from fixtures/zdump/Europe_Rome.txt. */
import { describe, expect, test } from 'vitest';
import { zonedCellIt, zonedSentenceIt } from './zoned-instant.ts';

describe('zoned instants', () => {
  test.each([
    // The example: 00:06 UTC on 3 January is 01:06 in Rome (CET, +1).
    [Date.UTC(2026, 0, 3, 0, 6), 'Europe/Rome', '03/01/2026 01:06', 'il 3 gennaio 2026 alle 01:06, ora di Roma'],
    // Summer time (CEST, +2), and a minute rounded as formatUtcMinute rounds it (22:45:40 → 22:46).
    [Date.UTC(2026, 6, 14, 22, 45, 40), 'Europe/Rome', '15/07/2026 00:46', 'il 15 luglio 2026 alle 00:46, ora di Roma'],
    // The first of the month in words, and UTC named as such.
    [Date.UTC(2026, 2, 1, 9, 0), 'UTC', '01/03/2026 09:00', 'il 1º marzo 2026 alle 09:00, UTC'],
    [Date.UTC(2026, 2, 1, 9, 0), 'America/New_York', '01/03/2026 04:00', 'il 1º marzo 2026 alle 04:00, ora di New York'],
  ])('%i in %s → %s, «%s»', (ms, zone, cell, sentence) => {
    expect(zonedCellIt(ms, zone)).toBe(cell);
    expect(zonedSentenceIt(ms, zone)).toBe(sentence);
  });
});
