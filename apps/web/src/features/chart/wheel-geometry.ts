/**
 * Geometry of the chart wheel, in SVG coordinates (y grows downwards): the ascendant sits at
 * 9 o'clock and the zodiac runs counter-clockwise, as astrologers draw it. Pure functions, no React.
 */
import { cuspsRunBackwards, normalizeDegrees } from '@astrolabio/core';

interface Point {
  x: number;
  y: number;
}

export interface WheelFrame {
  cx: number;
  cy: number;
  /** Ecliptic longitude of the ascendant, degrees. */
  ascendantDeg: number;
}

const DEG = Math.PI / 180;

/** Screen angle in degrees, counter-clockwise from 3 o'clock, [0, 360): the ascendant maps to 180. */
export function screenAngleDeg(longitudeDeg: number, ascendantDeg: number): number {
  return normalizeDegrees(180 + longitudeDeg - ascendantDeg);
}

/** The point at `radius` from the centre in the direction of an ecliptic longitude. */
export function pointAt(longitudeDeg: number, radius: number, frame: WheelFrame): Point {
  const a = screenAngleDeg(longitudeDeg, frame.ascendantDeg) * DEG;
  return { x: frame.cx + radius * Math.cos(a), y: frame.cy - radius * Math.sin(a) };
}

/**
 * SVG path of a ring sector from longitude `fromDeg` to `toDeg` (counter-clockwise on screen,
 * i.e. increasing longitude) between two radii: the zodiac signs' band.
 */
export function ringSectorPath(fromDeg: number, toDeg: number, innerR: number, outerR: number, frame: WheelFrame): string {
  const span = normalizeDegrees(toDeg - fromDeg) || 360;
  const large = span > 180 ? 1 : 0;
  const o1 = pointAt(fromDeg, outerR, frame);
  const o2 = pointAt(toDeg, outerR, frame);
  const i2 = pointAt(toDeg, innerR, frame);
  const i1 = pointAt(fromDeg, innerR, frame);
  const f = (n: number) => Number(n.toFixed(3));
  // Increasing longitude is counter-clockwise on screen: SVG sweep-flag 0 on the outer arc.
  return [
    `M ${f(o1.x)} ${f(o1.y)}`,
    `A ${outerR} ${outerR} 0 ${large} 0 ${f(o2.x)} ${f(o2.y)}`,
    `L ${f(i2.x)} ${f(i2.y)}`,
    `A ${innerR} ${innerR} 0 ${large} 1 ${f(i1.x)} ${f(i1.y)}`,
    'Z',
  ].join(' ');
}

/** Longitude of the middle of the arc from `fromDeg` to `toDeg` going forward (handles 360 wrap). */
export function midLongitude(fromDeg: number, toDeg: number): number {
  return normalizeDegrees(fromDeg + normalizeDegrees(toDeg - fromDeg) / 2);
}

/**
 * Where each house's number goes: halfway through the house, from its cusp to the next one, or
 * from the next back to its own where the cusps run backwards (Regiomontanus or Campanus above
 * the polar circles): the house is then the arc behind its cusp, as houseOf reads it.
 */
export function houseNumberLongitudes(cuspsDeg: readonly number[]): number[] {
  const backwards = cuspsRunBackwards(cuspsDeg);
  return cuspsDeg.map((cusp, i) => {
    const next = cuspsDeg[(i + 1) % cuspsDeg.length]!;
    return backwards ? midLongitude(next, cusp) : midLongitude(cusp, next);
  });
}

/**
 * Where to draw each body's glyph so that no two are closer than `minGapDeg`: crowded bodies are
 * fanned out around their mean, as few degrees as needed; lone bodies stay at their longitude.
 * Input and output are longitudes in degrees, in the same order. Assumes n × minGap < 360.
 */
export function spreadLongitudes(longitudesDeg: readonly number[], minGapDeg: number): number[] {
  const order = longitudesDeg.map((lon, i) => ({ lon: normalizeDegrees(lon), i })).sort((a, b) => a.lon - b.lon);
  const spread = spreadWithGaps(order.map((o) => o.lon), order.map(() => minGapDeg));
  const result = new Array<number>(order.length);
  order.forEach((o, k) => {
    result[o.i] = spread[k]!;
  });
  return result;
}

