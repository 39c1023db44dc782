/** Place search (spec sections 4, 5, 8, 9): 3+ characters, 600 ms debounce, at most 5, selection, Ottieni Coordinate; a chosen place resolved at once and again for a new birth date (issue 15). */
import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import { DEFAULT_BIRTH_FORM_VALUES, isBlankField, type BirthFormValues } from '../../../birth-data/birth-form-values.ts';
import { applyListedCoordinates, applyPlaceFound, choosePlace, editPlaceText, typeFixFields } from '../../../birth-data/place-fix.ts';
import { PlaceSearch } from './PlaceSearch.tsx';

const places = ['Roma, Lazio, Italia', 'Romano di Lombardia, Lombardia, Italia', 'Romans-sur-Isère, Francia', 'Roman, Romania', 'Romagnano Sesia, Piemonte, Italia', 'Romeno, Trentino, Italia', 'Romentino, Piemonte, Italia', 'Romana, Sardegna, Italia']
  .map((formatted, i) => ({ formatted, latitude: 41 + i, longitude: 12 + i, zone: 'Europe/Rome', country: 'IT', source: 'gazetteer' }));

/** The place search wired to form values through birth-data/place-fix.ts, as the chart screen wires it. */
function Harness({ date = '1990-01-01', loaded }: { date?: string; loaded?: Partial<BirthFormValues> }) {
  const [v, setV] = useState<BirthFormValues>({ ...DEFAULT_BIRTH_FORM_VALUES, date, ...loaded });
  return (
    <>
    {/* The birth date as the form would change it, after the place is resolved. */}
    <button type="button" onClick={() => setV((x) => ({ ...x, date: x.date === date ? '1990-07-15' : date }))}>cambia data</button>
    <button type="button" onClick={() => setV((x) => typeFixFields(x, { timezone: 3 }))}>fuso a mano</button>
    <button type="button" onClick={() => setV((x) => typeFixFields(x, { latitude: '45,1' }))}>latitudine a mano</button>
    <PlaceSearch
      city={v.city}
      selected={v.placeSelected}
      date={v.date}
      time={v.time}
      fix={v.placeFix}
      onChoose={(place) => setV((x) => choosePlace(x, place))}
      onEdit={(text) => setV((x) => editPlaceText(x, text))}
      onFound={(question, found, asked) => setV((x) => applyPlaceFound(x, question, found, asked))}
      coordinatesEmpty={isBlankField(v.latitude) && isBlankField(v.longitude)}
      onUseListed={(place, listed) => setV((x) => applyListedCoordinates(x, place, listed))}
    />
    <output aria-label="valori">{JSON.stringify([v.latitude, v.longitude, v.timezone])}</output>
    </>
  );
}

const shown = () => JSON.parse(screen.getByRole('status', { name: 'valori' }).textContent!) as unknown[];

