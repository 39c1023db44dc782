/**
 * The mock transit test page in jsdom: defaults (this month, Pianeti Lenti, every aspect), the
 * presets tick the right boxes, the heat map and the table follow the filters, the year mode, and
 * «Genera nuovi dati».
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { generateMockTransits, localYearMonth, periodRange } from '../../features/transit-samples/index.ts';
import { MockTransitsTestPage } from './MockTransitsTestPage.tsx';

function renderPage() {
  renderWithProviders(<MemoryRouter><MockTransitsTestPage /></MemoryRouter>);
}

const group = (name: string) => within(screen.getByRole('group', { name }));
/** The labels of the ticked boxes of a filter, in screen order. */
const checkedNames = (name: string) => (group(name).getAllByRole('checkbox') as HTMLInputElement[])
  .filter((c) => c.checked)
  .map((c) => c.labels?.[0]?.textContent ?? '');
const heatRows = () => within(screen.getByRole('table', { name: 'Mappa di calore' })).getAllByRole('row').slice(1).map((r) => r.getAttribute('data-row'));
const resultCount = () => screen.getByText(/transit[oi] simulat[oi]$/).textContent;

describe('MockTransitsTestPage', () => {
  test('defaults: this month, Pianeti Lenti and every aspect; the table holds the generator\'s rows for them', () => {
    renderPage();
    const today = localYearMonth(new Date());
    expect(screen.getByRole('combobox', { name: 'Anno' })).toHaveValue(String(today.year));
    expect(screen.getByRole('combobox', { name: 'Mese' })).toHaveValue(String(today.month));
    expect(within(screen.getByRole('combobox', { name: 'Anno' })).getAllByRole('option')).toHaveLength(10);
    expect(checkedNames('Pianeti')).toEqual(['Giove', 'Saturno', 'Urano', 'Nettuno', 'Plutone']);
    expect(checkedNames('Aspetti')).toEqual(['Congiunzione', 'Sestile', 'Quadratura', 'Trigono', 'Opposizione']);
    expect(group('Pianeti').getByRole('button', { name: 'Pianeti Lenti' })).toHaveAttribute('aria-pressed', 'true');
    expect(heatRows()).toEqual(['jupiter', 'saturn', 'uranus', 'neptune', 'pluto']);
    // The heat map's legend, its top band included.
    expect(screen.getByText('Legenda', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('da 8 a 10 transiti')).toBeInTheDocument();

    const expected = generateMockTransits({
      range: periodRange({ mode: 'month', ...today }),
      planets: ['pluto', 'neptune', 'uranus', 'saturn', 'jupiter'],
      aspects: ['conjunction', 'sextile', 'square', 'trine', 'opposition'],
      seed: 1,
    });
    expect(resultCount()).toBe(`${expected.length} transiti simulati`);
    if (expected.length > 0) {
      const rows = within(screen.getByRole('table', { name: 'Risultati' })).getAllByRole('row').slice(1);
      expect(rows.map((r) => r.getAttribute('data-id'))).toEqual(expected.map((r) => r.id));
    }
  });

  test('presets tick the right boxes; Nessuno empties the page; a box toggles one planet', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(group('Aspetti').getByRole('button', { name: 'Tesi' }));
    expect(checkedNames('Aspetti')).toEqual(['Quadratura', 'Opposizione']);
    expect(group('Aspetti').getByRole('button', { name: 'Tesi' })).toHaveAttribute('aria-pressed', 'true');
    expect(group('Aspetti').getByRole('button', { name: 'Tutti' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(screen.getByRole('table', { name: 'Mappa di calore' })).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Pianeta', expect.stringContaining('Quadratura'), expect.stringContaining('Opposizione')]);
    await user.click(group('Aspetti').getByRole('button', { name: 'Armoniosi' }));
    expect(checkedNames('Aspetti')).toEqual(['Congiunzione', 'Sestile', 'Trigono']);

    await user.click(group('Pianeti').getByRole('button', { name: 'Tutti' }));
    expect(checkedNames('Pianeti')).toHaveLength(13);
    await user.click(screen.getByRole('checkbox', { name: 'Luna' }));
    expect(checkedNames('Pianeti')).not.toContain('Luna');
    expect(heatRows()).not.toContain('moon');
    await user.click(group('Pianeti').getByRole('button', { name: 'Nessuno' }));
    expect(checkedNames('Pianeti')).toEqual([]);
    expect(screen.getByText('Seleziona almeno un pianeta e un aspetto per vedere i transiti simulati.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Mappa di calore' })).not.toBeInTheDocument();
  });

  test('Anno intero hides the month and covers the year; Genera nuovi dati moves to the next data set', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('radio', { name: 'Anno intero' }));
    expect(screen.queryByRole('combobox', { name: 'Mese' })).not.toBeInTheDocument();
    const year = localYearMonth(new Date()).year;
    const input = { range: periodRange({ mode: 'year', year, month: 1 }), planets: ['pluto', 'neptune', 'uranus', 'saturn', 'jupiter'] as const, aspects: ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const };
    expect(resultCount()).toBe(`${generateMockTransits({ ...input, seed: 1 }).length} transiti simulati`);
    expect(screen.getByText('Serie di dati n. 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Genera nuovi dati' }));
    expect(screen.getByText('Serie di dati n. 2')).toBeInTheDocument();
    expect(resultCount()).toBe(`${generateMockTransits({ ...input, seed: 2 }).length} transiti simulati`);
  });
});
