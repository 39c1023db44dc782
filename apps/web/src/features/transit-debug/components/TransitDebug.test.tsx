/**
 * Debug Transiti in jsdom with a stubbed server: Carica Dati asks one day at a time (never two
 * calls in flight), lists each day's count or "Errore" and goes on after a failure; the detail shows
 * positions and aspects; the arrow keys move through the days; a new chart abandons the run.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import { formatOrb } from '../../../lib/format.ts';
import chartFixture from '../../../../test/fixtures/tema-natale-roma-1990.json';
import dayFixture from '../../../../test/fixtures/transiti-specifici-roma-1990-2025-01-01.json';
import type { DebugNatalChart } from '../api/transiti-specifici.ts';
import { useTransitDebug, type DebugPeriod } from '../use-transit-debug.ts';
import { TransitDebug } from './TransitDebug.tsx';

const chart = chartFixture as DebugNatalChart;

/** The page's part: it owns the chart and the period; «Nuovo tema» plays a new calculation. */
function Harness({ natal, period }: { natal: DebugNatalChart; period: DebugPeriod }) {
  const [current, setCurrent] = useState(natal);
  return (
    <>
      <button type="button" onClick={() => setCurrent({ ...current })}>Nuovo tema</button>
      <TransitDebug debug={useTransitDebug(current, period)} />
    </>
  );
}

interface Sent {
  targetDate: string;
  natalData: unknown;
}

/** A server that answers the recorded day for every date, fails `failing` with a 500, and counts calls in flight. */
function stubServer(failing: string | null = null) {
  const sent: Sent[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  stubFetch({
    '/api/transiti-specifici': async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as Sent;
      sent.push(body);
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 1));
      inFlight--;
      if (body.targetDate === failing) return [500, { error: 'Errore interno del server. Riprova più tardi.' }];
      return [200, { ...dayFixture, data: body.targetDate }];
    },
  });
  return { sent, maxInFlight: () => maxInFlight };
}

const dayButtons = () => within(screen.getByRole('list', { name: 'Giorni' })).getAllByRole('button');

