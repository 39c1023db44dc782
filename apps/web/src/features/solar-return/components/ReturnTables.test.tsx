/** The return's tables draw from the return's codes: positions and houses by code, the aspects named from the catalogue. */
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { BODY_CODES, type BodyCode } from '@astrolabio/core';
import { decodeNatalChart, temaNataleResponseSchema, type ReturnChartCodes } from '@astrolabio/contract';
import { renderWithProviders } from '../../../../test/render.tsx';
import fixture from '../../../../test/fixtures/tema-natale-roma-1990.json';
import { formatZodiacIt } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import { ReturnTables } from './ReturnTables.tsx';

// The Rome 1990 chart stands in for a return chart: what matters is that each cell comes from its code.
const chart = decodeNatalChart(temaNataleResponseSchema.parse(fixture));
const RETURN: ReturnChartCodes = {
  instantMs: Date.parse('2025-01-01T00:00:56Z'),
  localTime: { civil: '2025-01-01T01:00:56', utcOffset: 'UTC+01:00', zone: 'Europe/Rome', dst: false },
  place: { latitude: 41.9028, longitude: 12.4964 },
  chart,
  natalHouseOfAngle: { ascendant: 6, midheaven: 3 },
  natalHouseOfBody: Object.fromEntries(BODY_CODES.map((code, i) => [code, 12 - (i % 12)])) as Record<BodyCode, number>,
  natalHouseOfCusp: [6, 7, 8, 8, 9, 10, 12, 1, 2, 2, 3, 4],
  aspectsToNatal: [
    { returnPoint: 'sun', natalPoint: 'sun', aspect: 'conjunction', orb: 0 },
    { returnPoint: 'midheaven', natalPoint: 'northNode', aspect: 'quincunx', orb: 2.5 },
  ],
};

const cells = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));

describe('ReturnTables', () => {
  test('the angles: position and natal house', () => {
    renderWithProviders(<ReturnTables rs={RETURN} kind="solar" />);
    expect(cells(screen.getByRole('table', { name: 'Angoli della rivoluzione' }))).toEqual([
      ['Ascendente', formatZodiacIt(chart.ascendant), '6'],
      ['Medio Coeli', formatZodiacIt(chart.midheaven), '3'],
    ]);
  });

  test('the bodies, in the catalogue\'s order: position (℞ when retrograde), return house, natal house', () => {
    renderWithProviders(<ReturnTables rs={RETURN} kind="solar" />);
    const rows = cells(screen.getByRole('table', { name: 'Corpi della rivoluzione' }));
    expect(rows.map((r) => r[0])).toEqual(['Sole', 'Luna', 'Mercurio', 'Venere', 'Marte', 'Giove', 'Saturno', 'Urano', 'Nettuno', 'Plutone', 'Chirone', 'Lilith', 'Nodo Nord', 'Nodo Sud']);
    BODY_CODES.forEach((code, i) => {
      const b = chart.bodies[code];
      expect(rows[i]).toEqual([rows[i]![0], `${formatZodiacIt(b.longitude)}${b.retrograde ? ` ${it.results.retrogradeMark}` : ''}`, String(b.house), String(RETURN.natalHouseOfBody[code])]);
    });
  });

  test('the aspects to the natal points, named from their codes', () => {
    renderWithProviders(<ReturnTables rs={RETURN} kind="solar" />);
    expect(cells(screen.getByRole('table', { name: 'Aspetti della rivoluzione al tema natale' }))).toEqual([
      ['Sole', 'Congiunzione', 'Sole', '0°00′'],
      ['Medio Coeli', 'Quinconce', 'Nodo Nord', '2°30′'],
    ]);
  });

  test('the return house column says which return: «Casa RS» for a solar return, «Casa RL» for a lunar one', () => {
    const header = (kind: 'solar' | 'lunar') => {
      const view = renderWithProviders(<ReturnTables rs={RETURN} kind={kind} />);
      const headers = within(screen.getByRole('table', { name: 'Corpi della rivoluzione' })).getAllByRole('columnheader').map((h) => h.textContent);
      view.unmount();
      return headers;
    };
    expect(header('solar')).toEqual(['Corpo', 'Posizione', 'Casa RS', 'Casa natale']);
    expect(header('lunar')).toEqual(['Corpo', 'Posizione', 'Casa RL', 'Casa natale']);
  });
});
