/** The zones.tsv line format: a record survives writing and reading, the footer continues it, aliases resolve, bad lines are refused. */
import { describe, expect, it } from 'vitest';
import { aliasToLine, decodeZoneLine, TzData, zoneToLine, type ZoneRecord } from './tz-data.ts';

const LMT = { offsetSeconds: 2996, isDst: false, abbreviation: 'LMT' };
const CET = { offsetSeconds: 3600, isDst: false, abbreviation: 'CET' };
const CEST = { offsetSeconds: 7200, isDst: true, abbreviation: 'CEST' };
const at = (iso: string) => Date.parse(iso) / 1000;

// A made-up zone: LMT, CET from 1893, one summer in 1916, then the EU rule from 1996-03-31.
const record: ZoneRecord = {
  name: 'Test/Zone',
  types: [LMT, CET, CEST],
  transitions: [
    { atSeconds: at('1893-10-31T23:10:04Z'), typeIndex: 1 },
    { atSeconds: at('1916-06-03T23:00:00Z'), typeIndex: 2 },
    { atSeconds: at('1916-09-30T23:00:00Z'), typeIndex: 1 },
  ],
  footerFromSeconds: at('1996-03-31T01:00:00Z'),
  footer: 'CET-1CEST,M3.5.0,M10.5.0/3',
};

describe('zones.tsv lines', () => {
  const zone = decodeZoneLine(zoneToLine(record));
  const typeAt = (iso: string) => zone.typeOf(zone.periodIndexAt(at(iso)));

  it('keeps the listed history, to the second', () => {
    expect(typeAt('1800-01-01T00:00:00Z')).toEqual(LMT);
    expect(typeAt('1893-10-31T23:10:03Z')).toEqual(LMT);
    expect(typeAt('1893-10-31T23:10:04Z')).toEqual(CET);
    expect(typeAt('1916-07-01T00:00:00Z')).toEqual(CEST);
    expect(typeAt('1995-07-01T00:00:00Z')).toEqual(CET);
  });

  it('continues with the footer from footerFrom to 2401', () => {
    expect(typeAt('1996-03-31T00:59:59Z')).toEqual(CET);
    expect(typeAt('1996-03-31T01:00:00Z')).toEqual(CEST);
    expect(typeAt('2399-07-01T00:00:00Z')).toEqual(CEST);
    expect(typeAt('2399-12-01T00:00:00Z')).toEqual(CET);
  });

  it('resolves aliases and knows no other name', () => {
    const data = new TzData(['# tzdata 9999z', zoneToLine(record), aliasToLine('Test/Alias', 'Test/Zone')].join('\n'));
    expect(data.version).toBe('9999z');
    expect(data.names).toEqual(['Test/Alias', 'Test/Zone']);
    expect(data.zone('Test/Alias')).toBe(data.zone('Test/Zone'));
    expect(data.has('Test/Other')).toBe(false);
    expect(data.zone('Test/Other')).toBeUndefined();
  });

  it('refuses malformed lines and aliases to nothing', () => {
    expect(() => decodeZoneLine('Test/Zone\t3600/0/CET')).toThrow();
    expect(() => decodeZoneLine('Test/Zone\t3600/0/CET\t0\t15\t0\t')).toThrow(/type indexes|bad transition/);
    expect(() => new TzData(aliasToLine('Test/Alias', 'Test/Missing'))).toThrow(/unknown/);
  });
});
