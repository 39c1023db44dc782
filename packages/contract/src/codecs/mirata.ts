/**
 * The «Mirata» codec pairs (issue 36): the rule set on the wire ↔ core's MirataRuleSet, and the
 * answers of POST /api/mirata/luoghi, /api/mirata/piano and /api/mirata/campo ↔ their codes. The
 * server encodes with them (each finding gets its Italian sentence here); the web decodes each
 * answer once, in its feature's api/, and draws from codes. Held together by mirata.test.ts.
 */
import {
  DISCEPOLO_RULE_SET,
  MIRATA_READ_BODIES,
  MIRATA_RULE_CODES,
  TENTH_HOUSE_BODIES,
  formatUtcSecond,
  roundTo,
  type AcgAngle,
  type FieldGrid,
  type MirataBody,
  type MirataFinding,
  type MirataOutcome,
  type MirataRuleCode,
  type MirataRuleSet,
  type MirataSort,
  type MirataSubject,
  type MirataVerdict,
  type ReturnZodiac,
} from '@astrolabio/core';
import { BODY_BY_NAME_IT, BODY_NAMES_IT } from '@astrolabio/names-it';
import {
  FIELD_LINE_ANGLE_NAMES_IT,
  MIRATA_SORT_NAMES_IT,
  OUTCOME_NAMES_IT,
  VERDICT_NAMES_IT,
  type MirataCampoResponse,
  type MirataLuoghiResponse,
  type MirataPianoResponse,
  type MirataRuleSetWire,
} from '../schemas/mirata.ts';
import { MIRATA_RULES_IT } from '../mirata-rules-it.ts';
import { mirataFindingSentence, type MirataChartKind } from './mirata-sentences.ts';
import { encodeZodiac } from './natal-chart.ts';
import type { PlaceTimeCodes } from './returns.ts';
import { codeOf } from './wire.ts';

const invert = <K extends string, V extends string>(m: Readonly<Record<K, V>>) => new Map(Object.entries(m).map(([k, v]) => [v as V, k as K]));
const VERDICT_BY_NAME = invert(VERDICT_NAMES_IT);
const OUTCOME_BY_NAME = invert(OUTCOME_NAMES_IT);
const SORT_BY_NAME = invert(MIRATA_SORT_NAMES_IT);
const ANGLE_BY_NAME = invert(FIELD_LINE_ANGLE_NAMES_IT);

export const verdictCodeOf = (name: MirataLuoghiResponse['risultati'][number]['verdetto']): MirataVerdict => VERDICT_BY_NAME.get(name)!;
/** A request's `ordine` → core's sort. */
export const mirataSortOf = (name: (typeof MIRATA_SORT_NAMES_IT)[MirataSort]): MirataSort => SORT_BY_NAME.get(name)!;

/** Distances travel with two decimals (0.01°, 0.01 km), as orbs do. */
const d2 = (x: number) => roundTo(x, 2);
const planetsOf = (names: readonly string[]) => names.map((n) => codeOf(BODY_BY_NAME_IT, n) as MirataBody);
const namesOf = (codes: readonly MirataBody[]) => codes.map((c) => BODY_NAMES_IT[c]);

// ——— The rule set ———

