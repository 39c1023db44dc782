/**
 * A transiting planet's natal houses over the period: in the table, one cell per month («10 → 11»,
 * or the natal house tagged «natale»); on the timeline, a band of houses with a mark at each
 * ingress. Each house is tinted with the element of the sign on its cusp (the header's legend).
 */
import { memo, useMemo } from 'react';
import { elementOf, type SignCode } from '@astrolabio/core';
import { SIGN_NAMES_IT } from '@astrolabio/names-it';
import { ELEMENT_COLORS } from '../../../lib/glyphs.ts';
import { it } from '../../../i18n/it.ts';
import { fittedHousesText, houseRuns, segmentHoldsLabel, type MonthHouses } from '../model/houses-by-month.ts';
import { ingressText } from '../model/labels.ts';
import type { MonthColumn, TimeScale } from '../timeline/timeline-geometry.ts';

/** The sign on each natal cusp, by house number (1–12). */
export type CuspSigns = Readonly<Record<number, SignCode>>;

const houseTitle = (house: number, signs: CuspSigns) => it.transits.houseSign(house, SIGN_NAMES_IT[signs[house]!]);

/** transits.css .tt-houses: 12-px text, 4 px of padding each side. */
const CELL_FONT_PX = 12;
const CELL_PADDING_PX = 4;
/** The timeline's band: 10-px numbers, 3 px from the segment's left edge. */
const BAND_FONT_PX = 10;
const BAND_PADDING_PX = 3;

export interface MonthHouseCellsProps {
  months: readonly MonthColumn[];
  houses: readonly MonthHouses[];
  cuspSigns: CuspSigns;
  heightPx: number;
  visibleStart: number;
  visibleEnd: number;
}

/** The table's planet row: a cell per month in view. */
export const MonthHouseCells = memo(function MonthHouseCells({ months, houses, cuspSigns, heightPx, visibleStart, visibleEnd }: MonthHouseCellsProps) {
  // A screen reader hears each run of months in one house once (issue 34): the run's first cell in view says it.
  const runs = useMemo(() => houseRuns(houses, ingressText), [houses]);
  const inView = (k: number) => k >= 0 && k < months.length && !(months[k]!.lastIndex < visibleStart || months[k]!.firstIndex > visibleEnd);
  return (
    <div style={{ position: 'relative', height: heightPx }}>
      {months.map((m, k) => {
        if (!inView(k)) return null;
        const run = runs.runs[runs.runOf[k]!]!;
        const saysRun = k === run.first || !inView(k - 1);
        const cell = houses[k]!;
        const first = cell.houses[0]!;
        const text = fittedHousesText(cell.houses, m.width - 2 * CELL_PADDING_PX, CELL_FONT_PX);
        const title = [
          it.transits.housesCell(it.transits.housesSequence(cell.houses), cell.natal),
          ...cell.ingresses.map((i) => ingressText(i)),
        ].join('; ');
        return (
          <div
            key={m.key}
            className="tt-houses"
            title={title}
            style={{ left: m.x, width: m.width, height: heightPx, background: ELEMENT_COLORS[elementOf(cuspSigns[first]!)] }}
          >
            <span aria-hidden="true">{text}</span>
            {cell.natal && <span className="tt-natal" aria-hidden="true"> {it.transits.natalTag}</span>}
            {saysRun && <span className="tt-sr">{run.text}</span>}
          </div>
        );
      })}
    </div>
  );
});

export interface HouseBandProps {
  scale: TimeScale;
  /** The house at the period's start and each ingress (from the answer's caseNatali). */
  startHouse: number;
  ingresses: readonly { timeMs: number; house: number; retrograde: boolean }[];
  cuspSigns: CuspSigns;
  heightPx: number;
  visibleStart: number;
  visibleEnd: number;
}

/** The timeline's planet row: the houses as a band, the ingresses as marks (those in view). */
export const HouseBand = memo(function HouseBand({ scale, startHouse, ingresses, cuspSigns, heightPx, visibleStart, visibleEnd }: HouseBandProps) {
  const edges = [0, ...ingresses.map((i) => scale.instantX(i.timeMs)), scale.widthPx];
  const houses = [startHouse, ...ingresses.map((i) => i.house)];
  const band = { y: heightPx - 16, h: 14 };
  const fromX = scale.dayX(visibleStart);
  const toX = scale.dayX(visibleEnd + 1);
  const inView = (x1: number, x2: number) => x2 >= fromX && x1 <= toX;
  return (
    <svg width={scale.widthPx} height={heightPx} role="img" aria-label={`${it.transits.housesRow}: ${houseTitle(startHouse, cuspSigns)}`} style={{ display: 'block' }}>
      {houses.map((house, k) => {
        const x = edges[k]!;
        const width = Math.max(0, edges[k + 1]! - x);
        if (!inView(x, x + width)) return null;
        return (
          <g key={`${k}-${house}`} aria-hidden="true">
            <rect x={x} y={band.y} width={width} height={band.h} fill={ELEMENT_COLORS[elementOf(cuspSigns[house]!)]} stroke="#ced4da" strokeWidth={0.5}>
              <title>{houseTitle(house, cuspSigns)}</title>
            </rect>
            {segmentHoldsLabel(width, house, BAND_FONT_PX, BAND_PADDING_PX) && <text x={x + BAND_PADDING_PX} y={band.y + 11} fontSize={BAND_FONT_PX} fill="#495057">{house}</text>}
          </g>
        );
      })}
      {ingresses.filter((i) => inView(scale.instantX(i.timeMs), scale.instantX(i.timeMs))).map((i) => (
        <line key={i.timeMs} x1={scale.instantX(i.timeMs)} x2={scale.instantX(i.timeMs)} y1={band.y - 4} y2={band.y + band.h} stroke="#495057" strokeWidth={1.5} data-ingress={i.house} aria-hidden="true">
          <title>{ingressText(i)}</title>
        </line>
      ))}
    </svg>
  );
});
