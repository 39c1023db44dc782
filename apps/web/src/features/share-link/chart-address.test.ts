/**
 * The address bar and the chart on screen (issues 21 and 34): the first chart replaces the address,
 * a chart computed anew adds a history entry, anything else replaces it; the fragment this tab
 * wrote reads as its own (a reload), another as a link opened.
 */
import { describe, expect, test } from 'vitest';
import { clearAddressLink, readAddressLink, writeAddressLink } from './chart-address.ts';
import { createShareFormat } from './share-fragment.ts';

const format = createShareFormat([]);
const A = 'v=1&date=1990-01-01&time=12:00&utc=1&lat=41.9&lon=12.5&from=2026-01-01&to=2026-12-31';
const B = 'v=1&date=1991-01-01&time=12:00&utc=1&lat=41.9&lon=12.5&from=2026-01-01&to=2026-12-31';

describe('the address bar', () => {
  test('a new entry only when asked for; the same fragment again writes nothing', () => {
    const start = window.history.length;
    writeAddressLink(A);
    expect(window.location.hash).toBe(`#${A}`);
    expect(window.history.length).toBe(start);
    writeAddressLink(B, { newEntry: true });
    expect(window.location.hash).toBe(`#${B}`);
    expect(window.history.length).toBe(start + 1);
    writeAddressLink(B, { newEntry: true });
    expect(window.history.length).toBe(start + 1);
    writeAddressLink(`${B}&tab=aspetti`);
    expect(window.history.length).toBe(start + 1);
    expect(window.location.hash).toBe(`#${B}&tab=aspetti`);
  });

  test('the fragment written last is this tab\'s own (a reload); another is a link opened; a cleared address carries none', () => {
    writeAddressLink(A);
    expect(readAddressLink(format)).toMatchObject({ own: true, reading: { kind: 'chart' } });
    expect(readAddressLink(format, `#${B}`)).toMatchObject({ own: false, reading: { kind: 'chart' } });
    clearAddressLink();
    expect(window.location.hash).toBe('');
    expect(readAddressLink(format, `#${A}`).own).toBe(false);
  });
});