/** A rule set from the wire (a user's copy, every field optional) → core's, Discepolo's where a field is missing. */
export function mirataRuleSetOf(wire: MirataRuleSetWire | undefined): MirataRuleSet {
  if (!wire) return DISCEPOLO_RULE_SET;
  const d = DISCEPOLO_RULE_SET;
  const enabled = { ...d.enabled };
  for (const code of MIRATA_RULE_CODES) {
    const on = wire.attive?.[code];
    if (on !== undefined) enabled[code] = on;
  }
  const bodyPoints = { ...d.tenthHouse.bodyPoints };
  for (const b of TENTH_HOUSE_BODIES) {
    const p = wire.decima?.punti?.[BODY_NAMES_IT[b]];
    if (p !== undefined) bodyPoints[b] = p;
  }
  return {
    enabled,
    dangerHouses: wire.caseDaEvitare ? [...new Set(wire.caseDaEvitare)].sort((a, b) => a - b) : d.dangerHouses,
    cuspOrbDeg: wire.orbitaCuspideGradi ?? d.cuspOrbDeg,
    stelliumBodies: wire.stellium?.corpi ? MIRATA_READ_BODIES.filter((b) => planetsOf(wire.stellium!.corpi!).includes(b)) : d.stelliumBodies,
    stelliumMinBodies: wire.stellium?.minimo ?? d.stelliumMinBodies,
    slowPlanets: wire.pianetiLenti ? MIRATA_READ_BODIES.filter((b) => planetsOf(wire.pianetiLenti!).includes(b)) : d.slowPlanets,
    points: {
      slowPlanetInDangerHouse: wire.punti?.pianetaLento ?? d.points.slowPlanetInDangerHouse,
      marsWithSaturn: wire.punti?.marteSaturno ?? d.points.marsWithSaturn,
      stelliumInEighth: wire.punti?.stelliumOttava ?? d.points.stelliumInEighth,
      saturnInTenth: wire.punti?.saturnoInDecima ?? d.points.saturnInTenth,
    },
    tenthHouse: {
      bodyPoints,
      midheavenOrbDeg: wire.decima?.orbitaMedioCoeliGradi ?? d.tenthHouse.midheavenOrbDeg,
      nearMidheavenPoints: wire.decima?.puntiVicinoMedioCoeli ?? d.tenthHouse.nearMidheavenPoints,
    },
    recommendedMinScore: wire.sogliaConsigliata ?? d.recommendedMinScore,
  };
}

/** Core's rule set → the wire, every field written: what the answers echo. */
export function encodeMirataRuleSet(r: MirataRuleSet): Required<MirataRuleSetWire> {
  return {
    attive: Object.fromEntries(MIRATA_RULE_CODES.map((c) => [c, r.enabled[c]])) as Record<MirataRuleCode, boolean>,
    caseDaEvitare: [...r.dangerHouses],
    orbitaCuspideGradi: r.cuspOrbDeg,
    stellium: { corpi: namesOf(r.stelliumBodies), minimo: r.stelliumMinBodies },
    pianetiLenti: namesOf(r.slowPlanets),
    punti: {
      pianetaLento: r.points.slowPlanetInDangerHouse,
      marteSaturno: r.points.marsWithSaturn,
      stelliumOttava: r.points.stelliumInEighth,
      saturnoInDecima: r.points.saturnInTenth,
    },
    decima: {
      punti: Object.fromEntries(TENTH_HOUSE_BODIES.map((b) => [BODY_NAMES_IT[b], r.tenthHouse.bodyPoints[b]])),
      orbitaMedioCoeliGradi: r.tenthHouse.midheavenOrbDeg,
      puntiVicinoMedioCoeli: r.tenthHouse.nearMidheavenPoints,
    },
    sogliaConsigliata: r.recommendedMinScore,
  };
}

// ——— A choice ———

export interface MirataOtherPlaceCodes {
  name: string;
  country: string;
  latitude: number;
  longitude: number;
  population: number;
  /** km from home (two decimals); null without a home. */
  distanceKm: number | null;
}

/** One choice as the answers carry it: the head place, its reading and explanation, the others of the choice. */
export interface MirataChoiceCodes extends MirataOtherPlaceCodes {
  airport: { code: string; name: string; distanceKm: number } | null;
  verdict: MirataVerdict;
  score: number;
  ascendantDeg: number;
  midheavenDeg: number;
  ascendantNatalHouse: number;
  ascendantCountedHouse: number;
  midheavenNatalHouse: number;
  returnHouses: Record<MirataBody, number>;
  returnHousesCounted: Record<MirataBody, number>;
  /** The findings in the order of reading; distances to two decimals. */
  findings: MirataFinding[];
  localTime: PlaceTimeCodes;
  /** When to be there: the day before the instant, in the place's civil time, `YYYY-MM-DDTHH:mm`. */
  beThereFrom: string;
  warningsIt: string[];
  others: MirataOtherPlaceCodes[];
  othersTotal: number;
}

type ChoiceAnswer = MirataLuoghiResponse['risultati'][number];
type ReasonAnswer = ChoiceAnswer['motivi'][number];

