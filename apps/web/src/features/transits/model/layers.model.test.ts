import { describe, expect, it as test } from 'vitest';
import type { TecnicheResponse, TechniqueAspectItem } from '@astrolabio/contract';
import { activeLayerEvents, filterLayerEvents, LAYER_STYLES, layerAnswerFrom, layerEventsFrom } from './layers.ts';
import { progressedMoonLines } from './progressed-moon.ts';
import { layerRowGeometry, layerRowWhenText, layerWhenText } from './layer-rows.ts';

const aspect = (point: string, over: Partial<TechniqueAspectItem> = {}): TechniqueAspectItem => ({
  point, natalPlanet: 'Venere', aspect: 'Trigono', angle: 120 as const,
  start: '2026-01-10T00:00Z', end: '2028-01-10T00:00Z', clipped: { start: false, end: false },
  exact: ['2027-01-10T06:30Z'], peak: { time: '2027-01-10T06:30Z', orb: 0 }, house: 5, ...over,
});

const answer: TecnicheResponse = {
  periodo: '2026-01-01 - 2030-12-31',
  progressioni: {
    aspetti: [aspect('Sole'), aspect('Luna', { start: '2026-03-01T00:00Z' })],
    ingressiLunaSegni: [{ time: '2026-05-01T10:00Z', retrograde: false, sign: 'Toro' }],
    ingressiLunaCase: [],
    fasiLunari: [{ time: '2029-02-02T02:02Z', phase: 'Luna piena' }],
    posizioni: { date: '2026-01-01', punti: [] },
    lunaProgressa: {
      longitude: 117.1234, sign: 'Cancro', house: 4,
      nextSign: { time: '2027-02-11T05:20Z', sign: 'Leone' }, nextHouse: { time: '2026-09-30T17:01Z', house: 5 },
      phase: { phase: 'Primo quarto', elongation: 97.25, since: '2025-01-03T08:00Z', next: { time: '2028-09-12T11:11Z', phase: 'Luna gibbosa' } },
    },
  },
  direzioni: [aspect('Marte')],
  lunazioni: [{
    phase: 'Luna nuova', time: '2026-02-17T12:01Z', longitude: 328.5, sign: 'Acquario', house: 11,
    contacts: [{ natalPlanet: 'Mercurio', light: 'Luna', orb: 1.2 }],
    eclipse: {
      kind: 'Eclissi solare', type: 'anulare', maximum: '2026-02-17T12:12Z', magnitude: 0.96, start: '2026-02-17T09:56Z', end: '2026-02-17T14:27Z',
      saros: { series: 121, member: 61 }, hits: [{ natalPlanet: 'Mercurio', light: 'Luna', aspect: 'Congiunzione', orb: 1.2, house: 11 }, { natalPlanet: 'Marte', light: 'Luna', aspect: 'Quadratura', orb: 2.5, house: 2 }],
    },
  }],
  meta: { layers: ['Progressioni', 'Direzioni d’arco solare', 'Lunazioni ed eclissi'], maxOrb: 1, transitMaxOrb: 3, lunationOrb: 3, angleMethod: 'Naibod', nodo: 'true' },
};

