/**
 * Tabella Transiti in jsdom, on a recorded answer: one call, the table with Plutone first and its
 * bars, the timeline's markers and labels, notes kept per chart, the error state with its retry, and
 * Luna off on a long period until «Mostra la Luna».
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { decodeNatalChart, temaNataleResponseSchema } from '@astrolabio/contract';
import { DEFAULT_CALCULATION_SETTINGS, DEFAULT_TRANSIT_ORBS, withOrbs, type CalculationSettings } from '@astrolabio/core';
import { renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import chartFixture from '../../../../test/fixtures/tema-natale-roma-1990.json';
import answer from '../../../../test/fixtures/transiti-roma-1990-2025-01.json';
import { chartIdOf } from '../model/chart-identity.ts';
import { notesKey } from '../model/notes-storage.ts';
import { it } from '../../../i18n/it.ts';
import { TransitsPanel } from './TransitsPanel.tsx';

/** The year's answer is parsed and drawn in a transition: on a loaded 2-core machine that takes more than the default second. */
const SLOW = { timeout: 5000 };

const chart = temaNataleResponseSchema.parse(chartFixture);
const identity = { ut: chart.meta.ut, latitude: 41.902782, longitude: 12.496366 };

function panel(startDate = '2025-01-01', endDate = '2025-01-31', settings?: CalculationSettings) {
  return <TransitsPanel chart={chart} natal={decodeNatalChart(chart)} startDate={startDate} endDate={endDate} identity={identity} userLabel="Profilo: Mario" settings={settings} />;
}

const sentPlanets = (calls: ReturnType<typeof stubFetch>) => calls.map((c) => (JSON.parse(String(c.init?.body)) as { planets: string[] }).planets);

