/**
 * The chart wheel as SVG: zodiac band, house cusps, bodies with their glyphs and their degree and
 * minute in the sign beside them, aspect lines. It only draws: its whole input is positions, cusps
 * and aspects (AstroChart's habit); geometry lives in wheel-geometry.ts and is tested there.
 */
import { memo, useId } from 'react';
import { SIGN_CODES, SIGN_WIDTH_DEG, elementOf, zodiacPosition, type AspectCode, type BodyCode, type PointCode } from '@astrolabio/core';
import { BODY_NAMES_IT, SIGN_NAMES_IT, formatZodiacIt } from '@astrolabio/names-it';
import { ASPECT_COLORS, BODY_GLYPHS, ELEMENT_COLORS, SIGN_GLYPHS } from '../../../lib/glyphs.ts';
import { formatSignPosition } from '../../../lib/format.ts';
import { GLYPH_FONT_FAMILY } from '../../../lib/glyph-font-family.ts';
import { it } from '../../../i18n/it.ts';
import { houseNumberLongitudes, pointAt, ringSectorPath, spreadLongitudes, type WheelFrame } from '../wheel-geometry.ts';

export interface ChartWheelProps {
  bodies: readonly { code: BodyCode; longitude: number; retrograde: boolean }[];
  /** Cusps of houses 1–12, degrees. */
  cusps: readonly number[];
  ascendant: number;
  midheaven: number;
  aspects: readonly { body1: BodyCode; body2: PointCode; aspect: AspectCode }[];
}

const SIZE = 440;
const C = SIZE / 2;
const R = {
  outer: 200,
  zodiacInner: 168,
  signGlyph: 184,
  tick: 162,
  glyph: 147,
  /** The body's degree in the sign, then its minutes, inwards from the glyph (as astro.com stacks them). */
  degrees: 129,
  minutes: 118,
  houseNumber: 101,
  inner: 92,
  angleLabel: 212,
};
/**
 * Smallest angular distance between two bodies' glyphs, degrees: room for the glyph (≈ 16 px at
 * radius 147) and for the degree label beside it (≈ 15 px at radius 129).
 */
const GLYPH_GAP_DEG = 8.5;


const f = (n: number) => Number(n.toFixed(2));

/** Memoised: switching the result tabs re-renders the panel, and the wheel is its largest drawing. */
export const ChartWheel = memo(function ChartWheel({ bodies, cusps, ascendant, midheaven, aspects }: ChartWheelProps) {
  const id = useId();
  const frame: WheelFrame = { cx: C, cy: C, ascendantDeg: ascendant };
  const at = (lon: number, r: number) => pointAt(lon, r, frame);
  const glyphLons = spreadLongitudes(bodies.map((b) => b.longitude), GLYPH_GAP_DEG);
  const houseNumberAt = houseNumberLongitudes(cusps);
  const byCode = new Map<PointCode, ChartWheelProps['bodies'][number]>(bodies.map((b) => [b.code, b]));

  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      style={{ width: '100%', maxWidth: 520, height: 'auto', display: 'block', margin: '0 auto', fontFamily: `"${GLYPH_FONT_FAMILY}", "DejaVu Sans", "Segoe UI Symbol", sans-serif` }}
    >
      <title id={`${id}-title`}>{it.results.wheelTitle}</title>
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
      <circle cx={C} cy={C} r={R.inner} fill="#f8f9fa" stroke="#868e96" strokeWidth={0.8} />

      {/* House cusps and numbers; the ascendant (1) and midheaven (10) axes are drawn heavier. */}
      {cusps.map((cusp, i) => {
        const a = at(cusp, R.inner);
        const b = at(cusp, R.zodiacInner);
        const axis = i === 0 || i === 3 || i === 6 || i === 9;
        const n = at(houseNumberAt[i]!, R.houseNumber);
        return (
          <g key={i}>
            <line x1={f(a.x)} y1={f(a.y)} x2={f(b.x)} y2={f(b.y)} stroke={axis ? '#343a40' : '#adb5bd'} strokeWidth={axis ? 1.6 : 0.8} />
            <text x={f(n.x)} y={f(n.y)} fontSize={10} textAnchor="middle" dominantBaseline="central" fill="#868e96">
              {i + 1}
            </text>
          </g>
        );
      })}
      {[
        { lon: ascendant, label: it.results.ascendantShort },
        { lon: midheaven, label: it.results.midheavenShort },
      ].map(({ lon, label }) => {
        const a = at(lon, R.outer);
        const p = at(lon, R.angleLabel);
        const b = at(lon, R.zodiacInner);
        return (
          <g key={label}>
            <line x1={f(b.x)} y1={f(b.y)} x2={f(a.x)} y2={f(a.y)} stroke="#343a40" strokeWidth={1.6} />
            <text x={f(p.x)} y={f(p.y)} fontSize={11} fontWeight={700} textAnchor="middle" dominantBaseline="central" fill="#343a40">
              {label}
            </text>
          </g>
        );
      })}

      {/* Aspect lines between the bodies' true longitudes (conjunctions have no line to draw). */}
      {aspects.map((asp) => {
        const p1 = byCode.get(asp.body1);
        const p2 = byCode.get(asp.body2);
        if (!p1 || !p2 || asp.aspect === 'conjunction') return null; // (aspects to the angles are not drawn)
        const a = at(p1.longitude, R.inner);
        const b = at(p2.longitude, R.inner);
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

      {/* Bodies: a tick at the true longitude, the glyph where there is room, a thin line between. */}
      {bodies.map((b, i) => {
        const glyphLon = glyphLons[i]!;
        const t1 = at(b.longitude, R.zodiacInner);
        const t2 = at(b.longitude, R.tick);
        const g = at(glyphLon, R.glyph);
        const link = at(glyphLon, R.glyph + 10);
        const z = zodiacPosition(b.longitude);
        const name = BODY_NAMES_IT[b.code];
        const deg = at(glyphLon, R.degrees);
        const min = at(glyphLon, R.minutes);
        return (
          <g key={b.code} data-body={b.code}>
            <title>{it.results.wheelBody(name, formatSignPosition(b.longitude), SIGN_NAMES_IT[z.sign], b.retrograde)}</title>
            <line x1={f(t1.x)} y1={f(t1.y)} x2={f(t2.x)} y2={f(t2.y)} stroke="#212529" strokeWidth={1.2} />
            <line x1={f(t2.x)} y1={f(t2.y)} x2={f(link.x)} y2={f(link.y)} stroke="#adb5bd" strokeWidth={0.6} />
            <text x={f(g.x)} y={f(g.y)} fontSize={17} textAnchor="middle" dominantBaseline="central" fill="#212529">
              {BODY_GLYPHS[b.code]}
            </text>
            {b.retrograde && (
              <text x={f(g.x + 9)} y={f(g.y + 8)} fontSize={8} textAnchor="middle" dominantBaseline="central" fill="#c92a2a">
                {it.results.retrogradeMark}
              </text>
            )}
            <text x={f(deg.x)} y={f(deg.y)} fontSize={8.5} textAnchor="middle" dominantBaseline="central" fill="#343a40" data-wheel-degrees>
              {it.results.wheelDegrees(z.wholeDegrees)}
            </text>
            <text x={f(min.x)} y={f(min.y)} fontSize={7.5} textAnchor="middle" dominantBaseline="central" fill="#495057">
              {it.results.wheelMinutes(z.minutes)}
            </text>
          </g>
        );
      })}
    </svg>
  );
});