function setup(resolve: [number, unknown] = [200, { formatted: 'Roma, Lazio, Italia', latitude: 41.89193, longitude: 12.51133, timezone: 1, utcOffset: 'UTC+01:00', zone: 'Europe/Rome', dst: false, rule: { code: 'placeZone', zone: 'Europe/Rome' }, notes: [], warnings: [] }]) {
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

  test('choosing a suggestion brings its coordinates and zone at once; Ottieni Coordinate asks again', async () => {
    const { user, calls } = setup();
    renderWithProviders(<Harness />);
    expect(screen.getByRole('button', { name: 'Ottieni Coordinate' })).toBeDisabled();
    await chooseRoma(user);
    await waitFor(() => expect(shown()).toEqual([41.89193, 12.51133, 1]));
    const resolveCalls = () => calls.filter((c) => c.url.pathname === '/api/resolve-location');
    expect(Object.fromEntries(resolveCalls()[0]!.url.searchParams)).toEqual({ place: 'Roma, Lazio, Italia', date: '1990-01-01', time: '12:00' });
    expect(screen.getByText('Luogo: Roma, Lazio, Italia')).toBeInTheDocument();
    expect(screen.getByText('Fuso orario IANA: Europe/Rome (UTC+01:00)')).toBeInTheDocument();
    expect(screen.getByText('Ora legale: no')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ottieni Coordinate' }));
    await waitFor(() => expect(resolveCalls()).toHaveLength(2));
  });

  test('German time applied (Trieste, September 1944, issue 34): the box names the rule, summer time under it and the server\'s note', async () => {
    const note = 'Dal 10 settembre 1943 questo luogo era sotto il controllo tedesco e ne seguiva l’ora: nel 1944 l’ora legale vi finì il 2 ottobre, non il 17 settembre come nell’Italia liberata. Fino al 2 ottobre 1944 sono state applicate le regole di Europe/Berlin (ora legale tedesca compresa), non quelle italiane.';
    const { user } = setup([200, { formatted: 'Roma, Lazio, Italia', latitude: 45.64953, longitude: 13.77678, timezone: 2, utcOffset: 'UTC+02:00', zone: 'Europe/Rome', dst: true, rule: { code: 'germanTime', zone: 'Europe/Berlin' }, notes: [note], warnings: [] }]);
    renderWithProviders(<Harness date="1944-09-25" />);
    await chooseRoma(user);
    expect(await screen.findByText('Regola applicata: ora tedesca, regole di Europe/Berlin')).toBeInTheDocument();
    expect(screen.getByText('Ora legale (ora tedesca): sì')).toBeInTheDocument();
    expect(screen.getByText(note)).toBeInTheDocument();
  });

  test('a profile\'s place name that several places have: the place the coordinates are of is named, with the server\'s warning', async () => {
    const namesakes = "3 luoghi si chiamano «Valencia»: usato Valencia, Carabobo, Venezuela. Se non è quello di nascita, sceglilo dall’elenco dei suggerimenti.";
    const { user } = setup([200, { formatted: 'Valencia, Carabobo, Venezuela', latitude: 10.16202, longitude: -68.00765, timezone: -4, utcOffset: 'UTC−04:00', zone: 'America/Caracas', dst: false, rule: { code: 'placeZone', zone: 'America/Caracas' }, notes: [], warnings: [namesakes] }]);
    renderWithProviders(<Harness loaded={{ city: 'Valencia', placeSelected: true }} />);
    await user.click(screen.getByRole('button', { name: 'Ottieni Coordinate' }));
    expect(await screen.findByText('Luogo: Valencia, Carabobo, Venezuela')).toBeInTheDocument();
    expect(screen.getByText(namesakes)).toBeInTheDocument();
    expect(input()).toHaveValue('Valencia');
  });

  test('a new birth date asks the zone again by itself, and its answer replaces the zone', async () => {
    const { user, calls } = setup();
    renderWithProviders(<Harness />);
    await chooseRoma(user);
    expect(await screen.findByText('Ora legale: no')).toBeInTheDocument();
    stubFetch({ '/api/resolve-location': (url) => [200, { formatted: 'Roma, Lazio, Italia', latitude: 41.89193, longitude: 12.51133, timezone: url.searchParams.get('date') === '1990-07-15' ? 2 : 1, utcOffset: 'UTC+02:00', zone: 'Europe/Rome', dst: true, rule: { code: 'placeZone', zone: 'Europe/Rome' }, notes: [], warnings: [] }] });
    await user.click(screen.getByRole('button', { name: 'cambia data' }));
    await waitFor(() => expect(shown()).toEqual([41.89193, 12.51133, 2]));
    expect(await screen.findByText('Ora legale: sì')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === '/api/resolve-location')).toHaveLength(1); // the first stub's call
  });

  test('a time zone typed by hand is the user\'s: a new date does not ask again over it', async () => {
    const { user, calls } = setup();
    renderWithProviders(<Harness />);
    await chooseRoma(user);
    await waitFor(() => expect(shown()).toEqual([41.89193, 12.51133, 1]));
    await user.click(screen.getByRole('button', { name: 'fuso a mano' }));
    await user.click(screen.getByRole('button', { name: 'cambia data' }));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(shown()).toEqual([41.89193, 12.51133, 3]);
    expect(calls.filter((c) => c.url.pathname === '/api/resolve-location')).toHaveLength(1);
  });

  test('when asking again fails it says so, and the fields stay as they were (the form then asks to fix the zone)', async () => {
    const { user } = setup();
    renderWithProviders(<Harness />);
    await chooseRoma(user);
    expect(await screen.findByText('Ora legale: no')).toBeInTheDocument();
    stubFetch({ '/api/resolve-location': () => [500, { error: 'Errore interno del server. Riprova più tardi.' }] });
    await user.click(screen.getByRole('button', { name: 'cambia data' }));
    expect(await screen.findByText('Errore durante il recupero dei dati.')).toBeInTheDocument();
    expect(shown()).toEqual([41.89193, 12.51133, 1]);
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
    const { user } = setup([200, { formatted: 'Roma', latitude: null, longitude: 12.5, timezone: 1, warnings: [] }]);
    renderWithProviders(<Harness />);
    await chooseRoma(user);
    expect(await screen.findByText('Errore durante il recupero dei dati.')).toBeInTheDocument();
    expect(screen.getByText('Il server ha risposto con dati non validi.')).toBeInTheDocument();
    expect(shown()).toEqual(['', '', '']);
  });

  test('404 (place unknown): the coordinates warning, nothing filled', async () => {
    const { user } = setup([404, { error: 'Coordinate non trovate. Inserisci manualmente.' }]);
    renderWithProviders(<Harness />);
    await chooseRoma(user);
    expect(await screen.findByText('Coordinate non trovate. Inserisci manualmente.')).toBeInTheDocument();
    expect(screen.queryByText('Fuso orario non trovato. Inserisci manualmente.')).not.toBeInTheDocument();
    expect(shown()).toEqual(['', '', '']);
  });

  test('422 (no time zone): the coordinates are still passed on, with the time-zone warning', async () => {
    const { user } = setup([422, { error: 'Fuso orario non trovato. Inserisci manualmente.', formatted: 'Roma', latitude: 41.9, longitude: 12.5 }]);
    renderWithProviders(<Harness />);
    await chooseRoma(user);
    expect(await screen.findByText('Fuso orario non trovato. Inserisci manualmente.')).toBeInTheDocument();
    expect(shown()).toEqual([41.9, 12.5, '']);
  });

  test('a failed resolution reads "Errore durante il recupero dei dati."', async () => {
    const { user } = setup([500, { error: 'Errore interno del server. Riprova più tardi.' }]);
    renderWithProviders(<Harness />);
    await chooseRoma(user);
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
  test('a failed resolution says «Errore durante il recupero dei dati.» once, even when the server sends the same sentence (503)', async () => {
    const { user } = setup([503, { error: 'Errore durante il recupero dei dati.' }]);
    renderWithProviders(<Harness />);
    await chooseRoma(user);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getAllByText('Errore durante il recupero dei dati.')).toHaveLength(1);
  });

  test('no connection while resolving: the title, then what to do', async () => {
    const { user } = setup();
    renderWithProviders(<Harness />);
    await user.type(input(), 'Roma');
    await act(() => vi.advanceTimersByTimeAsync(700));
    const option = await screen.findByRole('option', { name: 'Roma, Lazio, Italia' });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(option);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Errore durante il recupero dei dati.')).toBeInTheDocument();
    expect(within(alert).getByText('Impossibile contattare il server: controlla la connessione e riprova.')).toBeInTheDocument();
  });

  test('when resolving fails, the suggestion\'s own coordinates are offered; taken, the time zone is left to the user', async () => {
    const { user } = setup([503, { error: 'Errore durante il recupero dei dati.' }]);
    renderWithProviders(<Harness />);
    await chooseRoma(user);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Nell’elenco dei luoghi questo luogo ha coordinate 41, 12: puoi usarle e scrivere tu il fuso orario.')).toBeInTheDocument();
    expect(shown()).toEqual(['', '', '']); // nothing filled before the user says so
    await user.click(within(alert).getByRole('button', { name: 'Usa le coordinate dell’elenco' }));
    expect(shown()).toEqual([41, 12, '']);
    expect(within(alert).getByText('Latitudine e longitudine prese dall’elenco dei luoghi. Fuso orario non trovato. Inserisci manualmente.')).toBeInTheDocument();
    expect(within(alert).getByText(/^Il luogo è nel fuso Europe\/Rome: scrivi le ore da UTC/)).toBeInTheDocument();
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  test('coordinates typed by hand after a failed resolution are not offered to be replaced', async () => {
    const { user } = setup([503, { error: 'Errore durante il recupero dei dati.' }]);
    renderWithProviders(<Harness />);
    await chooseRoma(user);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Usa le coordinate dell’elenco' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'latitudine a mano' }));
    expect(within(alert).queryByRole('button', { name: 'Usa le coordinate dell’elenco' })).not.toBeInTheDocument();
    expect(shown()).toEqual(['45,1', '', '']);
  });

  test('no connection while searching: the spec\'s text and a hint to check the connection', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderWithProviders(<Harness />);
    await user.type(input(), 'Roma');
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(await screen.findByText('Errore nel recupero suggerimenti.')).toBeInTheDocument();
    expect(screen.getByText('Impossibile contattare il server: controlla la connessione e riprova.')).toBeInTheDocument();
  });
});
