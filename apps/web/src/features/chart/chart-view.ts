/**
 * A tema-natale response read back into the core's codes, for what draws by code (wheel, grid):
 * Italian names → codes through names-it's reverse maps; names it does not know are left out.
 */
import { BODY_CODES, type AspectCode, type BodyCode } from '@astrolabio/core';
import { ASPECT_BY_NAME_IT, BODY_BY_NAME_IT, BODY_NAMES_IT } from '@astrolabio/names-it';
import type { TemaNatale } from './api/tema-natale.ts';

export interface ChartBodyView {
  code: BodyCode;
  longitude: number;
  retrograde: boolean;
}

export interface ChartAspectView {
  body1: BodyCode;
  body2: BodyCode;
  aspect: AspectCode;
  orb: number;
}

export interface ChartView {
  bodies: ChartBodyView[];
  /** Cusps of houses 1–12, degrees. */
  cusps: number[];
  ascendant: number;
  midheaven: number;
  aspects: ChartAspectView[];
}

export function chartView(t: TemaNatale): ChartView {
  const bodies = BODY_CODES.flatMap((code) => {
    const p = t.pianeti[BODY_NAMES_IT[code]];
    return p ? [{ code, longitude: p.longitude, retrograde: p.retrograde }] : [];
  });
  const cusps = Array.from({ length: 12 }, (_, i) => t.case[String(i + 1)]?.cusp ?? 0);
  const aspects: ChartAspectView[] = [];
  for (const pair of t.aspetti) {
    const body1 = BODY_BY_NAME_IT.get(pair.planet1);
    const body2 = BODY_BY_NAME_IT.get(pair.planet2);
    if (!body1 || !body2) continue;
    for (const a of pair.aspects) {
      const aspect = ASPECT_BY_NAME_IT.get(a.type);
      const orb = Number(a.orb);
      if (aspect && Number.isFinite(orb)) aspects.push({ body1, body2, aspect, orb });
    }
  }
  return { bodies, cusps, ascendant: t.ascendente.longitude, midheaven: t.medioCoeli.longitude, aspects };
}