const subjectName = (s: MirataSubject) => (s === 'ascendant' ? 'Ascendente' : BODY_NAMES_IT[s]);
const subjectOf = (name: string): MirataSubject => (name === 'Ascendente' ? 'ascendant' : (codeOf(BODY_BY_NAME_IT, name) as MirataBody));

function encodeReason(f: MirataFinding, chart: MirataChartKind, cuspOrbDeg: number): ReasonAnswer {
  const rounded: MirataFinding = {
    ...f,
    subjects: f.subjects.map((s) => ({
      subject: s.subject,
      placement: { ...s.placement, toNextCuspDeg: d2(s.placement.toNextCuspDeg) },
      toMidheavenDeg: s.toMidheavenDeg === null ? null : d2(s.toMidheavenDeg),
    })),
  };
  return {
    regola: f.rule,
    numero: MIRATA_RULES_IT[f.rule].numero,
    esito: OUTCOME_NAMES_IT[f.outcome],
    punti: f.points,
    casa: f.house,
    soggetti: rounded.subjects.map((s) => ({
      punto: subjectName(s.subject),
      casa: s.placement.house,
      casaContata: s.placement.counted,
      distanzaCuspideGradi: s.placement.toNextCuspDeg,
      distanzaMedioCoeliGradi: s.toMidheavenDeg,
    })),
    frase: mirataFindingSentence(rounded, { chart, cuspOrbDeg }),
  };
}

function decodeReason(t: ReasonAnswer): MirataFinding {
  return {
    rule: t.regola,
    outcome: OUTCOME_BY_NAME.get(t.esito)! as MirataOutcome,
    points: t.punti,
    house: t.casa,
    subjects: t.soggetti.map((s) => ({
      subject: subjectOf(s.punto),
      placement: { house: s.casa, counted: s.casaContata, toNextCuspDeg: s.distanzaCuspideGradi },
      toMidheavenDeg: s.distanzaMedioCoeliGradi,
    })),
  };
}

const encodeOther = (p: MirataOtherPlaceCodes) => ({
  luogo: p.name,
  paese: p.country,
  latitude: p.latitude,
  longitude: p.longitude,
  popolazione: p.population,
  distanzaKm: p.distanceKm === null ? null : d2(p.distanceKm),
});

const decodeOther = (t: ChoiceAnswer['altri'][number]): MirataOtherPlaceCodes => ({
  name: t.luogo,
  country: t.paese,
  latitude: t.latitude,
  longitude: t.longitude,
  population: t.popolazione,
  distanceKm: t.distanzaKm,
});

function housesByName(h: Record<MirataBody, number>): Record<string, number> {
  return Object.fromEntries(MIRATA_READ_BODIES.map((b) => [BODY_NAMES_IT[b], h[b]]));
}

function housesByCode(h: Record<string, number>): Record<MirataBody, number> {
  return Object.fromEntries(MIRATA_READ_BODIES.map((b) => [b, h[BODY_NAMES_IT[b]]!])) as Record<MirataBody, number>;
}

/** What encoding a choice needs besides its codes: the return's instant and kind, and the cusp orb in use. */
export interface ChoiceContext {
  instantMs: number;
  jdUt: number;
  chart: MirataChartKind;
  cuspOrbDeg: number;
}

export function encodeMirataChoice(c: MirataChoiceCodes, ctx: ChoiceContext): ChoiceAnswer {
  return {
    ...encodeOther(c),
    aeroporto: c.airport === null ? null : { codice: c.airport.code, nome: c.airport.name, distanzaKm: d2(c.airport.distanceKm) },
    verdetto: VERDICT_NAMES_IT[c.verdict],
    punteggio: c.score,
    ascendente: { longitude: c.ascendantDeg, zodiac: encodeZodiac(c.ascendantDeg) },
    medioCoeli: { longitude: c.midheavenDeg, zodiac: encodeZodiac(c.midheavenDeg) },
    casaNataleAscendente: c.ascendantNatalHouse,
    casaContataAscendente: c.ascendantCountedHouse,
    casaNataleMedioCoeli: c.midheavenNatalHouse,
    caseRitorno: housesByName(c.returnHouses),
    caseRitornoContate: housesByName(c.returnHousesCounted),
    motivi: c.findings.map((f) => encodeReason(f, ctx.chart, ctx.cuspOrbDeg)),
    ora: {
      ut: formatUtcSecond(ctx.instantMs),
      jd: ctx.jdUt,
      locale: c.localTime.civil,
      utcOffset: c.localTime.utcOffset,
      zona: c.localTime.zone,
      dst: c.localTime.dst,
    },
    esserciDal: c.beThereFrom,
    avvisi: c.warningsIt,
    altri: c.others.map(encodeOther),
    altriTotale: c.othersTotal,
  };
}

