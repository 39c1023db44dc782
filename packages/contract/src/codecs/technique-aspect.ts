/**
 * The tecniche answer's aspect item (progressions, directions) ↔ core's AspectTimingRecord: the
 * same span as a transit item (codecs/wire.ts), without stations and daily orbs. The item does not
 * say its layer: the answer's section does (`progressioni.aspetti`, `direzioni`), so decoding takes it.
 */
import type { AspectSideDeg, AspectTimingRecord } from '@astrolabio/core';
import { ASPECT_BY_NAME_IT, ASPECT_NAMES_IT, POINT_BY_NAME_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import type { TechniqueAspectItem } from '../schemas/tecniche.ts';
import { codeOf, decodeSpan, encodePeak, encodeSpanEdges } from './wire.ts';

export function encodeTechniqueAspectItem(r: AspectTimingRecord): TechniqueAspectItem {
  return {
    point: POINT_NAMES_IT[r.movingPoint],
    natalPlanet: POINT_NAMES_IT[r.natalPoint],
    aspect: ASPECT_NAMES_IT[r.aspect],
    angle: r.angleDeg,
    ...encodeSpanEdges(r),
    peak: encodePeak(r.peak),
    house: r.house,
  };
}

export function decodeTechniqueAspectItem(t: TechniqueAspectItem, layer: AspectTimingRecord['layer']): AspectTimingRecord {
  return {
    layer,
    movingPoint: codeOf(POINT_BY_NAME_IT, t.point),
    natalPoint: codeOf(POINT_BY_NAME_IT, t.natalPlanet),
    aspect: codeOf(ASPECT_BY_NAME_IT, t.aspect),
    angleDeg: t.angle as AspectSideDeg,
    ...decodeSpan(t),
    house: t.house,
  };
}
