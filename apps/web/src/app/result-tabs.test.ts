/**
 * The result tabs found by convention (issue 32) and the share link made from them: every feature's
 * tab module is found, in the spec's order; a tab id taken twice, or a module without its spec, is
 * refused; and version 1 links that carried the return's and the layers' keys, written before the
 * tabs brought their own keys, open exactly as they did (issues 26, 27).
 */
import { describe, expect, test } from 'vitest';
import type { ResultTabSpec } from '../result-tabs/tab-spec.ts';
import { orderedResultTabs, RESULT_TABS, SHARE_FORMAT } from './result-tabs.ts';

const V1 = 'v=1&date=1975-07-15&time=09:30&utc=2&lat=41.89193&lon=12.51133&name=Maria+Rossi&place=Roma+%28RM%29%2C+Lazio%2C+Italia&zone=Europe%2FRome&rule=placeZone&rulezone=Europe%2FRome&dst=1&from=2026-01-01&to=2026-12-31&houses=koch&node=mean';
const MILANO = 'Milano (MI), Lombardia, Italia';
const choicesOf = (fragment: string) => {
  const read = SHARE_FORMAT.decode(fragment);
  return read.kind === 'chart' ? read.chart.choices : read;
};

describe('result tabs', () => {
  test('every feature\'s tab module is found, in the spec\'s order after Aspetti', () => {
    expect(RESULT_TABS.map((t) => [t.id, t.label])).toEqual([
      ['transiti-mensili', 'Transiti Mensili'],
      ['tabella-transiti', 'Tabella Transiti'],
      ['debug-transiti', 'Debug Transiti'],
      ['rivoluzione-solare', 'Rivoluzione Solare'],
      ['mirata', 'Mirata'],
      ['coppia', 'Coppia'],
    ]);
  });

  test('a module without its spec, an id taken twice or one of the chart\'s own tabs is refused', () => {
    const spec = (id: string, order = 1): ResultTabSpec => ({ id, label: id, order, useTab: () => ({ panel: null }) });
    expect(orderedResultTabs({ 'b/tab.ts': spec('b', 2), 'a/tab.ts': spec('a', 2), 'c/tab.ts': spec('c', 1) }).map((t) => t.id)).toEqual(['c', 'a', 'b']);
    expect(() => orderedResultTabs({ 'a/tab.ts': undefined })).toThrow(/a\/tab.ts.*resultTab/);
    expect(() => orderedResultTabs({ 'a/tab.ts': spec('x'), 'b/tab.ts': spec('x') })).toThrow(/b\/tab.ts.*«x».*a\/tab.ts/);
    expect(() => orderedResultTabs({ 'a/tab.ts': spec('aspetti') })).toThrow(/aspetti.*chart/);
  });
});

describe('version 1 links with the tabs\' keys open as before', () => {
  test('the «Rivoluzione Solare» tab\'s year, zodiac and place (issue 27 review: the link opened on this year at Roma)', () => {
    const link = `${V1}&tab=rivoluzione-solare&rsyear=2031&rszodiac=precessionCorrected&rsplace=Milano+%28MI%29%2C+Lombardia%2C+Italia&rslat=45.46427&rslon=9.18951`;
    const read = SHARE_FORMAT.decode(`#${link}`);
    expect(read.kind === 'chart' && [read.chart.tab, read.chart.values.profileName, read.chart.values.houseSystem]).toEqual(['rivoluzione-solare', 'Maria Rossi', 'koch']);
    expect(choicesOf(link)).toEqual({ 'rivoluzione-solare': { year: 2031, zodiaco: 'precessionCorrected', place: { nome: MILANO, latitude: 45.46427, longitude: 9.18951 } } });
    expect(choicesOf(`${V1}&rsyear=2031&rszodiac=tropical`)).toEqual({ 'rivoluzione-solare': { year: 2031, zodiaco: 'tropical', place: null } });
  });

  test('a return without its year is none; a place without its coordinates is the birth place; a bad year breaks the link', () => {
    expect(choicesOf(`${V1}&tab=rivoluzione-solare`)).toEqual({});
    expect(choicesOf(`${V1}&rsyear=2030&rsplace=Milano`)).toEqual({ 'rivoluzione-solare': { year: 2030, zodiaco: 'tropical', place: null } });
    expect(SHARE_FORMAT.decode(`${V1}&rsyear=20x0`)).toEqual({ kind: 'unreadable', problem: 'broken' });
    expect(SHARE_FORMAT.decode(`${V1}&rsyear=2030&rszodiac=siderale`)).toEqual({ kind: 'unreadable', problem: 'broken' });
  });

  test('Tabella Transiti\'s layers and their slow period (issue 26); a bad layer breaks the link', () => {
    expect(choicesOf(`${V1}&tab=tabella-transiti&layers=progressions,lunations&slow=life`)).toEqual({ 'tabella-transiti': { layers: ['progressions', 'lunations'], slowPeriod: 'life' } });
    // In the layers' own order, the transits' period when none is named.
    expect(choicesOf(`${V1}&layers=lunations%2Cdirections`)).toEqual({ 'tabella-transiti': { layers: ['directions', 'lunations'], slowPeriod: 'transits' } });
    expect(choicesOf(`${V1}&tab=tabella-transiti`)).toEqual({});
    expect(SHARE_FORMAT.decode(`${V1}&layers=profezioni`)).toEqual({ kind: 'unreadable', problem: 'broken' });
    expect(SHARE_FORMAT.decode(`${V1}&layers=transits`)).toEqual({ kind: 'unreadable', problem: 'broken' });
  });
});

describe('the tabs\' choices in a version 2 link', () => {
  const read = SHARE_FORMAT.decode(V1);
  const values = read.kind === 'chart' ? read.chart.values : null;

  test('come back as written, beside the chart; at their defaults they write no key', () => {
    const choices = {
      'rivoluzione-solare': { year: 2031, zodiaco: 'tropical', place: { nome: MILANO, latitude: 45.46427, longitude: 9.18951 } },
      'tabella-transiti': { layers: ['progressions'], slowPeriod: '10y' },
    };
    const fragment = SHARE_FORMAT.encode(values!, 'rivoluzione-solare', choices)!;
    expect(fragment).toMatch(/^v=2&/);
    expect(SHARE_FORMAT.decode(fragment)).toEqual({ kind: 'chart', chart: { values, tab: 'rivoluzione-solare', choices } });
    const plain = SHARE_FORMAT.encode(values!, 'tabella-transiti', { 'tabella-transiti': { layers: [], slowPeriod: 'life' }, 'rivoluzione-solare': null })!;
    expect(plain).not.toMatch(/layers=|slow=|rsyear=/);
    expect(SHARE_FORMAT.encode(values!, null, { 'tabella-transiti': { layers: ['directions'], slowPeriod: 'transits' } })).not.toMatch(/slow=/);
  });
});
