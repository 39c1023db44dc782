/** A bar's tooltip stays inside the visible part of the scrolling box (a 375-px phone cut it at the right edge). */
import { describe, expect, test } from 'vitest';
import { tooltipLeftPx } from './tooltip-placement.ts';

describe('tooltipLeftPx', () => {
  test('room enough: under its bar', () => {
    expect(tooltipLeftPx(200, 300, 0, 800)).toBe(200);
  });
  test('near the right edge of a 343-px box: shifted left to end 4 px inside it', () => {
    expect(tooltipLeftPx(230, 280, 0, 343)).toBe(59);
  });
  test('the box scrolled sideways: measured from the visible part', () => {
    expect(tooltipLeftPx(900, 280, 700, 343)).toBe(759);
  });
  test('wider than the box: its left edge in view', () => {
    expect(tooltipLeftPx(230, 400, 0, 343)).toBe(4);
  });
});
