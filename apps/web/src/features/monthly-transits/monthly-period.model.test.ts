/** The monthly positions cover at most 732 days of a transit period that may run ten years. */
import { describe, expect, test } from 'vitest';
import { daysInPeriod, DAILY_POSITIONS_MAX_DAYS } from '@astrolabio/core';
import { monthlyPeriodOf } from './api/transiti-mensili.ts';

describe('monthlyPeriodOf', () => {
  test.each([
    ['a year', '2025-01-01', '2025-12-31', '2025-12-31', false],
    ['exactly 732 days', '2024-01-01', '2026-01-01', '2026-01-01', false],
    ['733 days', '2024-01-01', '2026-01-02', '2026-01-01', true],
    ['ten years', '2025-01-01', '2034-12-31', '2027-01-02', true],
  ])('%s: %s – %s → up to %s (clipped: %s)', (_name, startDate, endDate, expectedEnd, clipped) => {
    const p = monthlyPeriodOf({ startDate, endDate, nodo: 'true' });
    expect(p).toEqual({ startDate, endDate: expectedEnd, nodo: 'true', clipped });
    expect(daysInPeriod(p.startDate, p.endDate)).toBeLessThanOrEqual(DAILY_POSITIONS_MAX_DAYS);
  });
});
