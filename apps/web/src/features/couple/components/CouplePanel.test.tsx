/**
 * The «Coppia» tab in jsdom, on a recorded answer of POST /api/coppia: the request made from the chart
 * on screen and the second person; the Sinastria's bi-wheel, grid, tables and overlays from the
 * answer's codes, the wheel reversed with one click and the choice told for the link; the Davison
 * chart's instant and place; the second person typed in the tab's own form.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { decodeCoupleCharts, type CoppiaResponse } from '@astrolabio/contract';
import { julianDayToEpochMs } from '@astrolabio/core';
import { renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import answer from '../../../../test/fixtures/coppia-roma-1990-milano-1992.json';
import { DEFAULT_BIRTH_FORM_VALUES } from '../../../birth-data/birth-form-values.ts';
import { formatUtcInstantMsIt } from '../../../lib/format.ts';
import type { CoupleChoice } from '../couple-link.ts';
import { CouplePanel } from './CouplePanel.tsx';

const NATAL = { datetime: '1990-01-01T12:00:00', latitude: 41.902782, longitude: 12.496366, timezone: 1, houseSystem: 'placidus', nodo: 'true' } as const;
const BIRTH = { name: 'Maria', date: '1990-01-01', time: '12:00', utcOffsetHours: 1, place: 'Roma', latitude: 41.902782, longitude: 12.496366 };
const VALUES = { ...DEFAULT_BIRTH_FORM_VALUES, transitStart: '2025-01-01', transitEnd: '2025-12-31' };
const LUCA = { name: 'Luca', place: 'Milano', date: '1992-05-20', time: '08:15', utcOffsetHours: 2, latitude: 45.46427, longitude: 9.18951 };
const codes = decodeCoupleCharts(answer as CoppiaResponse);

function panel(initialChoice: CoupleChoice | null, onChoiceChange = vi.fn()) {
  return <CouplePanel natal={NATAL} birth={BIRTH} values={VALUES} initialChoice={initialChoice} onChoiceChange={onChoiceChange} />;
}

const wheelTitle = () => document.querySelector('svg[data-bi-wheel] title')?.textContent;

describe('CouplePanel', () => {
  test('a link’s second person: one request from both births and the chart’s settings; the Sinastria drawn from the answer', async () => {
    const calls = stubFetch({ '/api/coppia': () => [200, answer] });
    const told = vi.fn();
    renderWithProviders(panel({ second: LUCA, view: 'sinastria', transitsTo: 'composite', inside: 'first' }, told));
    const grid = await screen.findByRole('table', { name: 'Griglia degli aspetti di sinastria' });
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({
      primo: { datetime: '1990-01-01T12:00:00', latitude: 41.902782, longitude: 12.496366, timezone: 1 },
      secondo: { datetime: '1992-05-20T08:15:00', latitude: 45.46427, longitude: 9.18951, timezone: 2 },
      houseSystem: 'placidus',
      nodo: 'true',
    });
    // Sixteen rows (the first's points), a cell per pair with an aspect (the closest), named in full.
    expect(within(grid).getAllByRole('row')).toHaveLength(17);
    const pairs = new Set(codes.synastry.aspects.map((a) => `${a.firstPoint}|${a.secondPoint}`));
    expect(grid.querySelectorAll('td[data-aspect]')).toHaveLength(pairs.size);
    expect(within(grid).getAllByText(/ di Maria .* di Luca, orbita \d+°\d{2}′$/)).toHaveLength(pairs.size);
    expect(screen.getByRole('table', { name: 'Aspetti di sinastria' }).querySelectorAll('tbody tr')).toHaveLength(codes.synastry.aspects.length);
    // The overlays both ways: the Sun of each in the other's house, as the answer says.
    const lucaInMaria = screen.getByRole('table', { name: 'I punti di Luca nelle case di Maria' });
    expect(lucaInMaria.querySelector('tr[data-row="sun"]')?.lastElementChild?.textContent).toBe(String(codes.synastry.secondInFirstHouses.sun));
    const mariaInLuca = screen.getByRole('table', { name: 'I punti di Maria nelle case di Luca' });
    expect(mariaInLuca.querySelector('tr[data-row="sun"]')?.lastElementChild?.textContent).toBe(String(codes.synastry.firstInSecondHouses.sun));
    // The bi-wheel: Maria's 14 bodies inside, Luca's 16 points outside; reversed with one click.
    expect(document.querySelectorAll('[data-ring="inner"]')).toHaveLength(14);
    expect(document.querySelectorAll('[data-ring="outer"]')).toHaveLength(16);
    expect(wheelTitle()).toBe('Sinastria: il tema di Maria all’interno, i punti di Luca all’esterno');
    await userEvent.click(screen.getByRole('button', { name: 'Inverti la ruota' }));
    expect(wheelTitle()).toBe('Sinastria: il tema di Luca all’interno, i punti di Maria all’esterno');
    expect(document.querySelectorAll('[data-ring="outer"]')).toHaveLength(16);
    await waitFor(() => expect(told).toHaveBeenLastCalledWith({ second: LUCA, view: 'sinastria', transitsTo: 'composite', inside: 'second' }));
  });

  test('Tema Davison: its instant (the mean of the births) and its place with the nearest name', async () => {
    stubFetch({ '/api/coppia': () => [200, answer] });
    renderWithProviders(panel({ second: LUCA, view: 'davison', transitsTo: 'composite', inside: 'first' }));
    const davison = await screen.findByTestId('couple-davison');
    const facts = davison.querySelector('dl')!.textContent!;
    expect(facts).toContain(formatUtcInstantMsIt(julianDayToEpochMs(codes.davison.chart.jdUt)));
    expect(julianDayToEpochMs(codes.davison.chart.jdUt)).toBeCloseTo((Date.parse('1990-01-01T11:00:00Z') + Date.parse('1992-05-20T06:15:00Z')) / 2, -3);
    expect(facts).toContain('43°41′ N, 10°50′ E');
    expect(facts).toContain(`vicino a ${codes.davison.place.name}`);
    expect(within(davison).getByRole('table', { name: 'Pianeti' })).toBeInTheDocument();
  });

  test('no second person yet: the tab’s own birth form; its birth, typed, is asked for', async () => {
    const calls = stubFetch({ '/api/coppia': () => [200, answer] });
    const user = userEvent.setup();
    renderWithProviders(panel(null));
    const form = screen.getByRole('region', { name: 'Seconda persona' });
    // The birth alone: no transit period, no options of its own (the chart's are the couple's).
    expect(within(form).queryByRole('textbox', { name: 'Inizio periodo transiti' })).toBeNull();
    const submit = within(form).getByRole('button', { name: 'Calcola la coppia' });
    expect(submit).toBeDisabled();
    await user.type(within(form).getByRole('textbox', { name: /^Latitudine/ }), '45,46427');
    await user.type(within(form).getByRole('textbox', { name: /^Longitudine/ }), '9,18951');
    await user.click(submit);
    await screen.findByRole('table', { name: 'Griglia degli aspetti di sinastria' });
    const sent = calls.filter((c) => c.url.pathname === '/api/coppia');
    expect(JSON.parse(String(sent[0]!.init?.body)).secondo).toEqual({ datetime: '1990-01-01T12:00:00', latitude: 45.46427, longitude: 9.18951, timezone: 1 });
  });
});
