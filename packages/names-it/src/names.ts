/**
 * Italian names of the core's codes: the words of the API contract (spec sections 3 and 7) and of
 * the UI. Every code has exactly one name; lookups in the other direction are derived from these.
 */
import { CUSP_CODES, houseOfCusp } from '@astrolabio/core';
import type { AngleCode, AspectCode, BodyCode, CuspCode, ElementCode, HouseSystem, LilithKind, NodeKind, PointCode, SignCode, StationKind } from '@astrolabio/core';

export const BODY_NAMES_IT: Readonly<Record<BodyCode, string>> = {
  sun: 'Sole',
  moon: 'Luna',
  mercury: 'Mercurio',
  venus: 'Venere',
  mars: 'Marte',
  jupiter: 'Giove',
  saturn: 'Saturno',
  uranus: 'Urano',
  neptune: 'Nettuno',
  pluto: 'Plutone',
  chiron: 'Chirone',
  lilith: 'Lilith',
  northNode: 'Nodo Nord',
  southNode: 'Nodo Sud',
};

export const ANGLE_NAMES_IT: Readonly<Record<AngleCode, string>> = {
  ascendant: 'Ascendente',
  midheaven: 'Medio Coeli',
};

const ROMAN_NUMERALS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'] as const;

/** A house number 1–12 as astrologers write it: «XII». */
export function houseRomanIt(house: number): string {
  return ROMAN_NUMERALS[house - 1]!;
}

/** The house cusps as natal points of transits: «Cuspide I» … «Cuspide XII». */
export const CUSP_NAMES_IT: Readonly<Record<CuspCode, string>> = Object.fromEntries(
  CUSP_CODES.map((c) => [c, `Cuspide ${ROMAN_NUMERALS[houseOfCusp(c) - 1]!}`]),
) as Record<CuspCode, string>;

/** Natal points: the bodies, the two angles and the house cusps (the targets of transits). */
export const POINT_NAMES_IT: Readonly<Record<PointCode, string>> = { ...BODY_NAMES_IT, ...ANGLE_NAMES_IT, ...CUSP_NAMES_IT };

/** A station as astrologers say it: «stazione retrograda», «stazione diretta». */
export const STATION_KIND_NAMES_IT: Readonly<Record<StationKind, string>> = {
  retrograde: 'retrograda',
  direct: 'diretta',
};

export const SIGN_NAMES_IT: Readonly<Record<SignCode, string>> = {
  aries: 'Ariete',
  taurus: 'Toro',
  gemini: 'Gemelli',
  cancer: 'Cancro',
  leo: 'Leone',
  virgo: 'Vergine',
  libra: 'Bilancia',
  scorpio: 'Scorpione',
  sagittarius: 'Sagittario',
  capricorn: 'Capricorno',
  aquarius: 'Acquario',
  pisces: 'Pesci',
};

export const ASPECT_NAMES_IT: Readonly<Record<AspectCode, string>> = {
  conjunction: 'Congiunzione',
  semisextile: 'Semisestile',
  semisquare: 'Semiquadrato',
  sextile: 'Sestile',
  quintile: 'Quintile',
  square: 'Quadratura',
  trine: 'Trigono',
  sesquiquadrate: 'Sesquiquadrato',
  biquintile: 'Biquintile',
  quincunx: 'Quinconce',
  opposition: 'Opposizione',
};

export const ELEMENT_NAMES_IT: Readonly<Record<ElementCode, string>> = {
  fire: 'Fuoco',
  earth: 'Terra',
  air: 'Aria',
  water: 'Acqua',
};

export const HOUSE_SYSTEM_NAMES_IT: Readonly<Record<HouseSystem, string>> = {
  placidus: 'Placidus',
  koch: 'Koch',
  porphyry: 'Porfirio',
  regiomontanus: 'Regiomontano',
  campanus: 'Campano',
  equal: 'Case uguali',
  wholeSign: 'Segno intero',
};

export const NODE_KIND_NAMES_IT: Readonly<Record<NodeKind, string>> = {
  true: 'Nodo vero',
  mean: 'Nodo medio',
};

/** Which Lilith, as the chart header and the options name it. */
export const LILITH_KIND_NAMES_IT: Readonly<Record<LilithKind, string>> = {
  mean: 'Lilith media',
  true: 'Lilith vera (osculatrice)',
};

/** Name → code, for reading Italian names back (e.g. a natalData body sent by a client). */
export function invert<C extends string>(names: Readonly<Record<C, string>>): ReadonlyMap<string, C> {
  return new Map(Object.entries(names).map(([code, name]) => [name as string, code as C]));
}

export const BODY_BY_NAME_IT = invert(BODY_NAMES_IT);
export const SIGN_BY_NAME_IT = invert(SIGN_NAMES_IT);
export const ASPECT_BY_NAME_IT = invert(ASPECT_NAMES_IT);
export const ANGLE_BY_NAME_IT = invert(ANGLE_NAMES_IT);
export const POINT_BY_NAME_IT = invert(POINT_NAMES_IT);
export const STATION_KIND_BY_NAME_IT = invert(STATION_KIND_NAMES_IT);
