/**
 * The legend under each view: aspect colours (spec: Congiunzione yellow, Sestile green, Trigono
 * blue, Quadratura red, Opposizione purple), and what the bars, shades and marks mean in the view.
 */
import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { ASPECT_CODES, type AspectCode, BAR_INTENSITY_MAX_ORB_DEG, DEFAULT_TRANSIT_MAX_ORB_DEG, TIMELINE_EXACT_ORB_DEG, type LayerCode } from '@astrolabio/core';
import { ASPECT_NAMES_IT, LAYER_NAMES_IT } from '@astrolabio/names-it';
import { LAYER_STYLES } from '../model/layers.ts';
import { ASPECT_COLORS } from '../../../lib/glyphs.ts';
import { it } from '../../../i18n/it.ts';
import type { TransitView } from '../model/row-drawing.ts';
import { BAR_HEIGHT_PX, EXACT_INSTANT_WIDTH_PX, ROW_COLOURS, SEPARATING_OPACITY } from '../model/transit-style.ts';
import { MARKER_STROKES } from '../timeline/timeline-drawing.ts';

const t = it.transits;

/** A swatch is this high, px: a bar of the rows is drawn at its own height, centred in it. */
const SWATCH_HEIGHT_PX = 14;

function Bar({ heightPx, fill }: { heightPx: number; fill: string }) {
  return <rect x={1} y={(SWATCH_HEIGHT_PX - heightPx) / 2} width={20} height={heightPx} fill={fill} />;
}

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
  /** The technique layers drawn, each listed with its style (LAYER_STYLES). */
  layers?: readonly LayerCode[];
}

export function TransitLegend({ view, title = t.legendTitle, ingresses = true, aspects = ASPECT_CODES, layers = [] }: TransitLegendProps) {
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
            <Swatch label={t.legendThick(BAR_INTENSITY_MAX_ORB_DEG.thick)}><Bar heightPx={BAR_HEIGHT_PX.thick} fill={grey} /></Swatch>
            <Swatch label={t.legendMedium(BAR_INTENSITY_MAX_ORB_DEG.medium)}><Bar heightPx={BAR_HEIGHT_PX.medium} fill={grey} /></Swatch>
            <Swatch label={t.legendPeriod(DEFAULT_TRANSIT_MAX_ORB_DEG)}><Bar heightPx={BAR_HEIGHT_PX.track} fill={ROW_COLOURS.track} /></Swatch>
            <Swatch label={t.plainExact}><rect x={10} y={0} width={EXACT_INSTANT_WIDTH_PX} height={SWATCH_HEIGHT_PX} fill={ROW_COLOURS.exactInstant} /></Swatch>
          </>
        ) : (
          <>
            <Swatch label={t.legendStart}><circle cx={11} cy={7} r={4} fill="#fff" stroke={MARKER_STROKES.start} strokeWidth={2} /></Swatch>
            <Swatch label={t.legendPeak}><circle cx={11} cy={7} r={4} fill="#fff" stroke={MARKER_STROKES.peak} strokeWidth={2} /></Swatch>
            <Swatch label={t.legendEnd}><circle cx={11} cy={7} r={4} fill="#fff" stroke={MARKER_STROKES.end} strokeWidth={2} /></Swatch>
            <Swatch label={t.legendExact(TIMELINE_EXACT_ORB_DEG)}><Bar heightPx={BAR_HEIGHT_PX.exact} fill={ROW_COLOURS.exactStretch} /></Swatch>
            {ingresses && <Swatch label={t.legendIngress}><line x1={11} x2={11} y1={0} y2={14} stroke={grey} strokeWidth={1.5} /></Swatch>}
          </>
        )}
        <Swatch label={t.legendStation}><text x={11} y={11} textAnchor="middle" fontSize={10} fontWeight={700}>R</text></Swatch>
        <Swatch label={t.legendToday}><rect x={10} y={0} width={2} height={14} fill="#e03131" /></Swatch>
      </Group>
      {layers.length > 0 && (
        <Group component="ul" gap="sm" className="tt-legend">
          {layers.map((l) => (
            <Swatch key={l} label={LAYER_NAMES_IT[l]}>
              <line x1={1} x2={21} y1={7} y2={7} stroke={LAYER_STYLES[l].color} strokeWidth={6} strokeDasharray={LAYER_STYLES[l].dash ?? undefined} />
            </Swatch>
          ))}
        </Group>
      )}
      <Text size="xs" c="dimmed">{t.keyboardHint}</Text>
    </div>
  );
}
