/**
 * Tabella Transiti's two views in the scrolling grid: per planet (the table's order) a row of its
 * natal houses, its aspect rows (one to five: the table's intensity bars, or the timeline's bars
 * and markers) and, in the table, its notes field. The planet column stays in view. Printed, a
 * planet's note is its text, and a planet with no note prints none (no empty field).
 */
import { memo, useCallback, useId, useMemo, useState } from 'react';
import { ASPECT_NAMES_IT, BODY_NAMES_IT } from '@astrolabio/names-it';
import { MS_PER_DAY, type TransitBodyCode } from '@astrolabio/core';
import { BodyLabel } from '../../../components/BodyLabel.tsx';
import { ASPECT_GLYPHS } from '../../../lib/glyphs.ts';
import { formatMonthIt, formatShortMonthIt } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import type { TransitData } from '../api/transiti.ts';
import { housesByMonth } from '../model/houses-by-month.ts';
import { readNotes, type PlanetNotes } from '../model/notes-storage.ts';
import { ROW_HEIGHT_PX, type TransitView } from '../model/row-drawing.ts';
import type { AspectRow, PlanetGroup } from '../model/rows.ts';
import { dayStartMs, type TimeScale } from '../timeline/timeline-geometry.ts';
import { TimelineAxis } from '../timeline/TimelineAxis.tsx';
import { AspectRowView } from './AspectRowView.tsx';
import { HouseBand, MonthHouseCells, type CuspSigns } from './PlanetHouses.tsx';
import { PlanetNotesField } from './PlanetNotesField.tsx';
import { TransitGrid, type GridItem, type GridTooltip } from './TransitGrid.tsx';

type Item = GridItem & (
  | { kind: 'planet'; body: TransitBodyCode }
  | { kind: 'aspect'; body: TransitBodyCode; row: AspectRow }
  | { kind: 'empty'; body: TransitBodyCode }
  | { kind: 'notes'; body: TransitBodyCode }
  | { kind: 'printedNote'; body: TransitBodyCode; text: string }
);

export const LABEL_WIDTH_PX = 112;
const HEADER_HEIGHT_PX = 30;
const HEIGHTS = { planet: 30, empty: 26, notes: 96, printedNote: 20 } as const;
/** Below this a month's name is written short («set 2025»), narrower as its name alone («set») and January as its year, narrower still January alone. */
const LONG_MONTH_MIN_PX = 100;
const SHORT_MONTH_MIN_PX = 56;
const MONTH_NAME_MIN_PX = 26;

export interface TransitViewGridProps {
  view: TransitView;
  groups: readonly PlanetGroup[];
  data: TransitData;
  scale: TimeScale;
  cuspSigns: CuspSigns;
  /** Each planet's house in the natal chart (the «natale» fallback). */
  natalHouses: Readonly<Partial<Record<TransitBodyCode, number>>>;
  chartId: string;
  virtualize: boolean;
  /** Now, epoch ms: today's line when inside the period. */
  nowMs: number;
}

/** A planet's notes: its field on screen; printed, its text when it has one. */
function notesItems(body: TransitBodyCode, printedNotes: PlanetNotes | null): Item[] {
  if (!printedNotes) return [{ key: `${body}-notes`, kind: 'notes', body, heightPx: HEIGHTS.notes }];
  const text = printedNotes[body]?.trim();
  return text ? [{ key: `${body}-notes`, kind: 'printedNote', body, text, heightPx: HEIGHTS.printedNote, growsWhenPrinted: true }] : [];
}

/** The rows of the view; `printedNotes` when printing (the notes as text), null on screen. */
function itemsOf(view: TransitView, groups: readonly PlanetGroup[], printedNotes: PlanetNotes | null): Item[] {
  return groups.flatMap((g): Item[] => planetItems(view, g, printedNotes).map((item) => ({ ...item, groupKey: g.body })));
}

function planetItems(view: TransitView, g: PlanetGroup, printedNotes: PlanetNotes | null): Item[] {
  return [
    { key: `${g.body}`, kind: 'planet', body: g.body, heightPx: HEIGHTS.planet },
    ...(g.rows.length > 0
      ? g.rows.map((row): Item => ({ key: `${g.body}-${row.aspect}`, kind: 'aspect', body: g.body, row, heightPx: ROW_HEIGHT_PX }))
      : [{ key: `${g.body}-none`, kind: 'empty' as const, body: g.body, heightPx: HEIGHTS.empty }]),
    ...(view === 'table' ? notesItems(g.body, printedNotes) : []),
  ];
}

