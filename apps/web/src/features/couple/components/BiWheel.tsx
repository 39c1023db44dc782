/**
 * The Sinastria's bi-wheel as SVG: the inner chart's zodiac band, houses, axes and bodies, the other
 * chart's points on the outer ring, the inter-aspects across the middle; on request the other
 * chart's house cusps over the inner chart (the Rivoluzione Solare's «RS sul tema natale»). It only
 * draws: its input is the two charts and the aspects; where everything goes is
 * model/bi-wheel-geometry.ts's, tested there.
 */
import { memo, useEffect, useId, useRef, useState } from 'react';
import { elementOf, zodiacPosition, type PointCode } from '@astrolabio/core';
import { POINT_NAMES_IT, SIGN_NAMES_IT } from '@astrolabio/names-it';
import { ASPECT_COLORS, BODY_GLYPHS, ELEMENT_COLORS, SIGN_GLYPHS } from '../../../lib/glyphs.ts';
import { formatSignPosition, formatZodiacIt, signDegreesMinutesParts } from '../../../lib/format.ts';
import { GLYPH_FONT_FAMILY } from '../../../lib/glyph-font-family.ts';
import { it } from '../../../i18n/it.ts';
import { BI_WHEEL_VIEW_PX, biWheelLayout, type BiWheelAspect, type BiWheelChart, type PlacedPoint } from '../model/bi-wheel-geometry.ts';

const T = it.couple.synastry;
const C = BI_WHEEL_VIEW_PX / 2;
const f = (n: number) => Number(n.toFixed(2));
/** The outer chart's ink: its points and, when drawn, its cusps. */
const OUTER_COLOR = '#1c3d8c';

export interface BiWheelProps {
  inner: BiWheelChart;
  outer: BiWheelChart;
  aspects: readonly BiWheelAspect[];
  /** Whose charts, for the wheel's accessible name. */
  innerName: string;
  outerName: string;
  /** Draw the outer chart's house cusps over the inner chart, numbered I–XII on the outer ring. */
  outerCusps?: boolean;
  /** The wheel's accessible name and description, where the Sinastria's wording does not fit. */
  title?: string;
  description?: string;
}