describe('layerEventsFrom', () => {
  const events = layerEventsFrom(answer);
  test('names each event in Italian, the adjective agreeing with the point', () => {
    expect(events.map((e) => e.title)).toEqual([
      'Sole progresso trigono Venere natale',
      'Luna progressa trigono Venere natale',
      'Luna progressa entra in Toro',
      'Lunazione progressa: Luna piena',
      'Marte d’arco solare trigono Venere natale',
      'Eclissi solare anulare in Acquario, casa 11, Saros 121 n. 61: congiunzione Mercurio e quadratura Marte',
    ]);
  });
  test('keeps the shared shape: start, exact, end, peak; an eclipse spans its contacts and peaks at its maximum', () => {
    const sun = events[0]!;
    expect([sun.startMs, sun.exactMs[0], sun.endMs, sun.peakMs]).toEqual(['2026-01-10T00:00Z', '2027-01-10T06:30Z', '2028-01-10T00:00Z', '2027-01-10T06:30Z'].map(Date.parse));
    const eclipse = events.at(-1)!;
    expect([eclipse.startMs, eclipse.peakMs, eclipse.endMs]).toEqual(['2026-02-17T09:56Z', '2026-02-17T12:12Z', '2026-02-17T14:27Z'].map(Date.parse));
    expect(eclipse.exactMs).toEqual([Date.parse('2026-02-17T12:01Z')]);
  });
  test('«Attivo oggi»: aspects in orb now and today\'s instant events', () => {
    expect(activeLayerEvents(events, Date.parse('2026-05-01T15:00Z')).map((e) => e.title)).toEqual([
      'Sole progresso trigono Venere natale', 'Luna progressa trigono Venere natale', 'Luna progressa entra in Toro', 'Marte d’arco solare trigono Venere natale',
    ]);
    expect(activeLayerEvents(events, Date.parse('2025-05-01T15:00Z'))).toEqual([]);
  });
});

describe('a layer row', () => {
  const day = 86_400_000;
  const instantX = (ms: number) => (ms - Date.parse('2026-01-01T00:00Z')) / day;
  test.each([
    { name: 'an aspect: bar, three markers, the exact tick', index: 0, x1: 9, x2: 739, markers: 3, exact: [374.2708] },
    { name: 'an instant event: a 2-px bar, no markers', index: 2, x1: 120.4167, x2: 122.4167, markers: 0, exact: [120.4167] },
  ])('$name', ({ index, x1, x2, markers, exact }) => {
    const g = layerRowGeometry(layerEventsFrom(answer)[index]!, instantX);
    expect(g.x1).toBeCloseTo(x1, 3);
    expect(g.x2).toBeCloseTo(x2, 3);
    expect(g.markers).toHaveLength(markers);
    g.exactX.forEach((x, i) => expect(x).toBeCloseTo(exact[i]!, 3));
  });
  test('an eclipse whose contacts both come after its lunation\'s instant: the bar reaches back to the exact tick, the start marker stays on the first contact', () => {
    const lunation = answer.lunazioni![0]!;
    const grazing = layerEventsFrom({ ...answer, lunazioni: [{ ...lunation, time: '2026-02-17T09:40Z' }] }).at(-1)!;
    const minuteX = (ms: number) => (ms - Date.parse('2026-02-17T00:00Z')) / 60_000;
    const g = layerRowGeometry(grazing, minuteX);
    const x = (iso: string) => minuteX(Date.parse(iso));
    expect(g.x1).toBeCloseTo(x('2026-02-17T09:40Z'), 6);
    expect(g.x2).toBeCloseTo(x('2026-02-17T14:27Z'), 6);
    expect(g.markers.map((m) => m.kind)).toEqual(['start', 'peak', 'end']);
    expect(g.markers[0]!.x).toBeCloseTo(x('2026-02-17T09:56Z'), 6);
    const late = layerEventsFrom({ ...answer, lunazioni: [{ ...lunation, time: '2026-02-17T14:40Z' }] }).at(-1)!;
    expect(layerRowGeometry(late, minuteX).x2).toBeCloseTo(x('2026-02-17T14:40Z'), 6);
  });
  test('says when, in the browser\'s zone', () => {
    expect(layerWhenText(layerEventsFrom(answer)[0]!, 'Europe/Rome')).toBe('esatto il 10 gennaio 2027 alle 07:30');
  });
  test('an aspect that never comes exact in the period is marked: fainter, its closest orb and when, not «in orbita fino al»', () => {
    const never = layerEventsFrom({ ...answer, direzioni: [aspect('Marte', { exact: [], clipped: { start: true, end: true }, peak: { time: '2028-01-10T00:00Z', orb: 0.7 } })] })
      .find((e) => e.layer === 'directions')!;
    expect(layerRowGeometry(never, instantX).neverExact).toBe(true);
    expect(layerRowWhenText(never, 'Europe/Rome')).toBe('non esatto nel periodo: orbita minima 0°42′ il 10 gennaio 2028');
    const exact = layerEventsFrom(answer)[0]!;
    expect(layerRowGeometry(exact, instantX).neverExact).toBe(false);
    expect(layerRowWhenText(exact, 'Europe/Rome')).toBe(layerWhenText(exact, 'Europe/Rome'));
  });
  test('each layer has its own style', () => {
    expect(new Set(Object.values(LAYER_STYLES).map((s) => s.color)).size).toBe(4);
  });
});

