/**
 * The chart wheel as SVG: zodiac band, house cusps, the Ascendant and Medio Coeli axes with their
 * degree, bodies with their glyph and their place in the sign («4°♑37′») spread along the rim where
 * crowded, a leader to each true position, aspect lines. It only draws: its whole input is positions,
 * cusps and aspects (AstroChart's habit); geometry and the labels' layout live in wheel-geometry.ts
 * and are tested there.
 */
import { memo, useEffect, useId, useRef, useState } from 'react';
import { SIGN_CODES, SIGN_WIDTH_DEG, elementOf, zodiacPosition, type AspectCode, type BodyCode, type PointCode } from '@astrolabio/core';
import { BODY_NAMES_IT, SIGN_NAMES_IT } from '@astrolabio/names-it';
import { ASPECT_COLORS, BODY_GLYPHS, ELEMENT_COLORS, SIGN_GLYPHS } from '../../../lib/glyphs.ts';
import { formatSignPosition, formatZodiacIt, signDegreesMinutesParts } from '../../../lib/format.ts';
import { GLYPH_FONT_FAMILY } from '../../../lib/glyph-font-family.ts';
import { it } from '../../../i18n/it.ts';
import { houseNumberLongitudes, innerRings, layoutBodyLabels, pointAt, ringSectorPath, WHEEL_VIEW_PX, wheelFontSizes, type BodyLabelRing, type WheelFrame } from '../wheel-geometry.ts';

export interface ChartWheelProps {
  bodies: readonly { code: BodyCode; longitude: number; retrograde: boolean }[];
  /** Cusps of houses 1–12, degrees. */
  cusps: readonly number[];
  ascendant: number;
  midheaven: number;
  aspects: readonly { body1: BodyCode; body2: PointCode; aspect: AspectCode }[];
  /** The wheel's accessible name, when it is not the natal chart's (a return's chart). */
  title?: string;
}

/** The drawing's side is WHEEL_VIEW_PX; the wheel leaves 50 px around it for the axes' names and degrees. */
const C = WHEEL_VIEW_PX / 2;
const R = {
  outer: 200,
  zodiacInner: 168,
  signGlyph: 184,
  tick: 162,
  /** The axes' names and degrees start this far out. */
  angleLabel: 206,
};
const GLYPH_FONT_PX = 17;
/** A glyph is about 16 px wide (and 20 high, with its line) in its 21-px box. */
const GLYPH_INSET_PX = 2;
const RETROGRADE_FONT_PX = 8;
const AXIS_FONT_PX = 10;
const BODY_RING: Omit<BodyLabelRing, 'labelFontPx'> = {
  glyphRadius: 153,
  glyphSizePx: 21,
  retrogradeWidthPx: 7,
  labelOuterRadius: 141,
  paddingPx: 1,
};
/** The widest place a body's label can read (two-digit degrees and minutes): the house numbers go inside it. */
const WIDEST_POSITION = positionLabel(329.99); // «29°♒59′»
/** Room between the labels, the house numbers and the inner circle, px. */
const INNER_GAP_PX = 3;

const f = (n: number) => Number(n.toFixed(2));

/** «4°♑37′» for a longitude. */
function positionLabel(longitude: number): string {
  const { degrees, minutes, sign } = signDegreesMinutesParts(longitude);
  return it.results.wheelPosition(degrees, SIGN_GLYPHS[sign], minutes);
}

/**
 * The Ascendant's and Medio Coeli's name and degree, two lines just outside the rim at their axis:
 * beside it at the sides (AC at 9 o'clock: right-aligned, so it never leaves the drawing), above or
 * below it near 12 and 6.
 */
function AxisLabel({ longitude, name, frame }: { longitude: number; name: string; frame: WheelFrame }) {
  const p = pointAt(longitude, R.angleLabel, frame);
  const dx = p.x - C;
  const anchor = Math.abs(dx) < 40 ? 'middle' : dx > 0 ? 'start' : 'end';
  const up = p.y < C;
  // Near 12 the two lines stack above the point, near 6 below; at the sides they straddle the axis.
  const [y1, y2] = anchor === 'middle' ? (up ? [p.y - 14, p.y - 2] : [p.y + 8, p.y + 20]) : [p.y - 5, p.y + 8];
  return (
    <g data-wheel-axis={name}>
      <text x={f(p.x)} y={f(y1)} fontSize={AXIS_FONT_PX + 1} fontWeight={700} textAnchor={anchor} dominantBaseline="central" fill="#343a40">{name}</text>
      <text x={f(p.x)} y={f(y2)} fontSize={AXIS_FONT_PX} textAnchor={anchor} dominantBaseline="central" fill="#343a40" data-wheel-label>{positionLabel(longitude)}</text>
    </g>
  );
}

