/** Place search (spec sections 4, 5, 8, 9): 3+ characters, 600 ms debounce, at most 5, selection, Ottieni Coordinate. */
import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import { PlaceSearch, type PlaceSearchProps } from './PlaceSearch.tsx';

const places = ['Roma, Lazio, Italia', 'Romano di Lombardia, Lombardia, Italia', 'Romans-sur-Isère, Francia', 'Roman, Romania', 'Romagnano Sesia, Piemonte, Italia', 'Romeno, Trentino, Italia', 'Romentino, Piemonte, Italia', 'Romana, Sardegna, Italia']
  .map((formatted, i) => ({ formatted, latitude: 41 + i, longitude: 12 + i, zone: 'Europe/Rome', country: 'IT', source: 'gazetteer' }));

function Harness({ date = '1990-01-01', onResolved = () => {} }: { date?: string; onResolved?: PlaceSearchProps['onResolved'] }) {
  const [city, setCity] = useState('');
  const [selected, setSelected] = useState(false);
  // The birth date as the form would change it, after the place is resolved.
  const [birthDate, setBirthDate] = useState(date);
  return (
    <>
    <button type="button" onClick={() => setBirthDate((d) => (d === date ? '1990-07-15' : date))}>cambia data</button>
    <PlaceSearch
      city={city}
      selected={selected}
      date={birthDate}
      time="12:00"
      onCityChange={(c, s) => {
        setCity(c);
        setSelected(s);
      }}
      onResolved={onResolved}
    />
    </>
  );
}