describe('filterLayerEvents: Tabella Transiti\'s planet and aspect filters narrow the layers', () => {
  const withAngle = layerEventsFrom({ ...answer, direzioni: [aspect('Marte'), aspect('Ascendente', { aspect: 'Quadratura', angle: 90 })] });
  const titles = (planets: Parameters<typeof filterLayerEvents>[1]['planets'], aspects: Parameters<typeof filterLayerEvents>[1]['aspects']) =>
    filterLayerEvents(withAngle, { planets, aspects }).map((e) => e.title);
  const ALL_ASPECTS = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;

  test('every planet and aspect: every event', () => {
    expect(titles(['sun', 'moon', 'mars'], [...ALL_ASPECTS])).toHaveLength(withAngle.length);
  });

  test('Luna off (the transiting Moon\'s box, off by default over three months) leaves the progressed Moon, its ingresses and the lunations', () => {
    expect(titles(['sun', 'mars'], [...ALL_ASPECTS])).toEqual(titles(['sun', 'moon', 'mars'], [...ALL_ASPECTS]));
    expect(titles(['sun', 'mars'], [...ALL_ASPECTS])).toEqual(expect.arrayContaining(['Luna progressa trigono Venere natale', 'Luna progressa entra in Toro']));
  });

  test('Marte off hides the solar arc Mars; Sole off the progressed Sun; the progressed Moon stays', () => {
    expect(titles(['moon'], [...ALL_ASPECTS])).toEqual([
      'Luna progressa trigono Venere natale',
      'Luna progressa entra in Toro',
      'Lunazione progressa: Luna piena',
      'Ascendente d’arco solare quadratura Venere natale',
      'Eclissi solare anulare in Acquario, casa 11, Saros 121 n. 61: congiunzione Mercurio e quadratura Marte',
    ]);
  });

  test('Trigono off hides the trines; the angles, not in the planet filter, and the progressed Moon\'s ingresses stay', () => {
    expect(titles([], ['square'])).toEqual([
      'Luna progressa entra in Toro',
      'Lunazione progressa: Luna piena',
      'Ascendente d’arco solare quadratura Venere natale',
      'Eclissi solare anulare in Acquario, casa 11, Saros 121 n. 61: congiunzione Mercurio e quadratura Marte',
    ]);
  });
});

describe('the progressed Moon of today (issue 34)', () => {
  test('decoded from the answer: where it is, its next ingresses (the earlier first), the lunation phase since and next', () => {
    const moon = layerAnswerFrom(answer).progressedMoon!;
    expect(progressedMoonLines(moon, 'Europe/Rome')).toEqual({
      position: '27°07′ Cancro, casa 4',
      nextIngresses: 'in casa 5 il 30 settembre 2026 e in Leone l’11 febbraio 2027',
      phase: 'Primo quarto (97°15′ dal Sole progresso) dal 3 gennaio 2025',
      nextPhase: 'prossima fase: Luna gibbosa il 12 settembre 2028',
    });
  });
  test('a phase begun before birth says so; an answer without progressions has no Moon', () => {
    const atBirth = layerAnswerFrom({ ...answer, progressioni: { ...answer.progressioni!, lunaProgressa: { ...answer.progressioni!.lunaProgressa, phase: { ...answer.progressioni!.lunaProgressa.phase, since: null } } } });
    expect(progressedMoonLines(atBirth.progressedMoon!, 'Europe/Rome').phase).toBe('Primo quarto (97°15′ dal Sole progresso) già alla nascita');
    const { progressioni: _omit, ...withoutProgressions } = answer;
    expect(layerAnswerFrom(withoutProgressions).progressedMoon).toBeNull();
  });
});