/** An axis-aligned box in SVG coordinates, by its centre. */
export interface Box {
  cx: number;
  cy: number;
  width: number;
  height: number;
}

/** True when two boxes share more than `marginPx` on both axes (touching edges do not count). */
export function boxesIntersect(a: Box, b: Box, marginPx = 0): boolean {
  return Math.abs(a.cx - b.cx) * 2 < a.width + b.width + 2 * marginPx && Math.abs(a.cy - b.cy) * 2 < a.height + b.height + 2 * marginPx;
}

/**
 * Text widths in em, taken on the generous side of the fonts the wheel uses (the glyph font for the
 * symbols, DejaVu Sans or the system's sans for digits): a label laid out with them never overlaps
 * its neighbour on screen. Unknown characters count as 0.7 em.
 */
const CHAR_WIDTH_EM: Readonly<Record<string, number>> = { '°': 0.5, '′': 0.36, ' ': 0.32, '\uFE0E': 0 };
const DIGIT_WIDTH_EM = 0.66;
const SYMBOL_WIDTH_EM = 1.05;
const OTHER_WIDTH_EM = 0.7;

/** Estimated width of a label in px at `fontSizePx`: digits, °, ′ and astrological symbols. */
export function labelWidthPx(text: string, fontSizePx: number): number {
  let em = 0;
  for (const ch of text) {
    if (ch in CHAR_WIDTH_EM) em += CHAR_WIDTH_EM[ch]!;
    else if (ch >= '0' && ch <= '9') em += DIGIT_WIDTH_EM;
    else if (ch.codePointAt(0)! >= 0x2600) em += SYMBOL_WIDTH_EM;
    else em += OTHER_WIDTH_EM;
  }
  return em * fontSizePx;
}

/** The wheel's drawing side, in its own px (the viewBox's); the screen scales it. */
export const WHEEL_VIEW_PX = 500;

/** The size the bodies' places and the house numbers are drawn at on screen, px, wherever the screen allows it. */
const TARGET_TEXT_PX = 9;
/** Their sizes in the drawing's own px: never smaller than on a wide screen, nor so large that the inner circle vanishes. */
const LABEL_FONT_RANGE_PX = [8, 13.5] as const;
const HOUSE_FONT_RANGE_PX = [10, 13.5] as const;

const clampRound = (x: number, [lo, hi]: readonly [number, number]) => Math.min(hi, Math.max(lo, Math.round(x * 2) / 2));

/**
 * The bodies' places and the house numbers' font sizes in the drawing's own px for a wheel drawn
 * `drawnWidthPx` wide on screen: as large as it takes for TARGET_TEXT_PX on screen (a phone draws the
 * 500-px drawing 340 px wide), within their ranges, in half-px steps (a resize by a few px draws
 * nothing anew).
 */
export function wheelFontSizes(drawnWidthPx: number): { labelFontPx: number; houseFontPx: number } {
  const perScreenPx = WHEEL_VIEW_PX / Math.max(drawnWidthPx, 1);
  return { labelFontPx: clampRound(TARGET_TEXT_PX * perScreenPx, LABEL_FONT_RANGE_PX), houseFontPx: clampRound(TARGET_TEXT_PX * perScreenPx, HOUSE_FONT_RANGE_PX) };
}

/** The rings inside the bodies' labels: house numbers, then the circle the aspect lines are drawn in (radii, px). */
export interface InnerRings {
  houseNumberRadius: number;
  innerRadius: number;
}

/**
 * The house numbers' ring just inside the widest label the bodies' ring can hold (`widestLabel`,
 * e.g. «29°♒59′», lying along the radius at 3 or 9 o'clock), `gapPx` apart whatever the direction
 * (a number's box is measured by its half diagonal), and the inner circle as far inside them.
 */
export function innerRings(ring: Pick<BodyLabelRing, 'labelOuterRadius' | 'labelFontPx'>, widestLabel: string, houseFontPx: number, gapPx: number): InnerRings {
  const labelInner = ring.labelOuterRadius - labelWidthPx(widestLabel, ring.labelFontPx);
  const houseHalf = Math.hypot(labelWidthPx('12', houseFontPx), houseFontPx * 1.3) / 2;
  const houseNumberRadius = labelInner - gapPx - houseHalf;
  return { houseNumberRadius, innerRadius: houseNumberRadius - houseHalf - gapPx };
}

