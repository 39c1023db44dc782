/**
 * The slow layers' area: the progressed Moon of today above the rows (issue 34), and an aspect that
 * never comes exact in the period drawn fainter and saying so, where the others say when they are exact.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import type { LayerGroupState } from '../api/technique-layers.ts';
import type { LayerEvent } from '../model/layers.ts';
import { monthColumnScale } from '../timeline/timeline-geometry.ts';
import { TechniqueLayersView } from './TechniqueLayersView.tsx';

const dates = Array.from({ length: 365 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));
const scale = monthColumnScale(dates, 120);
const at = (iso: string) => Date.parse(iso);
// Every instant at midday UT: the same date in every time zone the tests may run in.

const aspect = (over: Partial<LayerEvent>): LayerEvent => ({
  key: 'k', layer: 'progressions', title: 'Sole progresso trigono Venere natale', startMs: at('2026-01-01T00:00Z'), endMs: at('2026-12-31T00:00Z'),
  exactMs: [at('2026-06-10T12:00Z')], peakMs: at('2026-06-10T12:00Z'), peakOrbDeg: 0, house: 5, point: 'sun', aspect: 'trine', ...over,
});

const group: LayerGroupState = {
  request: { chart: {} as never, identity: {} as never, startDate: '2026-01-01', endDate: '2026-12-31', layers: ['progressions'] },
  events: [
    aspect({ key: 'a' }),
    aspect({ key: 'b', title: 'Marte progresso quadratura Saturno natale', exactMs: [], peakMs: at('2026-12-30T12:00Z'), peakOrbDeg: 0.25, point: 'mars', aspect: 'square' }),
  ],
  progressedMoon: {
    timeMs: at('2026-03-04T00:00Z'), longitudeDeg: 117.1234, sign: 'cancer', house: 4,
    nextSign: { timeMs: at('2027-02-11T12:00Z'), sign: 'leo' }, nextHouse: { timeMs: at('2026-09-30T12:00Z'), house: 5 },
    elongationDeg: 97.25, phase: 'firstQuarter', phaseSinceMs: at('2025-01-03T12:00Z'), nextPhase: { timeMs: at('2028-09-12T12:00Z'), phase: 'gibbous' },
  },
  pending: false,
  error: null,
};

describe('TechniqueLayersView', () => {
  test('the progressed Moon of today, then the rows; the one never exact is fainter and says so', () => {
    renderWithProviders(
      <TechniqueLayersView slow={group} fast={null} filters={{ planets: ['sun', 'mars'], aspects: ['trine', 'square'] }} scale={scale} transits={{ startDate: '2026-01-01', endDate: '2026-12-31' }} widthPx={0} />,
    );
    const moon = screen.getByRole('region', { name: 'Luna progressa oggi' });
    expect(moon).toHaveTextContent('Luna progressa oggi: 27°07′ Cancro, casa 4');
    expect(moon).toHaveTextContent(/Prossimi ingressi\s*in casa 5 il 30 settembre 2026 e in Leone l’11 febbraio 2027/);
    expect(moon).toHaveTextContent(/Lunazione progressa\s*Primo quarto \(97°15′ dal Sole progresso\) dal 3 gennaio 2025; prossima fase: Luna gibbosa il 12 settembre 2028/);
    const rows = within(screen.getByRole('region', { name: /^Progressioni e direzioni d’arco solare/ })).getAllByRole('listitem');
    expect(rows[0]).toHaveAccessibleName(/^Sole progresso trigono Venere natale, esatto il 10 giugno 2026/);
    expect(rows[0]).not.toHaveAttribute('data-never-exact');
    expect(rows[1]).toHaveAccessibleName(/^Marte progresso quadratura Saturno natale, non esatto nel periodo: orbita minima 0°15′ il 30 dicembre 2026/);
    expect(rows[1]).toHaveAttribute('data-never-exact', 'true');
    expect(rows[1]!.querySelector('line[stroke-opacity]')).not.toBeNull();
    expect(rows[0]!.querySelector('line[stroke-opacity]')).toBeNull();
  });
});
