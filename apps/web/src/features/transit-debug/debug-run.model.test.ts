/** Debug Transiti's run model: at most 30 days from the period's start, sequential states, failed days kept, progress "day k of N". */
import { describe, expect, test } from 'vitest';
import { decodeDebugDay, transitiSpecificiResponseSchema, type DebugDayCodes } from '@astrolabio/contract';
import recorded from '../../../test/fixtures/transiti-specifici-roma-1990-2025-01-01.json';
import { aspectCount, debugDates, debugProgress, debugReducer, IDLE_RUN, selectedDay, type DebugAction, type DebugRun } from './debug-run.ts';

const raw = transitiSpecificiResponseSchema.parse(recorded);
const codes = decodeDebugDay(raw);
/** The recorded day with its aspects replaced: two pairs, the second with two aspects. */
const threeAspectCodes: DebugDayCodes = {
  ...codes,
  aspects: [
    { transitBody: 'sun', natalPoint: 'moon', aspects: [{ aspect: 'trine', orb: 1.2, angle: 120 }] },
    { transitBody: 'mars', natalPoint: 'venus', aspects: [{ aspect: 'square', orb: 0.4, angle: 90 }, { aspect: 'opposition', orb: 1.9, angle: 180 }] },
  ],
};
/** Days as the api/ module hands them over: in codes, and as sent. */
const day = { codes, raw };
const threeAspects = { codes: threeAspectCodes, raw };

const run = (actions: DebugAction[]): DebugRun => actions.reduce(debugReducer, IDLE_RUN);
const statuses = (r: DebugRun) => r.days.map((d) => d.status);

describe('debugDates: up to 30 days from the period start, never past its end', () => {
  test.each([
    ['2025-01-01', '2025-03-31', 30, '2025-01-30'],
    ['2025-01-01', '2025-01-10', 10, '2025-01-10'],
    ['2025-01-01', '2025-01-30', 30, '2025-01-30'],
    ['2025-01-01', '2025-01-31', 30, '2025-01-30'],
    ['2025-06-15', '2025-06-15', 1, '2025-06-15'],
    // Across a leap day: 15 days of February 2024 (15th to 29th), then 1 to 15 March.
    ['2024-02-15', '2024-12-31', 30, '2024-03-15'],
    ['2025-12-20', '2026-02-01', 30, '2026-01-18'],
  ])('%s → %s: %i days, the last %s', (start, end, count, last) => {
    const dates = debugDates(start, end);
    expect(dates).toHaveLength(count);
    expect(dates[0]).toBe(start);
    expect(dates.at(-1)).toBe(last);
    expect(new Set(dates).size).toBe(count);
  });

  test('an end before the start gives no days', () => {
    expect(debugDates('2025-02-01', '2025-01-01')).toEqual([]);
  });
});

describe('aspectCount: every aspect of every pair', () => {
  test.each<[string, DebugDayCodes, number]>([
    ['two pairs, one with two aspects', threeAspectCodes, 3],
    ['no aspects', { ...codes, aspects: [] }, 0],
    ['a pair left with an empty list', { ...codes, aspects: [{ transitBody: 'sun', natalPoint: 'moon', aspects: [] }] }, 0],
  ])('%s → %i', (_, response, count) => {
    expect(aspectCount(response)).toBe(count);
  });

  test('the recorded day counts one per aspect the server listed', () => {
    expect(aspectCount(codes)).toBe(raw.aspettiDiTransito.flatMap((p) => p.aspects).length);
  });
});

describe('debugReducer: one day at a time, in order', () => {
  const dates = ['2025-01-01', '2025-01-02', '2025-01-03'];

  test('start: the first day loads, the others wait; nothing chosen yet', () => {
    const r = run([{ type: 'start', dates }]);
    expect(r.phase).toBe('loading');
    expect(statuses(r)).toEqual(['loading', 'waiting', 'waiting']);
    expect(r.selectedDate).toBeNull();
    expect(debugProgress(r)).toEqual({ done: 0, total: 3, current: 1 });
  });

  test('a loaded day carries its count, the next one loads, and the first answer is chosen', () => {
    const r = run([{ type: 'start', dates }, { type: 'loaded', date: '2025-01-01', response: threeAspects }]);
    expect(statuses(r)).toEqual(['loaded', 'loading', 'waiting']);
    expect(r.days[0]).toMatchObject({ status: 'loaded', aspectCount: 3 });
    expect(r.selectedDate).toBe('2025-01-01');
    expect(debugProgress(r)).toEqual({ done: 1, total: 3, current: 2 });
  });

  test('a failed day keeps its message and the load goes on to the end', () => {
    const r = run([
      { type: 'start', dates },
      { type: 'failed', date: '2025-01-01', message: 'Errore nel calcolo transiti specifici: 500 Internal Server Error', detail: null },
      { type: 'loaded', date: '2025-01-02', response: day },
      { type: 'loaded', date: '2025-01-03', response: threeAspects },
    ]);
    expect(r.phase).toBe('done');
    expect(statuses(r)).toEqual(['failed', 'loaded', 'loaded']);
    expect(r.days[0]).toMatchObject({ message: 'Errore nel calcolo transiti specifici: 500 Internal Server Error' });
    // The failed day arrived first, so it is the one on show.
    expect(selectedDay(r)?.status).toBe('failed');
    expect(debugProgress(r)).toEqual({ done: 3, total: 3, current: null });
  });

  test('stop: the day in flight goes back to waiting, and a late answer changes nothing', () => {
    const stopped = run([{ type: 'start', dates }, { type: 'loaded', date: '2025-01-01', response: day }, { type: 'stop' }]);
    expect(stopped.phase).toBe('stopped');
    expect(statuses(stopped)).toEqual(['loaded', 'waiting', 'waiting']);
    expect(debugReducer(stopped, { type: 'loaded', date: '2025-01-02', response: day })).toBe(stopped);
  });

  test('answers out of turn or for unknown days are ignored', () => {
    const started = run([{ type: 'start', dates }]);
    expect(debugReducer(started, { type: 'loaded', date: '2025-01-02', response: day })).toBe(started);
    expect(debugReducer(started, { type: 'failed', date: '2030-01-01', message: 'x', detail: null })).toBe(started);
  });

  test('select: any listed day, never an unknown one', () => {
    const r = run([{ type: 'start', dates }, { type: 'loaded', date: '2025-01-01', response: day }, { type: 'select', date: '2025-01-03' }]);
    expect(r.selectedDate).toBe('2025-01-03');
    expect(selectedDay(r)?.status).toBe('waiting');
    expect(debugReducer(r, { type: 'select', date: '1999-01-01' })).toBe(r);
  });

  test('a new start forgets the previous run', () => {
    const again = run([{ type: 'start', dates }, { type: 'loaded', date: '2025-01-01', response: day }, { type: 'start', dates: dates.slice(0, 2) }]);
    expect(statuses(again)).toEqual(['loading', 'waiting']);
    expect(again.selectedDate).toBeNull();
  });

  test('no days: the run is done at once', () => {
    expect(run([{ type: 'start', dates: [] }]).phase).toBe('done');
  });
});
