/** «Attivo oggi» folds each kind of line apart: the layers' events show their first lines under many transits, the rest on demand. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import type { LayerEvent } from '../model/layers.ts';
import { ACTIVE_TODAY_FIRST_LINES, ActiveToday } from './ActiveToday.tsx';

const startMs = Date.UTC(2026, 0, 1, 12);
// Midday UT: the same date in every time zone the tests may run in.
const endMs = Date.UTC(2026, 11, 31, 12);
/** A progressed aspect in orb all year, with no exact hit: «…, in orbita fino al …». */
const event = (i: number): LayerEvent => ({
  key: `e${i}`, layer: 'progressions', title: `Evento ${i}`, startMs, endMs, exactMs: [], peakMs: startMs, peakOrbDeg: 0.4, house: null, point: 'sun', aspect: 'trine',
});

describe('ActiveToday', () => {
  test(`${ACTIVE_TODAY_FIRST_LINES} events of a layer, then «Mostra tutti» and «Mostra meno»`, async () => {
    const events = Array.from({ length: 8 }, (_, i) => event(i + 1));
    renderWithProviders(<ActiveToday active={[]} inPeriod layerEvents={events} />);
    const region = screen.getByRole('region', { name: 'Attivo oggi' });
    expect(within(region).getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      events.slice(0, ACTIVE_TODAY_FIRST_LINES).map((e) => `${e.title}, in orbita fino al 31 dicembre 2026`),
    );
    await userEvent.click(within(region).getByRole('button', { name: 'Mostra tutti (8)' }));
    expect(within(region).getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(within(region).getByRole('button', { name: 'Mostra meno' }));
    expect(within(region).getAllByRole('listitem')).toHaveLength(ACTIVE_TODAY_FIRST_LINES);
  });

  test('a few lines: no button', () => {
    renderWithProviders(<ActiveToday active={[]} inPeriod layerEvents={[event(1), event(2)]} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
