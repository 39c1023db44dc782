/** The result panel: "Errore!" alert, the header with the birth data, tabs Pianeti / Case / Aspetti (angles, applying or separating), wheel with degrees, grid, collapsed JSON, extra tabs. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { temaNataleResponseSchema } from '@astrolabio/contract';
import { renderWithProviders } from '../../../../test/render.tsx';
import fixture from '../../../../test/fixtures/tema-natale-roma-1990.json';
import type { TemaNatale } from '../api/tema-natale.ts';
import { ChartResults } from './ChartResults.tsx';

const chart: TemaNatale = temaNataleResponseSchema.parse(fixture);

describe('ChartResults', () => {
  test('before the first calculation, only says where the chart will appear', () => {
    const { container } = renderWithProviders(<ChartResults state={{ status: 'idle' }} />);
    expect(container.querySelector('section')).toBeNull();
    expect(screen.getByText(/il tema apparirà qui/)).toBeInTheDocument();
  });

  test('shows the error in an alert titled "Errore!"', () => {
    renderWithProviders(<ChartResults state={{ status: 'error', message: 'Errore dal server: 500 Internal Server Error' }} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Errore!')).toBeInTheDocument();
    expect(within(alert).getByText('Errore dal server: 500 Internal Server Error')).toBeInTheDocument();
  });

  test('Pianeti: Ascendente, Medio Coeli, then the bodies with sign, position, house and ℞', () => {
    renderWithProviders(<ChartResults state={{ status: 'success', chart }} />);
    const rows = within(screen.getByRole('table', { name: 'Pianeti' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'Ascendente', 'Medio Coeli', '☉︎Sole', '☽︎Luna', '☿︎Mercurio℞', '♀︎Venere℞', '♂︎Marte', '♃︎Giove℞', '♄︎Saturno',
      '♅︎Urano', '♆︎Nettuno', '♇︎Plutone', '⚷︎Chirone℞', '⚸︎Lilith', '☊︎Nodo Nord', '☋︎Nodo Sud',
    ]);
    const sun = rows[2]!;
    expect(within(sun).getAllByRole('cell').map((c) => c.textContent)).toEqual(['♑︎Capricorno', '10°46′18″', '10']);
  });

  test('Case lists the twelve cusps with their sign', async () => {
    renderWithProviders(<ChartResults state={{ status: 'success', chart }} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Case' }));
    const rows = within(screen.getByRole('table', { name: 'Case' })).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Casa 1');
    expect(rows[0]).toHaveTextContent('Ariete');
  });

  test('Aspetti lists pairs with aspect, orb in degrees and minutes, applying or separating, the angles too, and draws the grid', async () => {
    renderWithProviders(<ChartResults state={{ status: 'success', chart }} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Aspetti' }));
    const table = screen.getByRole('table', { name: 'Aspetti' });
    const cells = (r: HTMLElement) => within(r).getAllByRole('cell').map((c) => c.textContent);
    const rows = within(table).getAllByRole('row').slice(1);
    const first = chart.aspetti[0]!;
    expect(cells(rows[0]!).slice(0, 2)).toEqual([`${first.planet1} – ${first.planet2}`, first.aspects[0]!.type]);
    // Roma 1990: Sun 280.7718°, Ascendant 14.7449° (swetest): a square 3.9731° wide, the Sun moving towards it.
    const sunAsc = rows.find((r) => cells(r)[0] === 'Sole – Ascendente')!;
    expect(cells(sunAsc)).toEqual(['Sole – Ascendente', 'Quadratura', '3°58′', 'applicativo']);
    // Sun and Medio Coeli (277.6554°): a conjunction 3.1164° wide the Sun has passed.
    expect(cells(rows.find((r) => cells(r)[0] === 'Sole – Medio Coeli')!)).toEqual(['Sole – Medio Coeli', 'Congiunzione', '3°06′', 'separativo']);
    expect(rows).toHaveLength(chart.aspetti.flatMap((p) => p.aspects).length + chart.aspettiAngoli.flatMap((p) => p.aspects).length);
    const grid = screen.getByRole('table', { name: 'Griglia degli aspetti' });
    expect(within(grid).getByRole('cell', { name: 'Ascendente Quadratura Sole, orbita 3°58′' })).toBeInTheDocument();
  });

  test('the header names what the chart was computed for: name, local time with its offset, place, coordinates, zone, UT, houses, node', () => {
    const birth = { name: 'Maria Rossi', date: '1990-01-01', time: '12:00', utcOffsetHours: 1, place: 'Roma (RM), Lazio, Italia', latitude: 41.902782, longitude: 12.496366, zone: 'Europe/Rome' };
    renderWithProviders(<ChartResults state={{ status: 'success', chart }} birth={birth} />);
    expect(screen.getByRole('heading', { name: 'Tema natale di Maria Rossi' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const details = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(Object.fromEntries(terms.map((t, i) => [t, details[i]]))).toEqual({
      Nascita: '01/01/1990 alle 12:00 (UTC+1)',
      Luogo: 'Roma (RM), Lazio, Italia',
      Coordinate: '41°54′ N, 12°29′ E',
      'Fuso orario': 'Europe/Rome',
      'Tempo universale': '01/01/1990, 11:00:00 UT',
      Case: 'Placidus',
      'Nodi lunari': 'Nodo vero',
      // Issue 25: which Lilith, the aspects and their orbs (the chart's meta).
      Lilith: 'Lilith media',
      Aspetti: 'Congiunzione, Sestile, Quadratura, Trigono, Opposizione',
      Orbite: 'Congiunzione 8° (Sole/Luna 10°); Sestile 5° (Sole/Luna 7°); Quadratura 7° (Sole/Luna 9°); Trigono 7° (Sole/Luna 9°); Opposizione 8° (Sole/Luna 10°)',
    });
  });

  test('the wheel shows each body\'s degree, sign and minute beside its glyph, in one reading order', () => {
    const { container } = renderWithProviders(<ChartResults state={{ status: 'success', chart }} />);
    const sun = container.querySelector('svg [data-body="sun"]')!;
    // Sun 280.7718° = 10°46′ Capricorn.
    expect([...sun.querySelectorAll('text')].map((t) => t.textContent)).toEqual(expect.arrayContaining(['10°♑\uFE0E46′']));
    // The description names the angles in the same style, minutes with a prime (Ascendant 14.7449°, MC 277.6554°).
    expect(container.querySelector('svg desc')).toHaveTextContent('Ascendente 14°44′ Ariete, Medio Coeli 7°39′ Capricorno.');
  });

  test('Aspetti says "Nessun aspetto significativo trovato" when there are none', async () => {
    renderWithProviders(<ChartResults state={{ status: 'success', chart: { ...chart, aspetti: [], aspettiAngoli: [] } }} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Aspetti' }));
    expect(screen.getByText('Nessun aspetto significativo trovato')).toBeInTheDocument();
  });

  test('draws the wheel with every body and keeps the raw JSON collapsed until asked', async () => {
    const { container } = renderWithProviders(<ChartResults state={{ status: 'success', chart }} />);
    expect(screen.getByRole('img', { name: /Carta del tema natale/ })).toBeInTheDocument();
    expect(container.querySelectorAll('svg [data-body]')).toHaveLength(14);
    expect(screen.queryByTestId('raw-json')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dati tecnici (JSON)' }));
    expect(screen.getByTestId('raw-json')).toHaveTextContent('"medioCoeli"');
  });

  test('adds the tabs other features supply', async () => {
    renderWithProviders(<ChartResults state={{ status: 'success', chart }} extraTabs={[{ value: 'x', label: 'Transiti Mensili', panel: <p>contenuto</p> }]} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Transiti Mensili' }));
    expect(screen.getByText('contenuto')).toBeInTheDocument();
  });
});