/** Where a body's glyph and its position label go, as the wheel draws them (px, radii from the centre). */
export interface BodyLabelRing {
  /** Radius of the glyph's centre; the glyph's box is `glyphSizePx` square (wider with the ℞ beside it). */
  glyphRadius: number;
  glyphSizePx: number;
  /** Width the ℞ mark adds to the right of a retrograde body's glyph. */
  retrogradeWidthPx: number;
  /**
   * The label («4°♑37′», one line, read the same on both halves) sits inwards of the glyph: its box
   * reaches this radius with its outer side, whatever the direction (less where the glyph's box,
   * ℞ included, reaches further in).
   */
  labelOuterRadius: number;
  labelFontPx: number;
  /** Smallest room kept between two boxes, px. */
  paddingPx: number;
}

export interface BodyLabelInput {
  longitude: number;
  /** The position label drawn under the glyph: «4°♑37′». */
  label: string;
  retrograde: boolean;
}

export interface BodyLabelPlacement {
  /** Longitude the glyph and label are drawn at (the true one, or moved along the rim for room). */
  displayLongitude: number;
  glyph: Box;
  label: Box;
}

/** The label's centre and box for a body drawn at `displayLongitude`. */
function placeBody(body: BodyLabelInput, displayLongitude: number, ring: BodyLabelRing, frame: WheelFrame): BodyLabelPlacement {
  const a = screenAngleDeg(displayLongitude, frame.ascendantDeg) * DEG;
  const g = pointAt(displayLongitude, ring.glyphRadius, frame);
  const extra = body.retrograde ? ring.retrogradeWidthPx : 0;
  const glyph = { cx: g.x + extra / 2, cy: g.y, width: ring.glyphSizePx + extra, height: ring.glyphSizePx };
  const width = labelWidthPx(body.label, ring.labelFontPx);
  const height = ring.labelFontPx * 1.3;
  // Along the radius (unit vector u), a box reaches half its projection either side of its centre.
  const ux = Math.cos(a);
  const uy = -Math.sin(a);
  const reach = (w: number, h: number) => (w * Math.abs(ux) + h * Math.abs(uy)) / 2;
  // The glyph's nearest reach towards the centre (its ℞ widens it to one side), and the label
  // wholly inside it, so the two are apart along the radius whatever the direction.
  const glyphNear = (glyph.cx - frame.cx) * ux + (glyph.cy - frame.cy) * uy - reach(glyph.width, glyph.height);
  const outer = Math.min(ring.labelOuterRadius, glyphNear - ring.paddingPx);
  const c = pointAt(displayLongitude, outer - reach(width, height), frame);
  return { displayLongitude, glyph, label: { cx: c.x, cy: c.y, width, height } };
}

function placementsCollide(p: BodyLabelPlacement, q: BodyLabelPlacement, paddingPx: number): boolean {
  return [p.glyph, p.label].some((a) => [q.glyph, q.label].some((b) => boxesIntersect(a, b, paddingPx / 2)));
}

/** Step and largest value of the search for the room two neighbours need, degrees. */
const GAP_STEP_DEG = 0.25;
const MAX_GAP_DEG = 40;

/** The smallest angle between two neighbours, placed around `middleDeg`, at which none of their boxes meet. */
function neededGapDeg(a: BodyLabelInput, b: BodyLabelInput, middleDeg: number, ring: BodyLabelRing, frame: WheelFrame): number {
  for (let gap = GAP_STEP_DEG; gap < MAX_GAP_DEG; gap += GAP_STEP_DEG) {
    const p = placeBody(a, middleDeg - gap / 2, ring, frame);
    const q = placeBody(b, middleDeg + gap / 2, ring, frame);
    if (!placementsCollide(p, q, ring.paddingPx)) return gap;
  }
  return MAX_GAP_DEG;
}

