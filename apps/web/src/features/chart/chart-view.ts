/**
 * A tema-natale response read back into the core's codes, for what draws by code (wheel, grid,
 * tables): Italian names → codes through names-it's reverse maps. Every body, houses 1–12 and only
 * known names are there: the contract's response schema checks them.
 */
import { aspectOrbDeg, BODY_CODES, HOUSE_COUNT, houseOfCusp, isCuspCode, type AspectCode, type BodyCode, type PointCode } from '@astrolabio/core';
import { ANGLE_BY_NAME_IT, ASPECT_BY_NAME_IT, BODY_BY_NAME_IT, BODY_NAMES_IT } from '@astrolabio/names-it';
import type { TemaNatale } from './api/tema-natale.ts';

/** A point of the chart: its longitude in degrees and its sign's Italian name as the API wrote it. */
export interface ChartPointView {
  longitude: number;
  sign: string;
}

export interface ChartBodyView extends ChartPointView {
  code: BodyCode;
  retrograde: boolean;
  /** 1–12. */
  house: number;
}

/** A house cusp (its longitude) and the sign it falls in. */
export interface ChartHouseView extends ChartPointView {
  /** 1–12. */
  n: number;
}

export interface ChartAspectView {
  body1: BodyCode;
  /** A body, or an angle (ascendant, midheaven) for the aspects to the angles. */
  body2: PointCode;
  aspect: AspectCode;
  /** The orb as the API rounds it (two decimals). */
  orb: number;
  /** The orb from the two longitudes, unrounded, for degrees and minutes (6°09′). */
  orbDeg: number;
  applying: boolean;
}

export interface ChartView {
  /** Every body, in BODY_CODES order. */
  bodies: ChartBodyView[];
  /** Houses 1–12. */
  houses: ChartHouseView[];
  /** Cusps of houses 1–12, degrees (the wheel's input). */
  cusps: number[];
  ascendant: ChartPointView;
  midheaven: ChartPointView;
  /** Between bodies. */
  aspects: ChartAspectView[];
  /** Of each body to the Ascendant and the Medio Coeli. */
  angleAspects: ChartAspectView[];
}

const point = (p: { longitude: number; zodiac: { sign: string } }): ChartPointView => ({ longitude: p.longitude, sign: p.zodiac.sign });

export function chartView(t: TemaNatale): ChartView {
  const bodies = BODY_CODES.map((code) => {
    const p = t.pianeti[BODY_NAMES_IT[code]]!;
    return { code, ...point(p), retrograde: p.retrograde, house: p.house };
  });
  const houses = Array.from({ length: HOUSE_COUNT }, (_, i) => {
    const h = t.case[String(i + 1)]!;
    return { n: i + 1, longitude: h.cusp, sign: h.zodiac.sign };
  });
  const longitudeOf = (p: PointCode) => {
    if (isCuspCode(p)) return t.case[String(houseOfCusp(p))]!.cusp;
    return p === 'ascendant' ? t.ascendente.longitude : p === 'midheaven' ? t.medioCoeli.longitude : t.pianeti[BODY_NAMES_IT[p]]!.longitude;
  };
  const read = (pairs: TemaNatale['aspetti'] | TemaNatale['aspettiAngoli'], second: (name: string) => PointCode | undefined) => {
    const out: ChartAspectView[] = [];
    for (const pair of pairs) {
      const body1 = BODY_BY_NAME_IT.get(pair.planet1);
      const body2 = second(pair.planet2);
      if (!body1 || !body2) continue;
      for (const a of pair.aspects) {
        const aspect = ASPECT_BY_NAME_IT.get(a.type);
        if (aspect) out.push({ body1, body2, aspect, orb: a.orb, orbDeg: aspectOrbDeg(longitudeOf(body1), longitudeOf(body2), aspect), applying: a.applying });
      }
    }
    return out;
  };
  const aspects = read(t.aspetti, (name) => BODY_BY_NAME_IT.get(name));
  const angleAspects = read(t.aspettiAngoli, (name) => ANGLE_BY_NAME_IT.get(name));
  return { bodies, houses, cusps: houses.map((h) => h.longitude), ascendant: point(t.ascendente), midheaven: point(t.medioCoeli), aspects, angleAspects };
}