function setup(resolve: [number, unknown] = [200, { formatted: 'Roma, Lazio, Italia', latitude: 41.89193, longitude: 12.51133, timezone: 1, utcOffset: 'UTC+01:00', zone: 'Europe/Rome', dst: false, warnings: [] }]) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const calls = stubFetch({
    '/api/luoghi': (url) => [200, { results: places.filter((p) => p.formatted.toLowerCase().startsWith(url.searchParams.get('q')!.toLowerCase())) }],
    '/api/resolve-location': () => resolve,
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  const searches = () => calls.filter((c) => c.url.pathname === '/api/luoghi').map((c) => c.url.search);
  return { calls, user, searches };
}

const input = () => screen.getByRole('textbox', { name: /Luogo di nascita/ });

/** Types "Roma", waits past the debounce and picks its first suggestion. */
async function chooseRoma(user: ReturnType<typeof userEvent.setup>) {
  await user.type(input(), 'Roma');
  await act(() => vi.advanceTimersByTimeAsync(700));
  await user.click(await screen.findByRole('option', { name: 'Roma, Lazio, Italia' }));
}

describe('PlaceSearch', () => {
  test('asks nothing under three characters', async () => {
    const { user, searches } = setup();
    renderWithProviders(<Harness />);
    await user.type(input(), 'Ro');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(searches()).toEqual([]);
  });

  test('asks 600 ms after the last keystroke, once, and shows at most 5 suggestions', async () => {
    const { user, searches } = setup();
    renderWithProviders(<Harness />);
    await user.type(input(), 'Rom');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(searches()).toEqual([]);
    await user.type(input(), 'a'); // typing again restarts the wait
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(searches()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(250));
    await waitFor(() => expect(searches()).toEqual(['?q=Roma&limit=5']));
    // The stub answers all six places starting with "Roma": the list still shows five.
    expect(await screen.findAllByRole('option')).toHaveLength(5);
  });

  test('choosing a suggestion marks it selected and hides the list; editing clears the selection', async () => {
    const { user } = setup();
    renderWithProviders(<Harness />);
    await chooseRoma(user);
    expect(input()).toHaveValue('Roma, Lazio, Italia');
    expect(screen.getByText('Luogo selezionato')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.type(input(), 'x');
    expect(screen.queryByText('Luogo selezionato')).not.toBeInTheDocument();
  });

  test('Ottieni Coordinate works only with a selected place and a date, and passes on what it finds', async () => {
    const onResolved = vi.fn();
    const { user, calls } = setup();
    renderWithProviders(<Harness onResolved={onResolved} />);
    expect(screen.getByRole('button', { name: 'Ottieni Coordinate' })).toBeDisabled();
    await chooseRoma(user);
    await user.click(screen.getByRole('button', { name: 'Ottieni Coordinate' }));
    await waitFor(() => expect(onResolved).toHaveBeenCalledWith({ latitude: 41.89193, longitude: 12.51133, timezone: 1 }));
    const resolveCall = calls.find((c) => c.url.pathname === '/api/resolve-location')!;
    expect(Object.fromEntries(resolveCall.url.searchParams)).toEqual({ place: 'Roma, Lazio, Italia', date: '1990-01-01', time: '12:00' });
    expect(screen.getByText('Fuso orario IANA: Europe/Rome (UTC+01:00)')).toBeInTheDocument();
    expect(screen.getByText('Ora legale: no')).toBeInTheDocument();
  });

  test('once the birth date changes, the zone found is no longer shown as true: ask again', async () => {
    const onResolved = vi.fn();
    const { user } = setup();
    renderWithProviders(<Harness onResolved={onResolved} />);
    await chooseRoma(user);
    await user.click(screen.getByRole('button', { name: 'Ottieni Coordinate' }));
    expect(await screen.findByText('Ora legale: no')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'cambia data' }));
    expect(screen.queryByText('Ora legale: no')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Il fuso orario è stato trovato per il 01/01/1990 alle 12:00');
    expect(screen.getByRole('status')).toHaveTextContent('Premi di nuovo «Ottieni Coordinate».');
    expect(onResolved).toHaveBeenCalledOnce(); // the time zone field is not touched
    await user.click(screen.getByRole('button', { name: 'cambia data' }));
    expect(screen.getByText('Ora legale: no')).toBeInTheDocument();
  });

  test('Enter in the place field with no suggestion highlighted does not submit the form around it', async () => {
    const { user } = setup();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithProviders(<form onSubmit={onSubmit}><Harness /></form>);
    await user.type(input(), 'Genova');
    await act(() => vi.advanceTimersByTimeAsync(700));
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('without a date the button stays disabled', async () => {
    const { user } = setup();
    renderWithProviders(<Harness date="" />);
    await chooseRoma(user);
    expect(screen.getByRole('button', { name: 'Ottieni Coordinate' })).toBeDisabled();
  });

  test('an answer that breaks the API contract fills nothing and says the data could not be read', async () => {
    const onResolved = vi.fn();
    const { user } = setup([200, { formatted: 'Roma', latitude: null, longitude: 12.5, timezone: 1, warnings: [] }]);
    renderWithProviders(<Harness onResolved={onResolved} />);
    await chooseRoma(user);
    await user.click(screen.getByRole('button', { name: 'Ottieni Coordinate' }));
    expect(await screen.findByText('Errore durante il recupero dei dati.')).toBeInTheDocument();
    expect(screen.getByText('Il server ha risposto con dati non validi.')).toBeInTheDocument();
    expect(onResolved).not.toHaveBeenCalled();
  });

  test('404 (place unknown): the coordinates warning, nothing filled', async () => {
    const onResolved = vi.fn();
    const { user } = setup([404, { error: 'Coordinate non trovate. Inserisci manualmente.' }]);
    renderWithProviders(<Harness onResolved={onResolved} />);
    await chooseRoma(user);
    await user.click(screen.getByRole('button', { name: 'Ottieni Coordinate' }));
    expect(await screen.findByText('Coordinate non trovate. Inserisci manualmente.')).toBeInTheDocument();
    expect(screen.queryByText('Fuso orario non trovato. Inserisci manualmente.')).not.toBeInTheDocument();
    expect(onResolved).toHaveBeenCalledWith({});
  });

  test('422 (no time zone): the coordinates are still passed on, with the time-zone warning', async () => {
    const onResolved = vi.fn();
    const { user } = setup([422, { error: 'Fuso orario non trovato. Inserisci manualmente.', formatted: 'Roma', latitude: 41.9, longitude: 12.5 }]);
    renderWithProviders(<Harness onResolved={onResolved} />);
    await chooseRoma(user);
    await user.click(screen.getByRole('button', { name: 'Ottieni Coordinate' }));
    expect(await screen.findByText('Fuso orario non trovato. Inserisci manualmente.')).toBeInTheDocument();
    expect(onResolved).toHaveBeenCalledWith({ latitude: 41.9, longitude: 12.5 });
  });

  test('a failed resolution reads "Errore durante il recupero dei dati."', async () => {
    const { user } = setup([500, { error: 'Errore interno del server. Riprova più tardi.' }]);
    renderWithProviders(<Harness />);
    await chooseRoma(user);
    await user.click(screen.getByRole('button', { name: 'Ottieni Coordinate' }));
    expect(await screen.findByText('Errore durante il recupero dei dati.')).toBeInTheDocument();
  });

  test('a failed search reads "Errore nel recupero suggerimenti."', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch({ '/api/luoghi': () => [500, { error: 'x' }] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderWithProviders(<Harness />);
    await user.type(input(), 'Roma');
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(await screen.findByText('Errore nel recupero suggerimenti.')).toBeInTheDocument();
  });
});
