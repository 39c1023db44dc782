/**
 * The technique layers' rows under Tabella Transiti's views: one row per event, drawn on a time
 * axis in its layer's style (LAYER_STYLES, which the legend lists), with the same start, peak and
 * end markers and black exact ticks as the transits, and its title and exact date in words. The
 * axis is the views' own (months), or for the slow layers over a long period a years axis
 * (model/slow-period.ts), drawn above the rows.
 */
import { useId } from 'react';
import { Text } from '@mantine/core';
import { it } from '../../../i18n/it.ts';
import { LAYER_STYLES, NEVER_EXACT_OPACITY, type LayerEvent } from '../model/layers.ts';
import { layerRowGeometry, layerRowWhenText } from '../model/layer-rows.ts';
import type { YearsAxis } from '../model/slow-period.ts';
import { MARKER_RADIUS_PX, MARKER_STROKES } from '../timeline/timeline-drawing.ts';

const ROW_HEIGHT_PX = 16;
const BAR_HEIGHT_PX = 6;
const AXIS_HEIGHT_PX = 22;
const LABEL_BASELINE_PX = 10;

/** What the rows need of an axis: its width and where an instant is. */
export interface LayerAxis {
  widthPx: number;
  instantX(ms: number): number;
}

function YearsAxisHeader({ axis }: { axis: YearsAxis }) {
  const first = axis.ticks[0]?.year;
  const last = axis.ticks[axis.ticks.length - 1]?.year;
  if (first === undefined || last === undefined) return null;
  return (
    <svg width={axis.widthPx} height={AXIS_HEIGHT_PX} role="img" aria-label={it.layers.yearsAxis(first, last, axis.labelEveryYears)} className="tt-years-axis">
      {axis.ticks.map((t) => (
        <g key={t.year} data-year={t.year}>
          <line x1={t.x} x2={t.x} y1={t.labelled ? LABEL_BASELINE_PX + 2 : AXIS_HEIGHT_PX - 5} y2={AXIS_HEIGHT_PX} stroke="#868e96" />
          {t.labelled && <text x={t.x + 2} y={LABEL_BASELINE_PX} fontSize={10} fill="#495057">{t.year}</text>}
        </g>
      ))}
    </svg>
  );
}

/**
 * `insetPx`: on the views' own axis, the width of the grid's planet column, so that each bar sits
 * under the same months as the table above (they began 113 px to the left of its January).
 */
export function LayerRows({ events, axis, title, years, insetPx = 0 }: { events: readonly LayerEvent[]; axis: LayerAxis; title: string; years?: YearsAxis; insetPx?: number }) {
  const titleId = useId();
  const instantX = (ms: number) => axis.instantX(ms);
  return (
    <section aria-labelledby={titleId} className="tt-layers">
      <Text size="sm" fw={600} id={titleId}>{title}</Text>
      {events.length === 0 ? <Text size="sm" c="dimmed">{it.layers.none}</Text> : (
        <div className="tt-layer-rows">
          {years && <YearsAxisHeader axis={years} />}
          <ol>
            {events.map((e) => {
              const g = layerRowGeometry(e, instantX);
              const style = LAYER_STYLES[e.layer];
              const when = layerRowWhenText(e);
              const y = ROW_HEIGHT_PX / 2;
              return (
                <li key={e.key} data-layer={e.layer} data-never-exact={g.neverExact || undefined} aria-label={it.layers.rowLabel(e.title, when)}>
                  <div className="tt-layer-label"><strong>{e.title}</strong> <span>{when}</span></div>
                  <svg width={axis.widthPx} height={ROW_HEIGHT_PX} aria-hidden="true" style={insetPx ? { marginLeft: insetPx } : undefined}>
                    {years?.ticks.map((t) => <line key={t.year} x1={t.x} x2={t.x} y1={0} y2={ROW_HEIGHT_PX} stroke={t.labelled ? '#dee2e6' : '#f1f3f5'} />)}
                    <line x1={g.x1} x2={g.x2} y1={y} y2={y} stroke={style.color} strokeWidth={BAR_HEIGHT_PX} strokeDasharray={style.dash ?? undefined} strokeOpacity={g.neverExact ? NEVER_EXACT_OPACITY : undefined} />
                    {g.exactX.map((x, i) => <rect key={i} x={x - 1} y={0} width={2} height={ROW_HEIGHT_PX} fill="#000" data-exact />)}
                    {g.markers.map((m) => (
                      <circle key={m.kind} cx={m.x} cy={y} r={MARKER_RADIUS_PX} fill="#fff" stroke={MARKER_STROKES[m.kind]} strokeWidth={2} data-marker={m.kind} />
                    ))}
                  </svg>
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </section>
  );
}