describe('TransitDebug', () => {
  test('Carica Dati loads 30 days from the period start, one call at a time; a failed day says Errore and the rest still load', async () => {
    const server = stubServer('2025-01-03');
    const user = userEvent.setup();
    renderWithProviders(<Harness natal={chart} period={{ startDate: '2025-01-01', endDate: '2025-03-31' }} />);
    expect(screen.getByText(/Carica i transiti di 30 giorni \(dal 01\/01\/2025 al 30\/01\/2025\)/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Carica Dati' }));
    expect(await screen.findByText(/^Giorno \d+ di 30$/)).toBeInTheDocument();
    await screen.findByText('Caricati 30 giorni, 1 con errore.', {}, { timeout: 15_000 });

    expect(server.sent.map((s) => s.targetDate)).toEqual(Array.from({ length: 30 }, (_, i) => `2025-01-${String(i + 1).padStart(2, '0')}`));
    expect(server.sent[0]!.natalData).toEqual(chart);
    expect(server.maxInFlight()).toBe(1);

    const buttons = dayButtons();
    expect(buttons).toHaveLength(30);
    const count = dayFixture.aspettiDiTransito.flatMap((p) => p.aspects).length;
    expect(buttons[0]).toHaveAccessibleName(`01/01/2025: ${count} aspetti`);
    expect(buttons[2]).toHaveAccessibleName('03/01/2025: Errore');
    expect(buttons[29]).toHaveAccessibleName(`30/01/2025: ${count} aspetti`);

    await user.click(buttons[2]!);
    expect(screen.getByText('Errore nel calcolo transiti specifici: 500 Internal Server Error')).toBeInTheDocument();
    expect(screen.getByText('Errore interno del server. Riprova più tardi.')).toBeInTheDocument();
  });

  test("the chosen day's detail: general info, positions, aspects with orb and degrees, raw JSON; arrow keys move", async () => {
    stubServer();
    const user = userEvent.setup();
    renderWithProviders(<Harness natal={chart} period={{ startDate: '2025-01-01', endDate: '2025-01-03' }} />);
    await user.click(screen.getByRole('button', { name: 'Carica Dati' }));
    await screen.findByText('Caricati 3 giorni.');

    // The first day to arrive is on show.
    const info = screen.getByRole('region', { name: 'Informazioni generali' });
    expect(within(info).getByRole('row', { name: /Data/ })).toHaveTextContent('01/01/2025');
    expect(within(info).getByRole('row', { name: /Giorno giuliano/ })).toHaveTextContent(/2460677,000000/);

    const positions = screen.getByRole('table', { name: 'Posizioni dei pianeti in transito' });
    const sun = within(positions).getAllByRole('row').find((r) => r.getAttribute('data-row') === 'sun')!;
    // The API's «11°19' Capricorno» written in the house style, with a prime.
    expect(dayFixture.posizioniTransiti.Sole.zodiac.formatted).toBe("11°19' Capricorno");
    expect(sun).toHaveTextContent('11°19′ Capricorno');
    expect(positions.textContent).not.toMatch(/\d'/);
    expect(sun).toHaveTextContent('281,3234');
    const mars = within(positions).getAllByRole('row').find((r) => r.getAttribute('data-row') === 'mars')!;
    expect(within(mars).getByTitle('retrogrado')).toBeInTheDocument();

    const aspects = screen.getByRole('table', { name: 'Aspetti di transito' });
    const first = dayFixture.aspettiDiTransito[0]!;
    const firstRow = within(aspects).getAllByRole('row')[1]!;
    expect(firstRow).toHaveTextContent(first.transitPlanet);
    expect(firstRow).toHaveTextContent(first.aspects[0]!.type);
    expect(firstRow).toHaveTextContent(first.natalPlanet);
    // 0.55° as degrees and minutes, as every orb on screen: 0°33′.
    expect(firstRow).toHaveTextContent(formatOrb(first.aspects[0]!.orb));
    expect(firstRow).toHaveTextContent(`${first.aspects[0]!.degrees}°`);

    await user.click(screen.getByRole('button', { name: 'Risposta del server (JSON)' }));
    expect(JSON.parse(screen.getByTestId('raw-json').textContent!)).toEqual({ ...dayFixture, data: '2025-01-01' });

    dayButtons()[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(dayButtons()[1]).toHaveFocus();
    expect(dayButtons()[1]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Giorno 02/01/2025' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('heading', { name: 'Giorno 03/01/2025' })).toBeInTheDocument();
  });

  test('a new chart abandons the run: no more calls, and the old days are not shown', async () => {
    const server = stubServer();
    const user = userEvent.setup();
    const period = { startDate: '2025-01-01', endDate: '2025-01-30' };
    renderWithProviders(<Harness natal={chart} period={period} />);
    await user.click(screen.getByRole('button', { name: 'Carica Dati' }));
    await waitFor(() => expect(server.sent.length).toBeGreaterThanOrEqual(2));

    await user.click(screen.getByRole('button', { name: 'Nuovo tema' }));
    const callsAtChange = server.sent.length;
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(server.sent.length).toBe(callsAtChange);
    expect(screen.queryByRole('list', { name: 'Giorni' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Carica Dati' })).toBeEnabled();
  });

  test('Interrompi stops the load and says how far it got', async () => {
    const server = stubServer();
    const user = userEvent.setup();
    renderWithProviders(<Harness natal={chart} period={{ startDate: '2025-01-01', endDate: '2025-01-30' }} />);
    await user.click(screen.getByRole('button', { name: 'Carica Dati' }));
    await waitFor(() => expect(server.sent.length).toBeGreaterThanOrEqual(2));
    await user.click(screen.getByRole('button', { name: 'Interrompi' }));
    expect(screen.getByText(/^Caricamento interrotto: \d+ di 30 giorni caricati\.$/)).toBeInTheDocument();
    const calls = server.sent.length;
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(server.sent.length).toBe(calls);
  });
});
