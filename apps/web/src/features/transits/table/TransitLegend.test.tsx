/**
 * The legend quotes the orbs from the constants the drawing uses: with the constants changed (here
 * by mocking core), the legend's words change with them; nobody writes «0,5°» by hand.
 */
import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render.tsx';
import { TransitLegend } from './TransitLegend.tsx';

vi.mock('@astrolabio/core', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@astrolabio/core')>()),
  BAR_INTENSITY_MAX_ORB_DEG: { thick: 0.25, medium: 1.5 },
  DEFAULT_TRANSIT_MAX_ORB_DEG: 4,
  TIMELINE_EXACT_ORB_DEG: 0.02,
}));

describe('TransitLegend reads its numbers from the constants', () => {
  test('the table: thick, medium and in-orb bars', () => {
    renderWithProviders(<TransitLegend view="table" />);
    expect(screen.getByText('orbita ≤ 0,25°')).toBeInTheDocument();
    expect(screen.getByText('orbita ≤ 1,5°')).toBeInTheDocument();
    expect(screen.getByText('in orbita (≤ 4°)')).toBeInTheDocument();
  });

  test('the timeline: the exact stretch', () => {
    renderWithProviders(<TransitLegend view="timeline" />);
    expect(screen.getByText('esatto (orbita ≤ 0,02°)')).toBeInTheDocument();
  });
});
