/** Transiti Mensili: the summary by month for Sole…Plutone and a month's details on demand; failure text. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { MonthlyTransits as Data } from '../api/transiti-mensili.ts';
import { signStart } from '../../../../test/sign-positions.ts';
import { MonthlyTransits } from './MonthlyTransits.tsx';
import { MonthlyTransitsStatus } from './MonthlyTransitsStatus.tsx';

/** A longitude `degrees°minutes'` into the sign (a few seconds more, as the ephemeris gives it). */
const pos = (sign: string, degrees: number, minutes: number) => ({ longitude: signStart(sign) + degrees + (minutes + 0.1) / 60, retrograde: false });
const data: Data = {
  startDate: '2025-01-01',
  endDate: '2025-02-28',
  days: [
    { date: '2025-01-01', bodies: { sun: pos('Capricorno', 10, 46), pluto: pos('Acquario', 0, 51) } },
    { date: '2025-02-01', bodies: { sun: pos('Acquario', 12, 30) } },
    { date: '2025-02-02', bodies: { sun: pos('Acquario', 13, 31) } },
  ],
  timeOfDayUt: '12:00',
  nodeKind: 'true',
  lilithKind: 'mean',
};

describe('MonthlyTransits', () => {
  test('summarises each month on its first day, Sole to Plutone', () => {
    renderWithProviders(<MonthlyTransits data={data} />);
    const table = screen.getByRole('table', { name: 'Riepilogo per mese' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[^\p{L} ]/gu, '').trim());
    expect(headers).toEqual(['Mese', 'Sole', 'Luna', 'Mercurio', 'Venere', 'Marte', 'Giove', 'Saturno', 'Urano', 'Nettuno', 'Plutone']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('gennaio 2025');
    // Minutes with a prime, as the wheel writes them, never the API's ASCII apostrophe.
    expect(rows[1]).toHaveTextContent('12°30′ Acquario');
    expect(table.textContent).not.toMatch(/\d'/);
    expect(screen.getByText('Periodo: 01/01/2025 – 28/02/2025')).toBeInTheDocument();
  });

  test("shows a month's days when opened", async () => {
    renderWithProviders(<MonthlyTransits data={data} />);
    expect(screen.queryByRole('table', { name: 'febbraio 2025' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'febbraio 2025' }));
    const rows = within(await screen.findByRole('table', { name: 'febbraio 2025' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['01/02/2025', '02/02/2025']);
    expect(rows[1]).toHaveTextContent('13°31′ Acquario');
  });

  test('a failure reads "Errore nel recupero transiti mensili"', () => {
    renderWithProviders(<MonthlyTransitsStatus isLoading={false} error={new ApiError('Errore dal server: 500 Internal Server Error', 500)} />);
    expect(within(screen.getByRole('alert')).getByText('Errore nel recupero transiti mensili')).toBeInTheDocument();
  });
});