export function decodeMirataChoice(t: ChoiceAnswer): MirataChoiceCodes {
  return {
    ...decodeOther(t),
    airport: t.aeroporto === null ? null : { code: t.aeroporto.codice, name: t.aeroporto.nome, distanceKm: t.aeroporto.distanzaKm },
    verdict: verdictCodeOf(t.verdetto),
    score: t.punteggio,
    ascendantDeg: t.ascendente.longitude,
    midheavenDeg: t.medioCoeli.longitude,
    ascendantNatalHouse: t.casaNataleAscendente,
    ascendantCountedHouse: t.casaContataAscendente,
    midheavenNatalHouse: t.casaNataleMedioCoeli,
    returnHouses: housesByCode(t.caseRitorno),
    returnHousesCounted: housesByCode(t.caseRitornoContate),
    findings: t.motivi.map(decodeReason),
    localTime: { civil: t.ora.locale, utcOffset: t.ora.utcOffset, zone: t.ora.zona, dst: t.ora.dst },
    beThereFrom: t.esserciDal,
    warningsIt: t.avvisi,
    others: t.altri.map(decodeOther),
    othersTotal: t.altriTotale,
  };
}

// ——— One return searched ———

export interface MirataReturnSearchCodes {
  instantMs: number;
  jdUt: number;
  placesRead: number;
  placesByVerdict: Record<MirataVerdict, number>;
  /** null when the search did not count them (the plan's). */
  choicesTotal: number | null;
  choices: MirataChoiceCodes[];
}

type SearchAnswer = Pick<MirataLuoghiResponse, 'istante' | 'luoghiLetti' | 'perVerdetto' | 'totale' | 'risultati'>;

function encodeSearch(c: MirataReturnSearchCodes, chart: MirataChartKind, cuspOrbDeg: number): SearchAnswer {
  const ctx: ChoiceContext = { instantMs: c.instantMs, jdUt: c.jdUt, chart, cuspOrbDeg };
  return {
    istante: { ut: formatUtcSecond(c.instantMs), jd: c.jdUt },
    luoghiLetti: c.placesRead,
    perVerdetto: { consigliata: c.placesByVerdict.recommended, accettabile: c.placesByVerdict.acceptable, scartata: c.placesByVerdict.discarded },
    totale: c.choicesTotal,
    risultati: c.choices.map((choice) => encodeMirataChoice(choice, ctx)),
  };
}

function decodeSearch(t: SearchAnswer): MirataReturnSearchCodes {
  return {
    instantMs: Date.parse(t.istante.ut),
    jdUt: t.istante.jd,
    placesRead: t.luoghiLetti,
    placesByVerdict: { recommended: t.perVerdetto.consigliata, acceptable: t.perVerdetto.accettabile, discarded: t.perVerdetto.scartata },
    choicesTotal: t.totale,
    choices: t.risultati.map(decodeMirataChoice),
  };
}

/** The cusp orb a rule set reads with (0 when the 2°30′ rule is off): the sentences name it. */
const orbOf = (r: MirataRuleSet) => (r.enabled.cuspOrb ? r.cuspOrbDeg : 0);

// ——— POST /api/mirata/luoghi ———

export interface MirataLuoghiCodes extends MirataReturnSearchCodes {
  year: number;
  zodiac: ReturnZodiac;
  rules: MirataRuleSet;
}

export function encodeMirataLuoghi(c: MirataLuoghiCodes): MirataLuoghiResponse {
  return { year: c.year, zodiaco: c.zodiac, regole: encodeMirataRuleSet(c.rules), ...encodeSearch(c, 'solar', orbOf(c.rules)) };
}

export function decodeMirataLuoghi(t: MirataLuoghiResponse): MirataLuoghiCodes {
  return { year: t.year, zodiac: t.zodiaco, rules: mirataRuleSetOf(t.regole), ...decodeSearch(t) };
}