/** The wheel's width on screen, px, as it changes (null until measured, and where nothing measures: tests). */
function useDrawnWidthPx() {
  const ref = useRef<SVGSVGElement>(null);
  const [widthPx, setWidthPx] = useState<number | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidthPx(Math.round(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, widthPx] as const;
}

/** An axis' place, as the natal wheel writes it: «4°♑37′». */
function axisPlace(longitude: number): string {
  const { degrees, minutes, sign } = signDegreesMinutesParts(longitude);
  return it.results.wheelPosition(degrees, SIGN_GLYPHS[sign], minutes);
}

/** A point's glyph: a body's symbol, or AC / MC for the outer chart's angles. */
const glyphOf = (code: PointCode) => (code === 'ascendant' ? it.results.ascendantShort : code === 'midheaven' ? it.results.midheavenShort : BODY_GLYPHS[code as keyof typeof BODY_GLYPHS] ?? '');

function PlacedPoints({ points, fonts, ring }: { points: readonly PlacedPoint[]; fonts: { glyphPx: number; labelPx: number }; ring: 'inner' | 'outer' }) {
  return points.map((p) => {
    const angle = p.code === 'ascendant' || p.code === 'midheaven';
    const glyphX = p.glyph.cx - p.glyph.width / 2;
    return (
      <g key={p.code} data-ring={ring} data-point={p.code}>
        <title>{it.results.wheelBody(POINT_NAMES_IT[p.code], formatSignPosition(p.longitude), SIGN_NAMES_IT[zodiacPosition(p.longitude).sign], p.retrograde)}</title>
        <line x1={f(p.tick[0].x)} y1={f(p.tick[0].y)} x2={f(p.tick[1].x)} y2={f(p.tick[1].y)} stroke="#212529" strokeWidth={1.2} />
        <line x1={f(p.leader[0].x)} y1={f(p.leader[0].y)} x2={f(p.leader[1].x)} y2={f(p.leader[1].y)} stroke="#868e96" strokeWidth={0.6} />
        <text
          x={f(angle ? p.glyph.cx : glyphX + 2)} y={f(p.glyph.cy)}
          fontSize={angle ? fonts.labelPx + 1 : fonts.glyphPx} fontWeight={angle ? 700 : undefined}
          textAnchor={angle ? 'middle' : undefined} dominantBaseline="central" fill={ring === 'outer' ? OUTER_COLOR : '#212529'}
        >
          {glyphOf(p.code)}
          {p.retrograde && <tspan fontSize={fonts.labelPx * 0.8} fill="#c92a2a">{it.results.retrogradeMark}</tspan>}
        </text>
        {p.labelBox && (
          <text x={f(p.labelBox.cx)} y={f(p.labelBox.cy)} fontSize={fonts.labelPx} textAnchor="middle" dominantBaseline="central" fill="#343a40" data-point-place>
            {p.label}
          </text>
        )}
      </g>
    );
  });
}

/** Memoised: the tab re-renders on every click, and the wheel is its largest drawing. */
export const BiWheel = memo(function BiWheel({ inner, outer, aspects, innerName, outerName, outerCusps = false, title, description }: BiWheelProps) {
  const id = useId();
  const [svgRef, drawnWidthPx] = useDrawnWidthPx();
  const layout = biWheelLayout(inner, outer, aspects, drawnWidthPx ?? BI_WHEEL_VIEW_PX, { outerCusps });
  const { radii: r, fonts, frame } = layout;
  return (
    <svg
      ref={svgRef}
      viewBox={`0 0 ${BI_WHEEL_VIEW_PX} ${BI_WHEEL_VIEW_PX}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      data-bi-wheel
      style={{ width: '100%', maxWidth: 640, height: 'auto', display: 'block', margin: '0 auto', fontFamily: `"${GLYPH_FONT_FAMILY}", "DejaVu Sans", "Segoe UI Symbol", sans-serif` }}
    >
      <title id={`${id}-title`}>{title ?? T.wheelTitle(innerName, outerName)}</title>
      <desc id={`${id}-desc`}>{description ?? T.wheelDescription(innerName, formatZodiacIt(inner.ascendant), formatZodiacIt(inner.midheaven), outerName, layout.aspects.length)}</desc>

      <circle cx={C} cy={C} r={f(r.outerRim)} fill="#f4f7fd" stroke="#868e96" strokeWidth={0.8} />
      {layout.signs.map((s) => (
        <g key={s.sign}>
          <path d={s.path} fill={ELEMENT_COLORS[elementOf(s.sign)]} stroke="#868e96" strokeWidth={0.8} />
          <text x={f(s.glyphAt.x)} y={f(s.glyphAt.y)} fontSize={16} textAnchor="middle" dominantBaseline="central" fill="#343a40">
            <title>{SIGN_NAMES_IT[s.sign]}</title>
            {SIGN_GLYPHS[s.sign]}
          </text>
        </g>
      ))}
      <circle cx={C} cy={C} r={f(r.zodiacInner)} fill="#fff" stroke="#868e96" strokeWidth={0.8} />
      <circle cx={C} cy={C} r={f(r.aspectCircle)} fill="#f8f9fa" stroke="#868e96" strokeWidth={0.8} />

      {layout.cusps.map((c) => (
        <g key={c.house}>
          <line x1={f(c.from.x)} y1={f(c.from.y)} x2={f(c.to.x)} y2={f(c.to.y)} stroke={c.axis ? '#343a40' : '#adb5bd'} strokeWidth={c.axis ? 1.6 : 0.8} />
          <text x={f(c.numberAt.x)} y={f(c.numberAt.y)} fontSize={fonts.housePx} textAnchor="middle" dominantBaseline="central" fill="#5c636a" data-house-number={c.house}>{c.house}</text>
        </g>
      ))}
      {layout.axes.map((a) => {
        const dx = a.labelAt.x - frame.cx;
        const anchor = Math.abs(dx) < 40 ? 'middle' : dx > 0 ? 'start' : 'end';
        const up = a.labelAt.y < frame.cy;
        const line = fonts.axisPx * 1.25;
        const [y1, y2] = anchor === 'middle' ? (up ? [a.labelAt.y - 2 * line, a.labelAt.y - line / 2] : [a.labelAt.y + line / 2, a.labelAt.y + 2 * line]) : [a.labelAt.y - line / 2, a.labelAt.y + line / 2];
        const name = a.angle === 'ascendant' ? it.results.ascendantShort : it.results.midheavenShort;
        return (
          <g key={a.angle} data-wheel-axis={name}>
            <line x1={f(a.from.x)} y1={f(a.from.y)} x2={f(a.to.x)} y2={f(a.to.y)} stroke="#343a40" strokeWidth={1.6} />
            <text x={f(a.labelAt.x)} y={f(y1)} fontSize={fonts.axisPx + 1} fontWeight={700} textAnchor={anchor} dominantBaseline="central" fill="#343a40">{name}</text>
            <text x={f(a.labelAt.x)} y={f(y2)} fontSize={fonts.axisPx} textAnchor={anchor} dominantBaseline="central" fill="#343a40">{axisPlace(a.longitude)}</text>
          </g>
        );
      })}

      {layout.outerCusps.map((c) => (
        <g key={c.house} data-outer-cusp={c.house}>
          <title>{T.outerCuspTitle(it.results.cuspShort(c.house), outerName, formatZodiacIt(outer.cusps[c.house - 1]!))}</title>
          <line
            x1={f(c.from.x)} y1={f(c.from.y)} x2={f(c.to.x)} y2={f(c.to.y)}
            stroke={OUTER_COLOR} strokeWidth={c.axis ? 1.5 : 0.9} strokeDasharray={c.axis ? undefined : '5 3'}
          />
          <text x={f(c.numberAt.x)} y={f(c.numberAt.y)} fontSize={fonts.housePx} fontWeight={600} textAnchor="middle" dominantBaseline="central" fill={OUTER_COLOR}>
            {it.results.cuspShort(c.house)}
          </text>
        </g>
      ))}

      {layout.aspects.map((a) => (
        <line
          key={`${a.inner}-${a.outer}-${a.aspect}`}
          x1={f(a.from.x)} y1={f(a.from.y)} x2={f(a.to.x)} y2={f(a.to.y)}
          stroke={ASPECT_COLORS[a.aspect]} strokeWidth={1} strokeOpacity={0.85}
          strokeDasharray={a.aspect === 'sextile' ? '4 3' : undefined}
          data-aspect={a.aspect}
        />
      ))}

      <PlacedPoints points={layout.inner} fonts={fonts} ring="inner" />
      <PlacedPoints points={layout.outer} fonts={fonts} ring="outer" />
    </svg>
  );
});
