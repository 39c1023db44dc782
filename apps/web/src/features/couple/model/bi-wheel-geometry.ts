/**
 * Geometry of the Sinastria's bi-wheel (issue 35), in SVG coordinates (y down): the inner chart as
 * the natal wheel draws it — zodiac band, its houses and axes, its bodies inside the band — and the
 * other chart's points (bodies, Ascendente, Medio Coeli) on a ring outside the band, with the
 * inter-aspects as lines across the inner circle; on request the other chart's house cusps over the
 * inner chart (a return's houses over the natal wheel). Pure functions, no React; the wheel's own
 * primitives (features/chart's wheel-geometry: the frame, sectors, the labels' layout) on these rings.
 */
import { SIGN_CODES, SIGN_WIDTH_DEG, type AspectCode, type PointCode, type SignCode } from '@astrolabio/core';
import {
  houseNumberLongitudes, labelWidthPx, layoutBodyLabels, pointAt, ringSectorPath,
  type BodyLabelPlacement, type BodyLabelRing, type Box, type WheelFrame,
} from '../../chart/index.ts';

/** The drawing's side in its own px (the viewBox's); the screen scales it. */
export const BI_WHEEL_VIEW_PX = 640;
const C = BI_WHEEL_VIEW_PX / 2;

export interface Point {
  x: number;
  y: number;
}

/** A point of a chart as the bi-wheel places it: `label` is its place in the sign as drawn («4°37′»). */
export interface BiWheelPoint {
  code: PointCode;
  longitude: number;
  retrograde: boolean;
  label: string;
}

/** One chart: every point compared (the bodies, Ascendente and Medio Coeli), its cusps 1–12 and angles, degrees. */
export interface BiWheelChart {
  points: readonly BiWheelPoint[];
  cusps: readonly number[];
  ascendant: number;
  midheaven: number;
}

/** An inter-aspect between a point of the inner chart and one of the outer. */
export interface BiWheelAspect {
  inner: PointCode;
  outer: PointCode;
  aspect: AspectCode;
}

/** What the bi-wheel draws of the outer chart besides its points. */
export interface BiWheelOptions {
  /** The outer chart's house cusps drawn over the inner chart, numbered on the outer ring (a return's houses over the natal wheel). */
  outerCusps?: boolean;
}

/** The rings' radii, px from the centre, outside in. */
export interface BiWheelRadii {
  /** Where the AC and MC names and degrees start, outside everything. */
  axisLabel: number;
  outerRim: number;
  outerGlyph: number;
  zodiacOuter: number;
  signGlyph: number;
  zodiacInner: number;
  innerGlyph: number;
  houseNumber: number;
  /** The circle the inter-aspect lines are drawn in. */
  aspectCircle: number;
}

export interface BiWheelFonts {
  glyphPx: number;
  labelPx: number;
  housePx: number;
  /** The inner chart's AC and MC degrees outside the rim (their names a px larger). */
  axisPx: number;
  /**
   * Whether the outer points' places are written beside their glyphs: not on a phone, where the
   * room they take would leave no circle for the aspects (their places are in the overlay tables).
   */
  outerLabels: boolean;
}

/** A point placed on its ring: a tick at its true longitude, a leader to where its glyph and label went. */
export interface PlacedPoint extends BiWheelPoint {
  tick: [Point, Point];
  leader: [Point, Point];
  glyph: Box;
  /** Null where the ring writes no places (the outer ring on a phone). */
  labelBox: Box | null;
}

export interface BiWheelLayout {
  frame: WheelFrame;
  fonts: BiWheelFonts;
  radii: BiWheelRadii;
  signs: { sign: SignCode; path: string; glyphAt: Point }[];
  /** The inner chart's cusps: a line across its bodies' ring (heavier for 1, 4, 7, 10) and the house's number. */
  cusps: { house: number; from: Point; to: Point; axis: boolean; numberAt: Point }[];
  /**
   * The outer chart's cusps when asked (else empty): a line from the aspects' circle across the
   * inner chart, the band and the outer ring to the rim (heavier for 1, 4, 7, 10), so the natal house
   * each falls in reads off the wheel; the house's number on the outer ring, midway between its cusps.
   */
  outerCusps: { house: number; from: Point; to: Point; axis: boolean; numberAt: Point }[];
  /** The inner chart's Ascendente and Medio Coeli, drawn across the band and the outer ring, named outside it. */
  axes: { angle: 'ascendant' | 'midheaven'; longitude: number; from: Point; to: Point; labelAt: Point }[];
  inner: PlacedPoint[];
  outer: PlacedPoint[];
  /** Conjunctions have no line (the two points are side by side across the band). */
  aspects: (BiWheelAspect & { from: Point; to: Point })[];
}

