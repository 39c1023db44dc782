/** The return's printed head says whose birth data (as the chart's header does) and which zodiac the return was computed in. */
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import type { ChartBirthData } from '../../../birth-data/chart-birth-data.ts';
import { ReturnPrintHeader } from './ReturnPrintHeader.tsx';

const BIRTH: ChartBirthData = {
  name: 'Maria Rossi',
  date: '1985-07-13',
  time: '14:30',
  utcOffsetHours: 2,
  place: 'Roma',
  latitude: 41.9028,
  longitude: 12.4964,
  zone: 'Europe/Rome',
  dst: true,
};

/** The description list as [term, detail] pairs. */
function rowsOf(section: HTMLElement): [string, string][] {
  const terms = within(section).getAllByRole('term').map((t) => t.textContent ?? '');
  const details = within(section).getAllByRole('definition').map((d) => d.textContent ?? '');
  return terms.map((t, i) => [t, details[i]!]);
}

describe('ReturnPrintHeader', () => {
  test('the name, the birth data as the chart header writes them, and the tropical zodiac', () => {
    renderWithProviders(<ReturnPrintHeader birth={BIRTH} zodiaco="tropical" />);
    const head = screen.getByRole('region', { name: 'Dati di nascita di Maria Rossi' });
    expect(rowsOf(head)).toEqual([
      ['Nascita', '13/07/1985 alle 14:30 (UTC+2)'],
      ['Luogo', 'Roma'],
      ['Coordinate', '41°54′ N, 12°29′ E'],
      ['Fuso orario', 'Europe/Rome (ora legale: sì)'],
      ['Zodiaco', 'Tropicale'],
    ]);
  });

  test('without a name or a zone: the birth data alone, and the zodiac corrected for precession', () => {
    const { name: _name, zone: _zone, dst: _dst, ...rest } = BIRTH;
    renderWithProviders(<ReturnPrintHeader birth={{ ...rest, name: '' }} zodiaco="precessionCorrected" />);
    const head = screen.getByRole('region', { name: 'Dati di nascita' });
    expect(rowsOf(head).map(([label]) => label)).toEqual(['Nascita', 'Luogo', 'Coordinate', 'Zodiaco']);
    expect(rowsOf(head).at(-1)).toEqual(['Zodiaco', 'Corretto per la precessione']);
  });
});
