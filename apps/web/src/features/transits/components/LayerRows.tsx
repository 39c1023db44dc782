/**
 * The technique layers' rows under Tabella Transiti's views: one row per event, drawn on the views'
 * own time axis in its layer's style (LAYER_STYLES, which the legend lists), with the same start,
 * peak and end markers and black exact ticks as the transits, and its title and exact date in words.
 */
import { Text } from '@mantine/core';
import { it } from '../../../i18n/it.ts';
import { LAYER_STYLES, type LayerEvent } from '../model/layers.ts';
import { layerRowGeometry, layerWhenText } from '../model/layer-rows.ts';
import { MARKER_RADIUS_PX, MARKER_STROKES } from '../timeline/timeline-drawing.ts';
import type { TimeScale } from '../timeline/timeline-geometry.ts';

const ROW_HEIGHT_PX = 16;
const BAR_HEIGHT_PX = 6;

export function LayerRows({ events, scale }: { events: readonly LayerEvent[]; scale: TimeScale }) {
  if (events.length === 0) return <Text size="sm" c="dimmed">{it.layers.none}</Text>;
  const instantX = (ms: number) => scale.instantX(ms);
  return (
    <section aria-labelledby="tt-layers-title" className="tt-layers">
      <Text size="sm" fw={600} id="tt-layers-title">{it.layers.sectionTitle}</Text>
      <ol className="tt-layer-rows">
        {events.map((e) => {
          const g = layerRowGeometry(e, instantX);
          const style = LAYER_STYLES[e.layer];
          const when = layerWhenText(e);
          const y = ROW_HEIGHT_PX / 2;
          return (
            <li key={e.key} data-layer={e.layer} aria-label={it.layers.rowLabel(e.title, when)}>
              <div className="tt-layer-label"><strong>{e.title}</strong> <span>{when}</span></div>
              <svg width={scale.widthPx} height={ROW_HEIGHT_PX} aria-hidden="true">
                <line x1={g.x1} x2={g.x2} y1={y} y2={y} stroke={style.color} strokeWidth={BAR_HEIGHT_PX} strokeDasharray={style.dash ?? undefined} />
                {g.exactX.map((x, i) => <rect key={i} x={x - 1} y={0} width={2} height={ROW_HEIGHT_PX} fill="#000" data-exact />)}
                {g.markers.map((m) => (
                  <circle key={m.kind} cx={m.x} cy={y} r={MARKER_RADIUS_PX} fill="#fff" stroke={MARKER_STROKES[m.kind]} strokeWidth={2} data-marker={m.kind} />
                ))}
              </svg>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