const DRAWN_FONT_PX = { glyph: 16, label: 9, house: 9, axis: 10 } as const;
const FONT_RANGES_PX = { glyph: [17, 22], label: [9, 12], house: [10, 12], axis: [11, 13] } as const;
/** Below this width on screen (px) the outer ring shows its glyphs alone. */
const OUTER_LABELS_MIN_DRAWN_PX = 540;
/** A label's font where it is not written: its box takes no room. */
const NO_LABEL_FONT_PX = 0.01;
/** Room between rings, px; the ticks' length. */
const GAP_PX = 3;
const TICK_PX = 4;
/** The band's width, px. */
const ZODIAC_BAND_PX = 30;
/** The widest place a label reads («29°59′»), measured as the wheel's labels are; an axis' has its sign («29°♒59′»). */
const WIDEST_LABEL = '29°59′';
const WIDEST_AXIS_LABEL = '29°\u2652\uFE0E59′';
/** Room between the rim and the axes' labels, and between those and the drawing's edge, px. */
const AXIS_LABEL_GAP_PX = 6;
/** A label's height as the chart's layout takes it, in em. */
const LABEL_HEIGHT_EM = 1.3;
/** The width the ℞ adds beside a glyph, as a share of the glyph. */
const RETROGRADE_SHARE = 0.4;

const clampRound = (x: number, [lo, hi]: readonly [number, number]) => Math.min(hi, Math.max(lo, Math.round(x * 2) / 2));
const isAngle = (p: PointCode) => p === 'ascendant' || p === 'midheaven';

/**
 * The font sizes in the drawing's own px for a bi-wheel drawn `drawnWidthPx` wide on screen: larger
 * where it is drawn small (a phone), so that its text stays readable, within ranges, in half-px steps.
 */
export function biWheelFonts(drawnWidthPx: number): BiWheelFonts {
  const perScreenPx = BI_WHEEL_VIEW_PX / Math.max(drawnWidthPx, 1);
  return {
    glyphPx: clampRound(DRAWN_FONT_PX.glyph * perScreenPx, FONT_RANGES_PX.glyph),
    labelPx: clampRound(DRAWN_FONT_PX.label * perScreenPx, FONT_RANGES_PX.label),
    housePx: clampRound(DRAWN_FONT_PX.house * perScreenPx, FONT_RANGES_PX.house),
    axisPx: clampRound(DRAWN_FONT_PX.axis * perScreenPx, FONT_RANGES_PX.axis),
    outerLabels: drawnWidthPx >= OUTER_LABELS_MIN_DRAWN_PX,
  };
}

/**
 * The rings from the rim in: the outer points' glyphs, their labels, the band, the inner bodies'
 * glyphs and labels, the house numbers, the aspects' circle; each as far in as its text needs.
 */
export function biWheelRadii(fonts: BiWheelFonts): BiWheelRadii {
  // A label's reach along the radius, whatever its direction: at most its box's diagonal.
  const labelReach = Math.hypot(labelWidthPx(WIDEST_LABEL, fonts.labelPx), fonts.labelPx * LABEL_HEIGHT_EM);
  // Room outside the rim for the Ascendente's degree at 9 o'clock, written out from its axis.
  const outerRim = C - 2 * AXIS_LABEL_GAP_PX - labelWidthPx(WIDEST_AXIS_LABEL, fonts.axisPx);
  // A retrograde glyph's box is widened to one side by its ℞: room for that too.
  const outerGlyph = outerRim - GAP_PX - fonts.glyphPx * (1 + RETROGRADE_SHARE) / 2;
  // The outer labels lie inwards of their glyphs; the band starts past the widest of them and a leader's room.
  const zodiacOuter = outerGlyph - fonts.glyphPx / 2 - GAP_PX - (fonts.outerLabels ? labelReach : 0) - 2 * TICK_PX;
  const zodiacInner = zodiacOuter - ZODIAC_BAND_PX;
  const innerGlyph = zodiacInner - TICK_PX - GAP_PX - fonts.glyphPx / 2;
  const innerLabelInner = innerGlyph - fonts.glyphPx / 2 - GAP_PX - labelReach;
  const houseHalf = Math.hypot(labelWidthPx('12', fonts.housePx), fonts.housePx * 1.3) / 2;
  const houseNumber = innerLabelInner - GAP_PX - houseHalf;
  return {
    axisLabel: outerRim + AXIS_LABEL_GAP_PX,
    outerRim,
    outerGlyph,
    zodiacOuter,
    signGlyph: zodiacOuter - ZODIAC_BAND_PX / 2,
    zodiacInner,
    innerGlyph,
    houseNumber,
    aspectCircle: houseNumber - houseHalf - GAP_PX,
  };
}

function ringOf(glyphRadius: number, fonts: BiWheelFonts, labelled: boolean): BodyLabelRing {
  return {
    glyphRadius,
    glyphSizePx: fonts.glyphPx + 4,
    retrogradeWidthPx: fonts.glyphPx * RETROGRADE_SHARE,
    labelOuterRadius: glyphRadius - fonts.glyphPx / 2 - GAP_PX,
    labelFontPx: labelled ? fonts.labelPx : NO_LABEL_FONT_PX,
    paddingPx: 1,
  };
}