describe('TransitsPanel', () => {
  test('to a couple’s chart (issue 35): POST /api/coppia/transiti with the two births and the chart, not the chart’s answer; no layers where the chart has no birth', async () => {
    const calls = stubFetch({ '/api/coppia/transiti': () => [200, answer] });
    const couple = {
      primo: { datetime: '1990-01-01T12:00:00', latitude: 41.902782, longitude: 12.496366, timezone: 1 },
      secondo: { datetime: '1992-05-20T08:15:00', latitude: 45.46427, longitude: 9.18951, timezone: 2 },
      houseSystem: 'placidus' as const, nodo: 'true' as const, tema: 'composite' as const,
    };
    renderWithProviders(
      <TransitsPanel chart={chart} natal={decodeNatalChart(chart)} startDate="2025-01-01" endDate="2025-01-31" identity={identity} userLabel="Tema composito di A e B" couple={couple} layersUnavailable="Nessun livello per questo tema." />,
    );
    await screen.findByRole('table', { name: 'Tabella dei transiti' }, SLOW);
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/coppia/transiti']);
    const body = JSON.parse(String(calls[0]!.init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ ...couple, startDate: '2025-01-01', endDate: '2025-01-31' });
    expect(body).not.toHaveProperty('natalData');
    expect(screen.getByText('Nessun livello per questo tema.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: it.layers.filter })).toBeNull();
  });

  test('one call for the period; the table has Plutone first, its houses and bars', async () => {
    const calls = stubFetch({ '/api/transiti': () => [200, answer] });
    renderWithProviders(panel());
    const table = await screen.findByRole('table', { name: 'Tabella dei transiti' }, SLOW);
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Plutone');
    expect(table.querySelectorAll('path[data-layer]').length).toBeGreaterThan(0);
    expect([...table.querySelectorAll('path[data-layer^="thick"], path[data-layer^="medium"]')].some((p) => p.getAttribute('d'))).toBe(true);
    expect(screen.getByText('Periodo: dal 01/01/2025 al 31/01/2025')).toBeInTheDocument();
    expect(screen.getByText('Profilo: Mario')).toBeInTheDocument();
    // A month: Luna is asked for with the others.
    expect(sentPlanets(calls)).toHaveLength(1);
    expect(sentPlanets(calls)[0]).toContain('Luna');
  });

  test('Timeline: start, peak and end markers; each bar labelled in Italian', async () => {
    stubFetch({ '/api/transiti': () => [200, answer] });
    renderWithProviders(panel());
    await screen.findByRole('table', { name: 'Tabella dei transiti' }, SLOW);
    await userEvent.click(screen.getByText('Timeline'));
    const timeline = await screen.findByRole('table', { name: 'Timeline dei transiti' }, SLOW);
    for (const kind of ['start', 'peak', 'end']) expect(timeline.querySelector(`circle[data-marker="${kind}"]`)).not.toBeNull();
    const bars = within(timeline).getAllByRole('img', { name: /natale, (dal|il) \d+ \w+ 2025/ });
    expect(bars.length).toBeGreaterThan(0);
    expect(bars.filter((b) => b.getAttribute('tabindex') === '0').length).toBeGreaterThan(0);
  });

  test('Timeline from the keyboard: Tab reaches a bar, its tooltip shows and describes it; Escape and leaving hide it', async () => {
    stubFetch({ '/api/transiti': () => [200, answer] });
    const user = userEvent.setup();
    renderWithProviders(panel());
    await screen.findByRole('table', { name: 'Tabella dei transiti' }, SLOW);
    await user.click(screen.getByText('Timeline'));
    const timeline = await screen.findByRole('table', { name: 'Timeline dei transiti' }, SLOW);
    const isBar = (e: Element | null) => e?.getAttribute('role') === 'img' && timeline.contains(e);
    for (let i = 0; i < 80 && !isBar(document.activeElement); i++) await user.tab();
    const bar = document.activeElement!;
    expect(isBar(bar)).toBe(true);
    const tooltip = screen.getByRole('tooltip');
    // The tooltip has the bar's words (its label is the title and lines in one sentence), and describes it.
    expect(bar.getAttribute('aria-label')).toBe([tooltip.querySelector('strong')!.textContent, ...[...tooltip.querySelectorAll('div')].map((d) => d.textContent)].join(', '));
    expect(bar.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(tooltip.id).not.toBe('');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(bar.hasAttribute('aria-describedby')).toBe(false);
    expect(document.activeElement).toBe(bar);

    // The next row's bar: the tooltip follows the focus; leaving the bars hides it.
    await user.tab();
    const next = document.activeElement!;
    expect(isBar(next)).toBe(true);
    expect(next).not.toBe(bar);
    expect(screen.getByRole('tooltip').querySelector('strong')!.textContent).toBe(next.getAttribute('aria-label')!.split(', ')[0]);
    expect(next.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(bar);
    expect(screen.getByRole('tooltip').querySelector('strong')!.textContent).toBe(bar.getAttribute('aria-label')!.split(', ')[0]);
    (bar as SVGElement).blur();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  test('a note is saved with the chart on each change and is there again after a remount', async () => {
    stubFetch({ '/api/transiti': () => [200, answer] });
    const { unmount } = renderWithProviders(panel());
    const note = await screen.findByRole('textbox', { name: 'Note su Plutone' }, SLOW);
    await userEvent.type(note, 'Casa 11');
    expect(JSON.parse(localStorage.getItem(notesKey(chartIdOf(identity)))!)).toEqual({ pluto: 'Casa 11' });
    unmount();
    renderWithProviders(panel());
    expect(await screen.findByRole('textbox', { name: 'Note su Plutone' }, SLOW)).toHaveValue('Casa 11');
  });

  test('a failed call: the spec\'s error and hint, and a retry that loads the table', async () => {
    let fail = true;
    stubFetch({ '/api/transiti': () => (fail ? [500, { error: 'Errore interno' }] : [200, answer]) });
    renderWithProviders(panel());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Errore nel caricamento dei transiti');
    expect(alert).toHaveTextContent('Controlla la connessione di rete e riprova');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('table', { name: 'Tabella dei transiti' }, SLOW)).toBeInTheDocument();
  });

  test('a period longer than three months hides Luna until «Mostra la Luna», which asks again with it', async () => {
    const calls = stubFetch({ '/api/transiti': () => [200, answer] });
    renderWithProviders(panel('2025-01-01', '2025-12-31'));
    await screen.findByRole('table', { name: 'Tabella dei transiti' }, SLOW);
    expect(sentPlanets(calls)[0]).not.toContain('Luna');
    await userEvent.click(screen.getByRole('button', { name: 'Mostra la Luna' }));
    await waitFor(() => expect(sentPlanets(calls)).toHaveLength(2));
    expect(sentPlanets(calls)[1]).toContain('Luna');
    expect(screen.queryByRole('button', { name: 'Mostra la Luna' })).toBeNull();
  });

  test('filters apply in the page with no new call, and stay with the chart', async () => {
    const calls = stubFetch({ '/api/transiti': () => [200, answer] });
    const { unmount } = renderWithProviders(panel());
    const table = await screen.findByRole('table', { name: 'Tabella dei transiti' }, SLOW);
    await userEvent.click(screen.getByRole('button', { name: /^Filtri/ }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Scelte rapide: Pianeti' })).getByRole('button', { name: 'Pianeti Lenti' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Scelte rapide: Aspetti' })).getByRole('button', { name: 'Tesi' }));
    const planets = () => within(table).getAllByRole('rowheader').map((h) => h.textContent!.replace(/[^\p{L} ]/gu, '').trim()).filter((t) => t !== '');
    await waitFor(() => expect(planets().filter((t) => !['Quadratura', 'Opposizione'].includes(t))).toEqual(['Plutone', 'Nettuno', 'Urano', 'Saturno', 'Giove']));
    expect(planets().some((t) => ['Congiunzione', 'Sestile', 'Trigono'].includes(t))).toBe(false);
    expect(calls).toHaveLength(1);
    unmount();
    renderWithProviders(panel());
    expect(await screen.findByText('Pianeti: 5 di 13 · Aspetti: 2 di 5')).toBeInTheDocument();
  });

  test('«Attivo oggi» lists the transits in orb now, applying or separating, with the next or past exact and today\'s smallest orb', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-15T12:00:00Z'));
    stubFetch({ '/api/transiti': () => [200, answer] });
    renderWithProviders(panel());
    const active = await screen.findByRole('region', { name: 'Attivo oggi' }, SLOW);
    // The first six, then all on demand (a box of fixed height cut its last line).
    expect(within(active).getAllByRole('listitem')).toHaveLength(6);
    const all = within(active).getByRole('button', { name: /^Mostra tutti \(\d+\)$/ });
    expect(all).toHaveAttribute('aria-expanded', 'false');
    const total = Number(/\d+/.exec(all.textContent!)![0]);
    expect(total).toBeGreaterThan(6);
    await userEvent.click(all);
    const items = within(active).getAllByRole('listitem');
    expect(items).toHaveLength(total);
    expect(within(active).getByRole('button', { name: 'Mostra meno' })).toHaveAttribute('aria-expanded', 'true');
    for (const item of items) expect(item.textContent).toMatch(/natale — (applicativo|separativo), (esatto tra|ultimo esatto il|ultimo esatto l’|nessun esatto).*, orbita minima oggi \d+°\d\d′$/);
    // The Moon was exact earlier in the period for some of them: said as past, not as «nessun esatto».
    expect(items.some((item) => /separativo, ultimo esatto (il |l’)\d/.test(item.textContent!))).toBe(true);
  });

  test('issue 25: transit orbs and cusps other than the defaults are named in the header, the legend and the printout; the defaults are not', async () => {
    stubFetch({ '/api/transiti': () => [200, answer] });
    const settings: CalculationSettings = {
      ...DEFAULT_CALCULATION_SETTINGS,
      transitOrbs: withOrbs(DEFAULT_TRANSIT_ORBS, { square: { orbDeg: 6, luminaryOrbDeg: 6.5 } }),
      cusps: true,
    };
    const view = renderWithProviders(panel('2025-01-01', '2025-01-31', settings));
    await screen.findByRole('table', { name: 'Tabella dei transiti' }, SLOW);
    const orbs = 'Orbite dei transiti: Congiunzione 3° (Sole/Luna 3°); Sestile 3° (Sole/Luna 3°); Quadratura 6° (Sole/Luna 6,5°); '
      + 'Trigono 3° (Sole/Luna 3°); Opposizione 3° (Sole/Luna 3°)';
    const cusps = 'Transiti anche alle cuspidi delle case (Cuspide II … Cuspide XII)';
    expect(screen.getByText(orbs)).toBeInTheDocument();
    expect(screen.getByText(cusps)).toBeInTheDocument();
    // The legend's «in orbita» bar goes as far as the widest orb chosen, not the default 3°.
    expect(screen.getByText('in orbita (≤ 6,5°)')).toBeInTheDocument();

    // «Stampa»: the browser's print dialog is played by its beforeprint / afterprint events.
    const print = vi.spyOn(window, 'print').mockImplementation(() => window.dispatchEvent(new Event('beforeprint')));
    await userEvent.click(screen.getByRole('button', { name: 'Stampa' }));
    const printout = document.querySelector('.tt-print-root');
    expect(printout).not.toBeNull();
    const lines = [...printout!.querySelectorAll('.tt-print-user')].map((p) => p.textContent);
    expect(lines).toEqual(['Profilo: Mario', orbs, cusps]);
    window.dispatchEvent(new Event('afterprint'));
    print.mockRestore();

    view.unmount();
    stubFetch({ '/api/transiti': () => [200, answer] });
    renderWithProviders(panel());
    await screen.findByRole('table', { name: 'Tabella dei transiti' }, SLOW);
    expect(screen.queryByText(/^Orbite dei transiti/)).toBeNull();
    expect(screen.queryByText(cusps)).toBeNull();
    expect(screen.getByText('in orbita (≤ 3°)')).toBeInTheDocument();
  }, 30_000);
});
