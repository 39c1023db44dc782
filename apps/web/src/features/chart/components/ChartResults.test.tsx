/** The result panel: "Errore!" alert, tabs Pianeti / Case / Aspetti, wheel, grid, collapsed JSON, extra tabs. */
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
    expect(within(sun).getAllByRole('cell').map((c) => c.textContent)).toEqual(['♑︎Capricorno', `10°46'18"`, '10']);
  });

  test('Case lists the twelve cusps with their sign', async () => {
    renderWithProviders(<ChartResults state={{ status: 'success', chart }} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Case' }));
    const rows = within(screen.getByRole('table', { name: 'Case' })).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Casa 1');
    expect(rows[0]).toHaveTextContent('Ariete');
  });

  test('Aspetti lists pairs with aspect and orb, and draws the grid', async () => {
    renderWithProviders(<ChartResults state={{ status: 'success', chart }} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Aspetti' }));
    const table = screen.getByRole('table', { name: 'Aspetti' });
    const first = chart.aspetti[0]!;
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(`${first.planet1} – ${first.planet2}${first.aspects[0]!.type}`);
    expect(screen.getByRole('table', { name: 'Griglia degli aspetti' })).toBeInTheDocument();
  });

  test('Aspetti says "Nessun aspetto significativo trovato" when there are none', async () => {
    renderWithProviders(<ChartResults state={{ status: 'success', chart: { ...chart, aspetti: [] } }} />);
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