/** A month column's name as wide as its column allows («Adatta al periodo» narrows ten years to a few px a month). */
function monthLabelFor(m: { key: string; width: number; month: number; year: number }): string {
  if (m.width >= LONG_MONTH_MIN_PX) return formatMonthIt(m.key);
  if (m.width >= SHORT_MONTH_MIN_PX) return formatShortMonthIt(m.key);
  if (m.month === 1) return String(m.year);
  return m.width >= MONTH_NAME_MIN_PX ? formatShortMonthIt(m.key).split(' ')[0]! : '';
}

/** Memoised: the panel re-renders when its width is first known, and the grid's props stay the same. */
export const TransitViewGrid = memo(function TransitViewGrid(props: TransitViewGridProps) {
  const { view, groups, data, scale, cuspSigns, natalHouses, chartId } = props;
  const [tooltip, setTooltip] = useState<GridTooltip | null>(null);
  const onTooltip = useCallback((t: GridTooltip | null) => setTooltip(t), []);
  const tooltipId = useId();
  // Printing is a render of its own (TransitsPrint, not virtualised): the notes are read once for it.
  const items = useMemo(() => itemsOf(view, groups, props.virtualize ? null : readNotes(chartId)), [view, groups, props.virtualize, chartId]);
  const housesByBody = useMemo(() => {
    const answer = new Map(data.houses.map((h) => [h.transitBody, h]));
    return new Map(groups.map((g) => [g.body, {
      cells: housesByMonth(answer.get(g.body), scale.months, scale.dates, natalHouses[g.body] ?? 1),
      houses: answer.get(g.body),
    }]));
  }, [data.houses, groups, scale, natalHouses]);
  const inWindow = props.nowMs >= dayStartMs(scale.dates[scale.window.start]!) && props.nowMs < dayStartMs(scale.dates[scale.window.end]!) + MS_PER_DAY;
  const nowX = inWindow ? scale.instantX(props.nowMs) : undefined;

  return (
    <TransitGrid
      label={view === 'table' ? it.transits.table : it.transits.timeline}
      scale={scale}
      items={items}
      labelWidthPx={LABEL_WIDTH_PX}
      headerHeightPx={HEADER_HEIGHT_PX}
      corner={it.transits.planetColumn}
      axis={<TimelineAxis scale={scale} mode="months" heightPx={HEADER_HEIGHT_PX} monthLabel={monthLabelFor} markX={nowX} markLabel={it.transits.today} />}
      virtualize={props.virtualize}
      markX={nowX}
      tooltip={tooltip}
      tooltipId={tooltipId}
      renderLabel={(item) => {
        switch (item.kind) {
          case 'planet':
            return <strong><BodyLabel point={item.body} /></strong>;
          case 'aspect':
            return (
              <span className="tt-aspect-label">
                <span aria-hidden="true">{ASPECT_GLYPHS[item.row.aspect]} </span>
                {ASPECT_NAMES_IT[item.row.aspect]}
              </span>
            );
          case 'empty':
          case 'notes':
          case 'printedNote':
            return null;
        }
      }}
      renderContent={(item, visible) => {
        switch (item.kind) {
          case 'planet': {
            const { cells, houses } = housesByBody.get(item.body)!;
            return view === 'table' || !houses
              ? <MonthHouseCells months={scale.months} houses={cells} cuspSigns={cuspSigns} heightPx={item.heightPx} visibleStart={visible.start} visibleEnd={visible.end} />
              : <HouseBand scale={scale} startHouse={houses.startHouse} ingresses={houses.ingresses} cuspSigns={cuspSigns} heightPx={item.heightPx} visibleStart={visible.start} visibleEnd={visible.end} />;
          }
          case 'aspect':
            return <AspectRowView rowKey={item.key} row={item.row} scale={scale} view={view} visibleStart={visible.start} visibleEnd={visible.end} onTooltip={onTooltip} tooltipId={tooltipId} />;
          case 'empty':
            return <div className="tt-empty">{it.transits.noAspectsRow}</div>;
          case 'notes':
            return <div className="tt-notes-box"><PlanetNotesField chartId={chartId} body={item.body} /></div>;
          case 'printedNote':
            return <div className="tt-print-note"><strong>{it.transits.notes(BODY_NAMES_IT[item.body])}:</strong> {item.text}</div>;
        }
      }}
    />
  );
});
