/**
 * The return's wheels: side by side by default; «RS sul tema natale» draws the natal wheel with the
 * return's twelve cusps over it, each labelled I–XII, its Ascendant and Medio Coeli on the outer
 * ring, and the table of each return cusp's place and natal house, as the return's codes give them.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { BODY_CODES, natalHousesOfCusps, normalizeDegrees, type BodyCode } from '@astrolabio/core';
import { decodeNatalChart, temaNataleResponseSchema, type NatalChartCodes } from '@astrolabio/contract';
import { renderWithProviders } from '../../../../test/render.tsx';
import fixture from '../../../../test/fixtures/tema-natale-roma-1990.json';
import { formatZodiacIt } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import type { SolarReturn } from '../api/rivoluzione-solare.ts';
import { ReturnWheels } from './ReturnWheels.tsx';

const natal = decodeNatalChart(temaNataleResponseSchema.parse(fixture));
/** A return chart: the natal one turned by 97° (only its shape matters here). */
const turned: NatalChartCodes = {
  ...natal,
  bodies: Object.fromEntries(BODY_CODES.map((b) => [b, { ...natal.bodies[b], longitude: normalizeDegrees(natal.bodies[b].longitude + 97) }])) as NatalChartCodes['bodies'],
  cusps: natal.cusps.map((c) => normalizeDegrees(c + 97)),
  ascendant: normalizeDegrees(natal.ascendant + 97),
  midheaven: normalizeDegrees(natal.midheaven + 97),
};
const RS: SolarReturn = {
  year: 2025,
  zodiac: 'tropical',
  instantMs: Date.parse('2025-01-01T00:00:56Z'),
  localTime: { civil: '2025-01-01T01:00:56', utcOffset: 'UTC+01:00', zone: 'Europe/Rome', dst: false },
  place: { latitude: 41.9028, longitude: 12.4964 },
  chart: turned,
  natalHouseOfAngle: { ascendant: 4, midheaven: 1 },
  natalHouseOfBody: Object.fromEntries(BODY_CODES.map((code) => [code, 1])) as Record<BodyCode, number>,
  natalHouseOfCusp: natalHousesOfCusps(turned.cusps, natal.cusps),
  aspectsToNatal: [],
  returnOrbs: {},
};

const renderWheel = (_chart: NatalChartCodes, title = it.results.wheelTitle) => <svg data-testid="single-wheel" aria-label={title} />;

describe('ReturnWheels', () => {
  test('side by side at first; «RS sul tema natale» draws the return’s cusps over the natal wheel and tabulates their natal houses', async () => {
    renderWithProviders(<ReturnWheels rs={RS} natalChart={natal} renderWheel={renderWheel} />);
    expect(screen.getAllByTestId('single-wheel').map((w) => w.getAttribute('aria-label'))).toEqual([it.results.wheelTitle, 'Carta della Rivoluzione Solare 2025']);
    expect(document.querySelector('svg[data-bi-wheel]')).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'RS sul tema natale' }));
    expect(screen.queryAllByTestId('single-wheel')).toHaveLength(0);
    const wheel = document.querySelector('svg[data-bi-wheel]')!;
    expect(wheel.querySelector('title')?.textContent).toBe('Tema natale con le cuspidi della Rivoluzione Solare 2025');
    expect(wheel.querySelector('desc')?.textContent).toContain(`Ascendente ${formatZodiacIt(turned.ascendant)}`);
    // The natal chart inside: its bodies and its twelve houses.
    expect(wheel.querySelectorAll('[data-ring="inner"]')).toHaveLength(BODY_CODES.length);
    expect(wheel.querySelectorAll('[data-house-number]')).toHaveLength(12);
    // The return's twelve cusps over it, each a line with its numeral and a name that says where it is.
    const cusps = [...wheel.querySelectorAll('[data-outer-cusp]')];
    expect(cusps.map((c) => c.getAttribute('data-outer-cusp'))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    cusps.forEach((c, i) => {
      expect(c.querySelector('line')).not.toBeNull();
      expect(c.querySelector('text')?.textContent).toBe(it.results.cuspShort(i + 1));
      expect(c.querySelector('title')?.textContent).toBe(`Cuspide ${it.results.cuspShort(i + 1)} (RS 2025): ${formatZodiacIt(turned.cusps[i]!)}`);
    });
    // Its Ascendant and Medio Coeli on the outer ring, and nothing else there.
    expect([...wheel.querySelectorAll('[data-ring="outer"]')].map((p) => p.getAttribute('data-point'))).toEqual(['ascendant', 'midheaven']);

    const table = screen.getByRole('table', { name: 'Cuspidi della RS nelle case natali' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual(turned.cusps.map((cusp, i) => [it.results.cuspShort(i + 1), formatZodiacIt(cusp), String(RS.natalHouseOfCusp[i])]));
    // The table has something to tell: the cusps do not all fall in one natal house.
    expect(new Set(RS.natalHouseOfCusp).size).toBeGreaterThan(6);

    await userEvent.click(screen.getByRole('radio', { name: 'Affiancate' }));
    expect(screen.getAllByTestId('single-wheel')).toHaveLength(2);
  });
});