/** The wheel's width on screen, px, as it changes (null until measured, and where nothing measures: tests). */
function useDrawnWidthPx() {
  const ref = useRef<SVGSVGElement>(null);
  const [widthPx, setWidthPx] = useState<number | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidthPx(entry.contentRect.width);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, widthPx] as const;
}

/** The heavy lines across the bodies' ring: the cusps of houses 1, 4, 7 and 10 (the axes, in the quadrant systems). */
const AXIS_CUSP_INDEXES = [0, 3, 6, 9];

/** Memoised: switching the result tabs re-renders the panel, and the wheel is its largest drawing. */
export const ChartWheel = memo(function ChartWheel({ bodies, cusps, ascendant, midheaven, aspects, title = it.results.wheelTitle }: ChartWheelProps) {
  const id = useId();
  const [svgRef, drawnWidthPx] = useDrawnWidthPx();
  // The places and house numbers written larger in the drawing where it is drawn small (a phone, two wheels side by side).
  const { labelFontPx, houseFontPx } = wheelFontSizes(drawnWidthPx ?? WHEEL_VIEW_PX);
  const rings = innerRings({ ...BODY_RING, labelFontPx }, WIDEST_POSITION, houseFontPx, INNER_GAP_PX);
  const frame: WheelFrame = { cx: C, cy: C, ascendantDeg: ascendant };
  const at = (lon: number, r: number) => pointAt(lon, r, frame);
  const placed = layoutBodyLabels(
    bodies.map((b) => ({ longitude: b.longitude, label: positionLabel(b.longitude), retrograde: b.retrograde })),
    { ...BODY_RING, labelFontPx },
    frame,
    AXIS_CUSP_INDEXES.map((i) => cusps[i]!),
  );
  const houseNumberAt = houseNumberLongitudes(cusps);
  const byCode = new Map<PointCode, ChartWheelProps['bodies'][number]>(bodies.map((b) => [b.code, b]));

  return (
    <svg
      ref={svgRef}
      viewBox={`0 0 ${WHEEL_VIEW_PX} ${WHEEL_VIEW_PX}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      style={{ width: '100%', maxWidth: 560, height: 'auto', display: 'block', margin: '0 auto', fontFamily: `"${GLYPH_FONT_FAMILY}", "DejaVu Sans", "Segoe UI Symbol", sans-serif` }}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{it.results.wheelDescription(formatZodiacIt(ascendant), formatZodiacIt(midheaven))}</desc>

      {/* Zodiac band: one sector per sign, tinted by element, with its glyph. */}
      {SIGN_CODES.map((sign, i) => {
        const from = i * SIGN_WIDTH_DEG;
        const g = at(from + SIGN_WIDTH_DEG / 2, R.signGlyph);
        return (
          <g key={sign}>
            <path d={ringSectorPath(from, from + SIGN_WIDTH_DEG, R.zodiacInner, R.outer, frame)} fill={ELEMENT_COLORS[elementOf(sign)]} stroke="#868e96" strokeWidth={0.8} />
            <text x={f(g.x)} y={f(g.y)} fontSize={17} textAnchor="middle" dominantBaseline="central" fill="#343a40">
              <title>{SIGN_NAMES_IT[sign]}</title>
              {SIGN_GLYPHS[sign]}
            </text>
          </g>
        );
      })}
      {/* Degree ticks every 5°, longer every 10°. */}
      {Array.from({ length: 72 }, (_, k) => {
        const lon = k * 5;
        const a = at(lon, R.zodiacInner);
        const b = at(lon, R.zodiacInner - (k % 2 === 0 ? 6 : 3));
        return <line key={lon} x1={f(a.x)} y1={f(a.y)} x2={f(b.x)} y2={f(b.y)} stroke="#adb5bd" strokeWidth={0.6} />;
      })}

      <circle cx={C} cy={C} r={R.zodiacInner} fill="#fff" fillOpacity={0} stroke="#868e96" strokeWidth={0.8} />
      <circle cx={C} cy={C} r={f(rings.innerRadius)} fill="#f8f9fa" stroke="#868e96" strokeWidth={0.8} />

      {/* House cusps and numbers; the ascendant (1) and midheaven (10) axes are drawn heavier. */}
      {cusps.map((cusp, i) => {
        const a = at(cusp, rings.innerRadius);
        const b = at(cusp, R.zodiacInner);
        const axis = AXIS_CUSP_INDEXES.includes(i);
        const n = at(houseNumberAt[i]!, rings.houseNumberRadius);
        return (
          <g key={i}>
            <line x1={f(a.x)} y1={f(a.y)} x2={f(b.x)} y2={f(b.y)} stroke={axis ? '#343a40' : '#adb5bd'} strokeWidth={axis ? 1.6 : 0.8} data-axis-line={axis ? '' : undefined} />
            <text x={f(n.x)} y={f(n.y)} fontSize={houseFontPx} textAnchor="middle" dominantBaseline="central" fill="#5c636a" data-house-number={i + 1}>
              {i + 1}
            </text>
          </g>
        );
      })}
      {[
        { lon: ascendant, label: it.results.ascendantShort },
        { lon: midheaven, label: it.results.midheavenShort },
      ].map(({ lon, label }) => {
        const a = at(lon, R.outer + 4);
        const b = at(lon, R.zodiacInner);
        return (
          <g key={label}>
            <line x1={f(b.x)} y1={f(b.y)} x2={f(a.x)} y2={f(a.y)} stroke="#343a40" strokeWidth={1.6} />
            <AxisLabel longitude={lon} name={label} frame={frame} />
          </g>
        );
      })}

      {/* Aspect lines between the bodies' true longitudes (conjunctions have no line to draw). */}
      {aspects.map((asp) => {
        const p1 = byCode.get(asp.body1);
        const p2 = byCode.get(asp.body2);
        if (!p1 || !p2 || asp.aspect === 'conjunction') return null; // (aspects to the angles are not drawn)
        const a = at(p1.longitude, rings.innerRadius);
        const b = at(p2.longitude, rings.innerRadius);
        return (
          <line
            key={`${asp.body1}-${asp.body2}-${asp.aspect}`}
            x1={f(a.x)} y1={f(a.y)} x2={f(b.x)} y2={f(b.y)}
            stroke={ASPECT_COLORS[asp.aspect]}
            strokeWidth={1}
            strokeOpacity={0.85}
            strokeDasharray={asp.aspect === 'sextile' ? '4 3' : undefined}
          />
        );
      })}

      {/* Bodies: a tick at the true longitude, a leader to the glyph where there was room, the label inwards. */}
      {bodies.map((b, i) => {
        const { displayLongitude, glyph, label } = placed[i]!;
        const t1 = at(b.longitude, R.zodiacInner);
        const t2 = at(b.longitude, R.tick);
        const link = at(displayLongitude, BODY_RING.glyphRadius + BODY_RING.glyphSizePx / 2);
        const glyphX = glyph.cx - glyph.width / 2;
        const name = BODY_NAMES_IT[b.code];
        return (
          <g key={b.code} data-body={b.code}>
            <title>{it.results.wheelBody(name, formatSignPosition(b.longitude), SIGN_NAMES_IT[zodiacPosition(b.longitude).sign], b.retrograde)}</title>
            <line x1={f(t1.x)} y1={f(t1.y)} x2={f(t2.x)} y2={f(t2.y)} stroke="#212529" strokeWidth={1.2} />
            <line x1={f(t2.x)} y1={f(t2.y)} x2={f(link.x)} y2={f(link.y)} stroke="#868e96" strokeWidth={0.6} />
            {/* Anchored at its start: a retrograde body's ℞ follows the glyph inside the same box. */}
            <text x={f(glyphX + GLYPH_INSET_PX)} y={f(glyph.cy)} fontSize={GLYPH_FONT_PX} dominantBaseline="central" fill="#212529" data-wheel-label>
              {BODY_GLYPHS[b.code]}
              {b.retrograde && (
                <tspan fontSize={RETROGRADE_FONT_PX} fill="#c92a2a">{it.results.retrogradeMark}</tspan>
              )}
            </text>
            <text x={f(label.cx)} y={f(label.cy)} fontSize={labelFontPx} textAnchor="middle" dominantBaseline="central" fill="#343a40" data-wheel-label data-body-place>
              {positionLabel(b.longitude)}
            </text>
          </g>
        );
      })}
    </svg>
  );
});
