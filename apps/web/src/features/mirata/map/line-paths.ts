/**
 * The astrocartography lines on screen: each line's pieces ([longitude, latitude] points, degrees)
 * as one SVG path through the map's projection (d3-geo cuts them at the frame and the seam), and
 * where its label goes: the northernmost of its points inside the frame, so labels line up along the
 * top of the map and MC/IC lines (meridians) are named where they enter it.
 */
import { geoPath } from 'd3-geo';
import type { MultiLineString } from 'geojson';
import type { AcgAngle, MirataBody } from '@astrolabio/core';
import type { MirataLineChart, MirataLineCodes } from '@astrolabio/contract';
import { onScreen, type MapFrame } from './map-view.ts';

export interface DrawnLine {
  key: string;
  chart: MirataLineChart;
  body: MirataBody;
  angle: AcgAngle;
  /** The path ('' when the line is wholly off the frame). */
  d: string;
  /** Where to write its name, or null when no point of it is on the frame. */
  label: [number, number] | null;
}

/** Labels keep this far from the frame's edges, pixels. */
const LABEL_INSET_PX = 12;

/** The points of a piece with others between them, no two more than a degree apart (a label may fall between samples). */
function densified(segment: readonly [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  segment.forEach((p, i) => {
    const prev = segment[i - 1];
    if (prev) {
      const steps = Math.ceil(Math.max(Math.abs(p[0] - prev[0]), Math.abs(p[1] - prev[1])));
      for (let k = 1; k < steps; k++) out.push([prev[0] + ((p[0] - prev[0]) * k) / steps, prev[1] + ((p[1] - prev[1]) * k) / steps]);
    }
    out.push(p);
  });
  return out;
}

/** A label's box on screen, for keeping labels apart: about six characters of 11 px, one line. */
const LABEL_WIDTH_PX = 40;
const LABEL_HEIGHT_PX = 13;

/**
 * Labels moved down their own column until they overlap no earlier one (lines that meet the top of
 * the frame close together would otherwise write over each other).
 */
export function spreadLabels(lines: DrawnLine[]): DrawnLine[] {
  const placed: [number, number][] = [];
  return lines.map((l) => {
    if (!l.label) return l;
    const x = l.label[0];
    let y = l.label[1];
    while (placed.some(([px, py]) => Math.abs(px - x) < LABEL_WIDTH_PX && Math.abs(py - y) < LABEL_HEIGHT_PX)) y += LABEL_HEIGHT_PX;
    placed.push([x, y]);
    return { ...l, label: [x, y] };
  });
}

export function linePaths(lines: readonly MirataLineCodes[], frame: MapFrame): DrawnLine[] {
  const path = geoPath(frame.geo);
  return lines.map((line) => {
    const geometry: MultiLineString = { type: 'MultiLineString', coordinates: line.segments };
    let label: [number, number] | null = null;
    for (const segment of line.segments) {
      for (const [lon, lat] of densified(segment)) {
        const xy = frame.project(lon, lat);
        if (!onScreen(xy) || xy[1] < LABEL_INSET_PX || xy[0] < LABEL_INSET_PX) continue;
        if (!label || xy[1] < label[1]) label = xy;
      }
    }
    return { key: `${line.chart}|${line.body}|${line.angle}`, chart: line.chart, body: line.body, angle: line.angle, d: path(geometry) ?? '', label };
  });
}