// ——— POST /api/mirata/piano ———

export interface MirataPlanCodes {
  zodiac: ReturnZodiac;
  rules: MirataRuleSet;
  years: (MirataReturnSearchCodes & { year: number; lunarReturns: MirataReturnSearchCodes[] })[];
}

export function encodeMirataPiano(c: MirataPlanCodes): MirataPianoResponse {
  const orb = orbOf(c.rules);
  return {
    zodiaco: c.zodiac,
    regole: encodeMirataRuleSet(c.rules),
    anni: c.years.map((y) => ({
      year: y.year,
      ...encodeSearch(y, 'solar', orb),
      lunari: y.lunarReturns.map((l, i) => ({ numero: i + 1, ...encodeSearch(l, 'lunar', orb) })),
    })),
  };
}

export function decodeMirataPiano(t: MirataPianoResponse): MirataPlanCodes {
  return {
    zodiac: t.zodiaco,
    rules: mirataRuleSetOf(t.regole),
    years: t.anni.map((y) => ({ year: y.year, ...decodeSearch(y), lunarReturns: y.lunari.map(decodeSearch) })),
  };
}

// ——— POST /api/mirata/campo ———

/** Which chart a line belongs to: the return's or the natal one. */
export type MirataLineChart = 'return' | 'natal';

export interface MirataLineCodes {
  chart: MirataLineChart;
  body: MirataBody;
  angle: AcgAngle;
  /** [longitude, latitude] pieces, degrees to two decimals. */
  segments: [number, number][][];
}

export interface MirataFieldCodes {
  year: number;
  zodiac: ReturnZodiac;
  instantMs: number;
  jdUt: number;
  rules: MirataRuleSet;
  grid: FieldGrid & { rows: number; columns: number };
  /** One byte a cell (core's field.ts: house, verdict, polar fallback), rows north to south. */
  cells: Uint8Array;
  lines: MirataLineCodes[];
}

/** Bytes → base64, in pieces (String.fromCharCode takes a bounded number of arguments). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

const LINE_CHART_NAMES = { return: 'rivoluzione', natal: 'natale' } as const;
const LINE_CHART_BY_NAME = invert(LINE_CHART_NAMES);

export function encodeMirataCampo(c: MirataFieldCodes): MirataCampoResponse {
  return {
    year: c.year,
    zodiaco: c.zodiac,
    istante: { ut: formatUtcSecond(c.instantMs), jd: c.jdUt },
    regole: encodeMirataRuleSet(c.rules),
    griglia: {
      sud: c.grid.south,
      nord: c.grid.north,
      ovest: c.grid.west,
      est: c.grid.east,
      passoGradi: c.grid.stepDeg,
      righe: c.grid.rows,
      colonne: c.grid.columns,
      celle: bytesToBase64(c.cells),
    },
    linee: c.lines.map((l) => ({
      tema: LINE_CHART_NAMES[l.chart],
      corpo: BODY_NAMES_IT[l.body],
      angolo: FIELD_LINE_ANGLE_NAMES_IT[l.angle],
      segmenti: l.segments.map((seg) => seg.map(([lon, lat]) => [d2(lon), d2(lat)] as [number, number])),
    })),
  };
}

export function decodeMirataCampo(t: MirataCampoResponse): MirataFieldCodes {
  return {
    year: t.year,
    zodiac: t.zodiaco,
    instantMs: Date.parse(t.istante.ut),
    jdUt: t.istante.jd,
    rules: mirataRuleSetOf(t.regole),
    grid: { south: t.griglia.sud, north: t.griglia.nord, west: t.griglia.ovest, east: t.griglia.est, stepDeg: t.griglia.passoGradi, rows: t.griglia.righe, columns: t.griglia.colonne },
    cells: base64ToBytes(t.griglia.celle),
    lines: t.linee.map((l) => ({
      chart: LINE_CHART_BY_NAME.get(l.tema)! as MirataLineChart,
      body: codeOf(BODY_BY_NAME_IT, l.corpo) as MirataBody,
      angle: ANGLE_BY_NAME.get(l.angolo)! as AcgAngle,
      segments: l.segmenti,
    })),
  };
}

