/**
 * Italian names of the timing techniques' codes (issue 26): the layers of the transit views, the
 * lunation phases, the eclipses, the progressed angles' methods, and the gender an adjective takes
 * after a point's name («Sole progresso», «Luna progressa»).
 */
import type { EclipseKind, EclipseType, LayerCode, LunationCyclePhase, LunationPhase, PointCode, ProgressedAngleMethod } from '@astrolabio/core';
import { invert } from './names.ts';

export const LAYER_NAMES_IT: Readonly<Record<LayerCode, string>> = {
  transits: 'Transiti',
  progressions: 'Progressioni',
  directions: 'Direzioni d’arco solare',
  lunations: 'Lunazioni ed eclissi',
};

export const LUNATION_PHASE_NAMES_IT: Readonly<Record<LunationPhase, string>> = {
  newMoon: 'Luna nuova',
  firstQuarter: 'Primo quarto',
  fullMoon: 'Luna piena',
  lastQuarter: 'Ultimo quarto',
};

export const ECLIPSE_KIND_NAMES_IT: Readonly<Record<EclipseKind, string>> = {
  solar: 'Eclissi solare',
  lunar: 'Eclissi lunare',
};

export const ECLIPSE_TYPE_NAMES_IT: Readonly<Record<EclipseType, string>> = {
  total: 'totale',
  annular: 'anulare',
  hybrid: 'ibrida',
  partial: 'parziale',
  penumbral: 'di penombra',
};

export const LUNATION_PHASE_BY_NAME_IT = invert(LUNATION_PHASE_NAMES_IT);

/** Rudhyar's eight phases of the lunation cycle (the progressed Moon's phase), as Italian astrology books name them. */
export const LUNATION_CYCLE_PHASE_NAMES_IT: Readonly<Record<LunationCyclePhase, string>> = {
  newMoon: 'Luna nuova',
  crescent: 'Luna crescente',
  firstQuarter: 'Primo quarto',
  gibbous: 'Luna gibbosa',
  fullMoon: 'Luna piena',
  disseminating: 'Luna disseminante',
  lastQuarter: 'Ultimo quarto',
  balsamic: 'Luna balsamica',
};
export const LUNATION_CYCLE_PHASE_BY_NAME_IT = invert(LUNATION_CYCLE_PHASE_NAMES_IT);
export const ECLIPSE_KIND_BY_NAME_IT = invert(ECLIPSE_KIND_NAMES_IT);
export const ECLIPSE_TYPE_BY_NAME_IT = invert(ECLIPSE_TYPE_NAMES_IT);

export const PROGRESSED_ANGLE_METHOD_NAMES_IT: Readonly<Record<ProgressedAngleMethod, string>> = {
  solarArcRightAscension: 'Arco solare in ascensione retta',
  naibod: 'Naibod',
};

/** Points whose Italian name is feminine: Luna, Venere, Lilith. */
const FEMININE_POINTS: ReadonlySet<PointCode> = new Set<PointCode>(['moon', 'venus', 'lilith']);

/** «progresso» or «progressa»: the ending that agrees with the point's name. */
export function agreeingIt(point: PointCode, masculine: string, feminine: string): string {
  return FEMININE_POINTS.has(point) ? feminine : masculine;
}
