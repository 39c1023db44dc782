/**
 * The /testing transits page's timeline (spec section 2): columns Pianeta, Aspetto, Timeline; the
 * period's first and last day above it; a month drawn a tick per day (weekends in red, numbers on
 * days 1, 15 and about every 1/15 of the days) or a year drawn Gen … Dic; one row per chosen planet
 * and aspect, grouped by planet, each drawn as Tabella Transiti's timeline draws it (coloured bars
 * per period, exact stretches in black, start / peak / end markers, tooltips); the legend.
 */
import { useCallback, useId, useMemo, useState } from 'react';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PHONE_QUERY } from '../../../lib/phone.ts';
import { MS_PER_DAY, type TransitBodyCode } from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT } from '@astrolabio/names-it';
import { BodyLabel } from '../../../components/BodyLabel.tsx';
import { ASPECT_COLORS, ASPECT_GLYPHS } from '../../../lib/glyphs.ts';
import { formatDateIt, formatMonthIt } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import { ROW_HEIGHT_PX } from '../model/row-drawing.ts';
import type { AspectRow, PlanetGroup } from '../model/rows.ts';
import { dayStartMs, monthColumnScale, uniformDayScale, type MonthColumn } from '../timeline/timeline-geometry.ts';
import { TimelineAxis } from '../timeline/TimelineAxis.tsx';
import { AspectRowView } from '../table/AspectRowView.tsx';
import { TransitGrid, type GridItem, type GridTooltip } from '../table/TransitGrid.tsx';
import { TransitLegend } from '../table/TransitLegend.tsx';
import '../components/transits.css';

const t = it.transits;

/** A month drawn day by day fits a laptop (31 × 26 px); a year by month columns too (12 × 76 px). */
export const DAY_WIDTH_PX = 26;
export const YEAR_MONTH_WIDTH_PX = 76;
/** The label columns: planet and aspect names; on a phone the aspect's glyph alone, so the timeline keeps most of the width. */
const COLUMNS_PX = { wide: { planet: 84, aspect: 104 }, phone: { planet: 92, aspect: 32 } } as const;
type Columns = (typeof COLUMNS_PX)[keyof typeof COLUMNS_PX];
const AXIS_HEIGHT_PX = { days: 32, months: 26 } as const;

export type PeriodTimelineMode = 'days' | 'months';

export interface PeriodTimelineProps {
  /** Every chosen planet with a row per chosen aspect (planetGroups with everyAspect). */
  groups: readonly PlanetGroup[];
  /** The period's UTC days. */
  dates: readonly string[];
  /** A month: a tick per day; a year: a column per month. */
  mode: PeriodTimelineMode;
  /** Now, epoch ms: today's line when inside the period. */
  nowMs: number;
}

type Item = GridItem & { body: TransitBodyCode; row: AspectRow; first: boolean };

function RowLabel({ item, columns, phone }: { item: Item; columns: Columns; phone: boolean }) {
  const aspect = item.row.aspect;
  return (
    <>
      <span style={{ width: columns.planet - 6, flex: 'none', overflow: 'hidden' }}>
        {item.first ? <strong><BodyLabel point={item.body} /></strong> : <VisuallyHidden>{BODY_NAMES_IT[item.body]}</VisuallyHidden>}
      </span>
      <span className="tt-aspect-label" style={{ paddingLeft: 0 }} title={ASPECT_NAMES_IT[aspect]}>
        <span aria-hidden="true" style={{ color: ASPECT_COLORS[aspect] }}>{ASPECT_GLYPHS[aspect]} </span>
        {phone ? <VisuallyHidden>{ASPECT_NAMES_IT[aspect]}</VisuallyHidden> : ASPECT_NAMES_IT[aspect]}
      </span>
    </>
  );
}

export function PeriodTimeline({ groups, dates, mode, nowMs }: PeriodTimelineProps) {
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  const columns = phone ? COLUMNS_PX.phone : COLUMNS_PX.wide;
  const [tooltip, setTooltip] = useState<GridTooltip | null>(null);
  const onTooltip = useCallback((tip: GridTooltip | null) => setTooltip(tip), []);
  const tooltipId = useId();
  const scale = useMemo(() => (mode === 'days' ? uniformDayScale(dates, DAY_WIDTH_PX) : monthColumnScale(dates, YEAR_MONTH_WIDTH_PX)), [dates, mode]);
  const items = useMemo(() => groups.flatMap((g) => g.rows.map((row, k): Item => ({
    key: `${g.body}-${row.aspect}`, body: g.body, row, first: k === 0, heightPx: ROW_HEIGHT_PX,
  }))), [groups]);
  const monthLabel = useCallback((m: MonthColumn) => (mode === 'days' ? formatMonthIt(m.key) : t.monthsShort[m.month - 1]!), [mode]);
  const first = dates[0]!;
  const last = dates[dates.length - 1]!;
  const inPeriod = nowMs >= dayStartMs(first) && nowMs < dayStartMs(last) + MS_PER_DAY;
  const nowX = inPeriod ? scale.instantX(nowMs) : undefined;
  const heightPx = AXIS_HEIGHT_PX[mode];

  return (
    <div className="tt-panel">
      <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
        <Text size="sm" fw={600} data-testid="timeline-start">{formatDateIt(first)}</Text>
        <Text size="sm" fw={600} data-testid="timeline-end">{formatDateIt(last)}</Text>
      </Group>
      <TransitGrid
        label={t.timeline}
        scale={scale}
        items={items}
        labelWidthPx={columns.planet + columns.aspect}
        headerHeightPx={heightPx}
        corner={(
          <>
            <span style={{ width: columns.planet - 6, flex: 'none' }}>{t.planetColumn}</span>
            <span title={t.aspectColumn}>{phone ? <><span aria-hidden="true">{t.aspectColumnShort}</span><VisuallyHidden>{t.aspectColumn}</VisuallyHidden></> : t.aspectColumn}</span>
          </>
        )}
        axis={(
          <>
            <VisuallyHidden>{t.timelineColumn}</VisuallyHidden>
            <TimelineAxis scale={scale} mode={mode} heightPx={heightPx} monthLabel={monthLabel} markX={nowX} markLabel={t.today} />
          </>
        )}
        virtualize
        markX={nowX}
        tooltip={tooltip}
        tooltipId={tooltipId}
        renderLabel={(item) => <RowLabel item={item} columns={columns} phone={phone} />}
        renderContent={(item, visible) => (
          <AspectRowView rowKey={item.key} row={item.row} scale={scale} view="timeline" visibleStart={visible.start} visibleEnd={visible.end} onTooltip={onTooltip} tooltipId={tooltipId} />
        )}
      />
      <TransitLegend view="timeline" title={t.timelineLegendTitle} ingresses={false} />
    </div>
  );
}
