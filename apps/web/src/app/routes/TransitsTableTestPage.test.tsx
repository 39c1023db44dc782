/**
 * The /testing transits page in jsdom, lightly (the browser test runs it against the real server):
 * the sample data without a chart, the button and the two validation texts, and with a chart one
 * POST /api/transiti for the chosen month, planets and aspects (orb 3°), shown as timeline rows,
 * a matrix whose cell narrows the timeline, and a list.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render.tsx';
import chart from '../../../test/fixtures/tema-natale-roma-1990.json';
import answer from '../../../test/fixtures/transiti-roma-1990-2025-01.json';
import { TransitsTableTestPage } from './TransitsTableTestPage.tsx';

const ROMA = { formatted: 'Roma (RM), Lazio, Italia', latitude: 41.89193, longitude: 12.51133, timezone: 1, utcOffset: 'UTC+01:00', zone: 'Europe/Rome', dst: false, rule: { code: 'placeZone', zone: 'Europe/Rome' }, notes: [], warnings: [] };

function renderPage() {
  renderWithProviders(<MemoryRouter><TransitsTableTestPage /></MemoryRouter>);
}

const timelineRows = () => within(screen.getByRole('table', { name: 'Timeline dei transiti' })).getAllByRole('rowheader').map((h) => h.textContent);

/** Nome, Data and Ora di nascita (the browser's date and time fields give ISO values). */
async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Anna');
  fireEvent.change(screen.getByLabelText(/^Data di nascita/), { target: { value: '1990-01-15' } });
  fireEvent.change(screen.getByLabelText(/^Ora di nascita/), { target: { value: '10:30' } });
}

describe('TransitsTableTestPage', () => {
  test('without a chart: the sample data set, labelled, after its second; a row per slow planet and aspect', async () => {
    stubFetch({});
    renderPage();
    expect(screen.getByRole('heading', { name: 'Inserisci Dati di Nascita' })).toBeInTheDocument();
    expect(await screen.findByText('Caricamento transiti...')).toBeInTheDocument();
    expect(await screen.findByText('Dati di esempio, non calcolati', {}, { timeout: 5000 })).toBeInTheDocument();
    // 5 planets × 5 aspects, and the header (rows beyond the box are drawn when scrolled to).
    expect(screen.getByRole('table', { name: 'Timeline dei transiti' })).toHaveAttribute('aria-rowcount', '26');
    expect(timelineRows()[0]).toMatch(/Plutone.*Congiunzione/);
    expect(screen.getByText('Legenda Timeline')).toBeInTheDocument();
  });

  test('the button waits for name, date and time; then a press without a place says so', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderPage();
    const button = screen.getByRole('button', { name: 'Calcola Tema Natale' });
    expect(button).toBeDisabled();
    expect(screen.getByText('Inserisci tutti i campi obbligatori')).toBeInTheDocument();
    await fillRequired(user);
    expect(button).toBeEnabled();
    await user.click(button);
    // The sample data's notice may be on show too (it comes after 1 s): the press's own alert.
    expect(screen.getAllByRole('alert').filter((a) => a.textContent === 'Seleziona una città o inserisci le coordinate')).toHaveLength(1);
  });

  test('a city whose resolution fails (503): «Errore durante il recupero dei dati.» once, and Riprova', async () => {
    stubFetch({ '/api/resolve-location': () => [503, { error: 'Errore durante il recupero dei dati.' }] });
    const user = userEvent.setup();
    renderPage();
    await fillRequired(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Seleziona una città italiana' }), 'Roma');
    // Waits for the resolution's own alert: another one (the sample data's notice, the form's hint)
    // may be on show first, and a search that took the first alert found could miss it.
    const alert = await waitFor(() => {
      const found = screen.getAllByRole('alert').find((a) => a.textContent?.includes('Errore durante il recupero dei dati.'));
      if (!found) throw new Error('no alert about the resolution yet');
      return found;
    }, { timeout: 10_000 });
    expect(within(alert).getAllByText('Errore durante il recupero dei dati.')).toHaveLength(1);
    expect(within(alert).getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
    // Rendering the page takes seconds on a shared, loaded machine: room beyond the default.
  }, 60_000);

  test('Roma, then a chart: one request for the month with the chosen planets and aspects, orb 3°; timeline, matrix and list', async () => {
    const calls = stubFetch({
      '/api/resolve-location': () => [200, ROMA],
      '/api/tema-natale': () => [200, chart],
      '/api/transiti': () => [200, answer],
    });
    const user = userEvent.setup();
    renderPage();
    await fillRequired(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Seleziona una città italiana' }), 'Roma');
    expect(await screen.findByText(/Fuso orario: UTC\+1 \(Europe\/Rome\)/, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Coordinate: 41°53′ N, 12°30′ E')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Anno' }), '2025');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mese' }), '1');
    await user.click(screen.getByRole('button', { name: 'Calcola Tema Natale' }));

    expect(await screen.findByRole('heading', { name: 'Tema Natale Calcolato' })).toBeInTheDocument();
    // The form folds away after a calculation, and opens again on demand.
    expect(screen.queryByRole('button', { name: 'Ricalcola Tema Natale' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Modifica i dati di nascita' }));
    expect(await screen.findByRole('button', { name: 'Ricalcola Tema Natale' })).toBeEnabled();
    await screen.findByRole('table', { name: 'Timeline dei transiti' });
    const sent = calls.filter((c) => c.url.pathname === '/api/transiti').map((c) => JSON.parse(String(c.init?.body)) as Record<string, unknown>);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      startDate: '2025-01-01', endDate: '2025-01-31', maxOrb: 3,
      planets: ['Giove', 'Saturno', 'Urano', 'Nettuno', 'Plutone'],
      aspects: ['Congiunzione', 'Sestile', 'Quadratura', 'Trigono', 'Opposizione'],
    });
    expect(screen.getByText('01/01/2025')).toBeInTheDocument();
    expect(screen.getByText('31/01/2025')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Matrice' }));
    const saturnCells = within(screen.getByRole('table', { name: 'Matrice dei transiti' })).getAllByRole('button', { name: /^Saturno / });
    expect(saturnCells.length).toBeGreaterThan(0);
    await user.click(saturnCells[0]!);
    await waitFor(() => expect(timelineRows().every((r) => r?.includes('Saturno'))).toBe(true));
    expect(screen.getByText(/^Solo Saturno con /)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Lista' }));
    expect(screen.getByRole('button', { name: /gennaio 2025 \(\d+ eventi\)/ })).toHaveAttribute('aria-expanded', 'true');
  });
});
