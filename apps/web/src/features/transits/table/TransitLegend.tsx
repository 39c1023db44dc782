/**
 * The legend under each view: aspect colours (spec: Congiunzione yellow, Sestile green, Trigono
 * blue, Quadratura red, Opposizione purple), and what the bars, shades and marks mean in the view.
 */
import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { ASPECT_CODES, type AspectCode, BAR_INTENSITY_MAX_ORB_DEG, DEFAULT_TRANSIT_MAX_ORB_DEG, TIMELINE_EXACT_ORB_DEG } from '@astrolabio/core';
import { ASPECT_NAMES_IT } from '@astrolabio/names-it';
import { ASPECT_COLORS } from '../../../lib/glyphs.ts';
import { it } from '../../../i18n/it.ts';
import { SEPARATING_OPACITY, type TransitView } from '../model/row-drawing.ts';
import { MARKER_STROKES } from '../timeline/TimelineRow.tsx';

const t = it.transits;

function Swatch({ children, label }: { children: ReactNode; label: string }) {
  return (
    <li>
      <svg width={22} height={14} aria-hidden="true" style={{ verticalAlign: 'middle' }}>{children}</svg> {label}
    </li>
  );
}

export interface TransitLegendProps {
  view: TransitView;
  /** The legend's heading (default «Legenda»). */
  title?: string;
  /** The timeline's house ingresses are drawn (Tabella Transiti; not the /testing page). */
  ingresses?: boolean;
  /** The aspects drawn (the chart's settings; default the spec's five). */
  aspects?: readonly AspectCode[];
}

export function TransitLegend({ view, title = t.legendTitle, ingresses = true, aspects = ASPECT_CODES }: TransitLegendProps) {
  const grey = '#495057';
  return (
    <div className="tt-legend-box">
      <Text size="xs" fw={600}>{title}</Text>
      <Group component="ul" gap="sm" className="tt-legend">
        {aspects.map((a) => (
          <Swatch key={a} label={ASPECT_NAMES_IT[a]}><rect x={1} y={3} width={20} height={8} fill={ASPECT_COLORS[a]} /></Swatch>
        ))}
      </Group>
      <Group component="ul" gap="sm" className="tt-legend">
        <Swatch label={t.legendApplying}><rect x={1} y={3} width={20} height={8} fill={grey} /></Swatch>
        <Swatch label={t.legendSeparating}><rect x={1} y={3} width={20} height={8} fill={grey} opacity={SEPARATING_OPACITY} /></Swatch>
        {view === 'table' ? (
          <>
            <Swatch label={t.legendThick(BAR_INTENSITY_MAX_ORB_DEG.thick)}><rect x={1} y={0} width={20} height={14} fill={grey} /></Swatch>
            <Swatch label={t.legendMedium(BAR_INTENSITY_MAX_ORB_DEG.medium)}><rect x={1} y={4} width={20} height={6} fill={grey} /></Swatch>
            <Swatch label={t.legendPeriod(DEFAULT_TRANSIT_MAX_ORB_DEG)}><rect x={1} y={6} width={20} height={2} fill="#adb5bd" /></Swatch>
            <Swatch label={t.plainExact}><rect x={10} y={0} width={1.5} height={14} fill="#212529" /></Swatch>
          </>
        ) : (
          <>
            <Swatch label={t.legendStart}><circle cx={11} cy={7} r={4} fill="#fff" stroke={MARKER_STROKES.start} strokeWidth={2} /></Swatch>
            <Swatch label={t.legendPeak}><circle cx={11} cy={7} r={4} fill="#fff" stroke={MARKER_STROKES.peak} strokeWidth={2} /></Swatch>
            <Swatch label={t.legendEnd}><circle cx={11} cy={7} r={4} fill="#fff" stroke={MARKER_STROKES.end} strokeWidth={2} /></Swatch>
            <Swatch label={t.legendExact(TIMELINE_EXACT_ORB_DEG)}><rect x={1} y={0} width={20} height={14} fill="#000" /></Swatch>
            {ingresses && <Swatch label={t.legendIngress}><line x1={11} x2={11} y1={0} y2={14} stroke={grey} strokeWidth={1.5} /></Swatch>}
          </>
        )}
        <Swatch label={t.legendStation}><text x={11} y={11} textAnchor="middle" fontSize={10} fontWeight={700}>R</text></Swatch>
        <Swatch label={t.legendToday}><rect x={10} y={0} width={2} height={14} fill="#e03131" /></Swatch>
      </Group>
      <Text size="xs" c="dimmed">{t.keyboardHint}</Text>
    </div>
  );
}