/** Places `points` on the ring of `glyphRadius`, keeping them off `axesDeg`; the tick and leader run from `tickFrom` to `tickTo`, then to the glyph or label. */
function placeRing(points: readonly BiWheelPoint[], glyphRadius: number, fonts: BiWheelFonts, labelled: boolean, frame: WheelFrame, axesDeg: readonly number[], tick: { from: number; to: number; leaderTo: number }): PlacedPoint[] {
  const placed: BodyLabelPlacement[] = layoutBodyLabels(
    points.map((p) => ({ longitude: p.longitude, label: labelled ? p.label : '', retrograde: p.retrograde })),
    ringOf(glyphRadius, fonts, labelled),
    frame,
    axesDeg,
  );
  return points.map((p, i) => {
    const { displayLongitude, glyph, label } = placed[i]!;
    const end = pointAt(p.longitude, tick.to, frame);
    return {
      ...p,
      tick: [pointAt(p.longitude, tick.from, frame), end],
      leader: [end, pointAt(displayLongitude, tick.leaderTo, frame)],
      glyph,
      labelBox: labelled ? label : null,
    };
  });
}

const longitudeIn = (chart: BiWheelChart) => {
  const byCode = new Map(chart.points.map((p) => [p.code, p.longitude]));
  return (code: PointCode) => byCode.get(code) ?? (code === 'ascendant' ? chart.ascendant : code === 'midheaven' ? chart.midheaven : null);
};

/**
 * The bi-wheel: `inner`'s chart inside (its houses and axes frame the whole wheel: its Ascendente at
 * 9 o'clock), `outer`'s points on the outer ring, `aspects` (inner × outer) across the middle; laid
 * out for a drawing `drawnWidthPx` wide on screen.
 */
export function biWheelLayout(inner: BiWheelChart, outer: BiWheelChart, aspects: readonly BiWheelAspect[], drawnWidthPx: number, options: BiWheelOptions = {}): BiWheelLayout {
  const fonts = biWheelFonts(drawnWidthPx);
  const radii = biWheelRadii(fonts);
  const frame: WheelFrame = { cx: C, cy: C, ascendantDeg: inner.ascendant };
  const at = (lon: number, r: number) => pointAt(lon, r, frame);
  const axisCusps = [0, 3, 6, 9].map((i) => inner.cusps[i]!);
  const innerBodies = inner.points.filter((p) => !isAngle(p.code));
  const innerPlaced = placeRing(innerBodies, radii.innerGlyph, fonts, true, frame, axisCusps, {
    from: radii.zodiacInner, to: radii.zodiacInner - TICK_PX, leaderTo: radii.innerGlyph + (fonts.glyphPx + 4) / 2,
  });
  // Drawn, the outer cusps cross the outer ring as the inner axes do: its glyphs keep off them too.
  const outerAxes = [inner.ascendant, inner.midheaven, ...(options.outerCusps ? outer.cusps : [])];
  const outerPlaced = placeRing(outer.points, radii.outerGlyph, fonts, fonts.outerLabels, frame, outerAxes, {
    from: radii.zodiacOuter, to: radii.zodiacOuter + TICK_PX, leaderTo: radii.zodiacOuter + 2 * TICK_PX,
  });
  const numbers = houseNumberLongitudes(inner.cusps);
  const outerNumbers = options.outerCusps ? houseNumberLongitudes(outer.cusps) : [];
  const innerLon = longitudeIn(inner);
  const outerLon = longitudeIn(outer);
  return {
    frame,
    fonts,
    radii,
    signs: SIGN_CODES.map((sign, i) => ({
      sign,
      path: ringSectorPath(i * SIGN_WIDTH_DEG, (i + 1) * SIGN_WIDTH_DEG, radii.zodiacInner, radii.zodiacOuter, frame),
      glyphAt: at(i * SIGN_WIDTH_DEG + SIGN_WIDTH_DEG / 2, radii.signGlyph),
    })),
    cusps: inner.cusps.map((cusp, i) => ({
      house: i + 1,
      from: at(cusp, radii.aspectCircle),
      to: at(cusp, radii.zodiacInner),
      axis: i % 3 === 0,
      numberAt: at(numbers[i]!, radii.houseNumber),
    })),
    outerCusps: options.outerCusps
      ? outer.cusps.map((cusp, i) => ({
        house: i + 1,
        from: at(cusp, radii.aspectCircle),
        to: at(cusp, radii.outerRim),
        axis: i % 3 === 0,
        numberAt: at(outerNumbers[i]!, radii.outerGlyph),
      }))
      : [],
    axes: (['ascendant', 'midheaven'] as const).map((angle) => {
      const longitude = angle === 'ascendant' ? inner.ascendant : inner.midheaven;
      return { angle, longitude, from: at(longitude, radii.zodiacInner), to: at(longitude, radii.outerRim + 4), labelAt: at(longitude, radii.axisLabel) };
    }),
    inner: innerPlaced,
    outer: outerPlaced,
    aspects: aspects.flatMap((a) => {
      const from = innerLon(a.inner);
      const to = outerLon(a.outer);
      if (from === null || to === null || a.aspect === 'conjunction') return [];
      return [{ ...a, from: at(from, radii.aspectCircle), to: at(to, radii.aspectCircle) }];
    }),
  };
}
