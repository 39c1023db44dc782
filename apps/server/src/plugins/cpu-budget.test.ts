/** The CPU budget's bucket on a hand-moved clock: charges, refusal with the wait, refill, debt, other clients. */
import { describe, expect, test } from 'vitest';
import { CpuBudget } from './cpu-budget.ts';

function budget(cpuMs = 10_000, windowMs = 60_000) {
  const clock = { now: 1_000_000 };
  return { clock, budget: new CpuBudget({ cpuMs, windowMs }, () => clock.now) };
}

describe('CpuBudget', () => {
  test('takes requests until the budget is spent, then says how long until this one fits', () => {
    const { budget: b } = budget();
    expect(b.charge('a', 4000)).toBe(0);
    expect(b.charge('a', 4000)).toBe(0);
    // 2000 ms left, 4000 asked: 2000 ms of CPU come back in 12 s (10 s of CPU a minute).
    expect(b.charge('a', 4000)).toBe(12);
    // Refused requests cost nothing: a cheap one still fits.
    expect(b.charge('a', 1500)).toBe(0);
  });

  test('refills with time, never above the budget', () => {
    const { budget: b, clock } = budget();
    expect(b.charge('a', 10_000)).toBe(0);
    expect(b.charge('a', 100)).toBe(1);
    clock.now += 30_000;
    expect(b.charge('a', 5000)).toBe(0);
    clock.now += 10 * 60_000;
    expect(b.charge('a', 10_000)).toBe(0);
    expect(b.charge('a', 1)).toBeGreaterThan(0);
  });

  test('a request dearer than the whole budget is taken from a full budget, and leaves the client in debt', () => {
    const { budget: b, clock } = budget();
    expect(b.charge('a', 25_000)).toBe(0);
    // 15 000 ms of debt and 10 ms asked: 90 s and a little.
    expect(b.charge('a', 10)).toBe(91);
    clock.now += 91_000;
    expect(b.charge('a', 10)).toBe(0);
  });

  test('each client has its own budget', () => {
    const { budget: b } = budget();
    expect(b.charge('a', 10_000)).toBe(0);
    expect(b.charge('a', 1000)).toBeGreaterThan(0);
    expect(b.charge('b', 10_000)).toBe(0);
  });

  test('a refund gives back what a charge took, never above the budget', () => {
    const { budget: b } = budget();
    expect(b.charge('a', 8000)).toBe(0);
    expect(b.charge('a', 4000)).toBeGreaterThan(0);
    b.refund('a', 8000);
    expect(b.charge('a', 10_000)).toBe(0);
    b.refund('a', 50_000);
    expect(b.charge('a', 10_001)).toBe(0);
    expect(b.charge('a', 1)).toBeGreaterThan(0);
  });
});