/** True when the segment from `a` to `b` passes through `box` grown by `marginPx` on every side (Liang–Barsky clipping). */
export function segmentHitsBox(a: Point, b: Point, box: Box, marginPx = 0): boolean {
  const [left, right] = [box.cx - box.width / 2 - marginPx, box.cx + box.width / 2 + marginPx];
  const [top, bottom] = [box.cy - box.height / 2 - marginPx, box.cy + box.height / 2 + marginPx];
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let t0 = 0;
  let t1 = 1;
  for (const [p, q] of [[-dx, a.x - left], [dx, right - a.x], [-dy, a.y - top], [dy, bottom - a.y]] as const) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

/** True when a body's glyph or label crosses the axis drawn from the centre out at `axisDeg` (past the glyphs' ring). */
function crossesAxis(p: BodyLabelPlacement, axisDeg: number, ring: BodyLabelRing, frame: WheelFrame): boolean {
  const centre = { x: frame.cx, y: frame.cy };
  const rim = pointAt(axisDeg, ring.glyphRadius + ring.glyphSizePx * 2, frame);
  return segmentHitsBox(centre, rim, p.glyph, ring.paddingPx) || segmentHitsBox(centre, rim, p.label, ring.paddingPx);
}

/** The smallest angle between an axis and a body beside it (`after`: on the axis' side of increasing longitude) at which neither of the body's boxes crosses it. */
function neededAxisGapDeg(body: BodyLabelInput, axisDeg: number, after: boolean, ring: BodyLabelRing, frame: WheelFrame): number {
  for (let gap = GAP_STEP_DEG; gap < MAX_GAP_DEG; gap += GAP_STEP_DEG) {
    if (!crossesAxis(placeBody(body, axisDeg + (after ? gap : -gap), ring, frame), axisDeg, ring, frame)) return gap;
  }
  return MAX_GAP_DEG;
}

/** One item along the rim: a body that may move, or an axis that stays and that bodies keep clear of. */
type RimItem = { lon: number; body: BodyLabelInput; i: number } | { lon: number; axisDeg: number };

/** The room two neighbours on the rim need, placed around `middleDeg` (two axes need none). */
function neededRimGapDeg(a: RimItem, b: RimItem, middleDeg: number, ring: BodyLabelRing, frame: WheelFrame): number {
  if ('body' in a && 'body' in b) return neededGapDeg(a.body, b.body, middleDeg, ring, frame);
  if ('body' in a && 'axisDeg' in b) return neededAxisGapDeg(a.body, b.axisDeg, false, ring, frame);
  if ('axisDeg' in a && 'body' in b) return neededAxisGapDeg(b.body, a.axisDeg, true, ring, frame);
  return 0;
}

/**
 * Lays out the bodies' glyphs and labels along the rim (as astro.com does): a body keeps its true
 * longitude where there is room; crowded ones are spread, each run as little as it can around the
 * mean of its true longitudes, the room between two neighbours measured from their boxes at that
 * place (a label at 3 o'clock is tall along the rim, one at 12 wide). `axesDeg` are the heavy lines
 * drawn across the bodies' ring (Ascendant, Descendant, Medio Coeli, Imum Coeli): no glyph or label
 * sits on one, and a body stays on its own side of it (in its own house). The wheel draws a leader
 * from each glyph to its true position. Same order as the input.
 */
export function layoutBodyLabels(bodies: readonly BodyLabelInput[], ring: BodyLabelRing, frame: WheelFrame, axesDeg: readonly number[] = []): BodyLabelPlacement[] {
  if (bodies.length === 0) return [];
  const items: RimItem[] = [
    ...bodies.map((body, i) => ({ lon: normalizeDegrees(body.longitude), body, i })),
    ...axesDeg.map((a) => ({ lon: normalizeDegrees(a), axisDeg: normalizeDegrees(a) })),
  ].sort((x, y) => x.lon - y.lon);
  const n = items.length;
  const pinned = items.map((it) => 'axisDeg' in it);
  let display = items.map((o) => o.lon);
  let slack = 0;
  const placedBodies = () => items.flatMap((it, k) => ('body' in it ? [{ i: it.i, placement: placeBody(it.body, display[k]!, ring, frame) }] : []));
  for (let round = 0; round < 12; round++) {
    // The room each neighbour pair needs where they are now (the last pair wraps past 0°).
    const gaps = items.map((o, k) => {
      const next = (k + 1) % n;
      const to = display[next]! + (next === 0 ? 360 : 0);
      const needed = n < 2 ? 0 : neededRimGapDeg(o, items[next]!, midLongitude(display[k]!, to), ring, frame);
      return needed + (needed > 0 ? slack : 0);
    });
    const next = spreadWithGaps(items.map((o) => o.lon), gaps, pinned);
    const moved = next.some((d, k) => Math.abs(normalizeDegrees(d - display[k]! + 180) - 180) > 0.01);
    display = next;
    if (!moved && !anyCollision(placedBodies().map((p) => p.placement), axesDeg, ring, frame)) break;
    if (!moved) slack += 0.5; // a pair further apart than neighbours meets: a little more room for everyone crowded
  }
  const result: BodyLabelPlacement[] = new Array(bodies.length);
  for (const { i, placement } of placedBodies()) result[i] = placement;
  return result;
}

function anyCollision(placed: readonly BodyLabelPlacement[], axesDeg: readonly number[], ring: BodyLabelRing, frame: WheelFrame): boolean {
  for (let i = 0; i < placed.length; i++) {
    if (axesDeg.some((a) => crossesAxis(placed[i]!, a, ring, frame))) return true;
    for (let j = i + 1; j < placed.length; j++) if (placementsCollide(placed[i]!, placed[j]!, ring.paddingPx)) return true;
  }
  return false;
}

/**
 * spreadLongitudes with a gap of its own between each pair of neighbours: `sortedDeg` ascending in
 * [0, 360), `gapsDeg[k]` the least room between body k and k + 1 (the last: between the last and
 * the first, across 0°). Runs closer than their gaps become one cluster, centred so that the sum of
 * the squared moves is least, unless it holds a `pinned` item (an axis the bodies keep clear of),
 * which stays where it is and the cluster with it. Assumes the gaps sum to less than 360.
 */
export function spreadWithGaps(sortedDeg: readonly number[], gapsDeg: readonly number[], pinned: readonly boolean[] = []): number[] {
  const n = sortedDeg.length;
  if (n < 2 || gapsDeg.reduce((s, g) => s + g, 0) >= 360) return [...sortedDeg];
  // A cluster: first index k (into sorted order), count; members may run past 360 (unwrapped).
  type Cluster = { first: number; count: number; start: number };
  const lonOf = (k: number) => sortedDeg[k % n]! + (k >= n ? 360 : 0);
  const offsets = (c: Cluster) => {
    const out = [0];
    for (let j = 1; j < c.count; j++) out.push(out[j - 1]! + gapsDeg[(c.first + j - 1) % n]!);
    return out;
  };
  const place = (c: Cluster) => {
    const off = offsets(c);
    const pin = off.findIndex((_, j) => pinned[(c.first + j) % n] === true);
    c.start = pin >= 0 ? lonOf(c.first + pin) - off[pin]! : off.reduce((s, o, j) => s + lonOf(c.first + j) - o, 0) / c.count;
    return c;
  };
  const end = (c: Cluster) => c.start + offsets(c)[c.count - 1]!;
  let clusters: Cluster[] = sortedDeg.map((_, k) => place({ first: k, count: 1, start: 0 }));
  for (let merged = true; merged && clusters.length > 1;) {
    merged = false;
    for (let k = 0; k < clusters.length; k++) {
      const a = clusters[k]!;
      const isWrap = k === clusters.length - 1;
      const b = isWrap ? clusters[0]! : clusters[k + 1]!;
      const room = b.start + (isWrap ? 360 : 0) - end(a);
      if (room >= gapsDeg[(a.first + a.count - 1) % n]! - 1e-9) continue;
      const joined = place({ first: a.first, count: a.count + b.count, start: 0 });
      clusters = isWrap ? [...clusters.slice(1, -1), joined] : [...clusters.slice(0, k), joined, ...clusters.slice(k + 2)];
      merged = true;
      break;
    }
  }
  const result = [...sortedDeg];
  for (const c of clusters) {
    offsets(c).forEach((o, j) => {
      result[(c.first + j) % n] = normalizeDegrees(c.start + o);
    });
  }
  return result;
}
