/**
 * The field on screen: the grid's cells (one byte each: the natal house of the return Ascendant
 * and the rules' verdict, core's field.ts) turned into one SVG path per house and one for the
 * vetoed cells, each a run of same-valued cells along a row drawn as one rectangle. In the map's
 * projection (map-view.ts) a cell is a rectangle, so the runs sit exactly on their cells. Only the
 * rows and columns inside the frame are drawn; a run that crosses the frame's seam (the longitude
 * opposite the centre) is cut there.
 */
import { FIELD_VERDICT_SHIFT, HOUSE_COUNT, MIRATA_VERDICTS, type FieldGrid } from '@astrolabio/core';
import { MAP_HEIGHT_PX, MAP_WIDTH_PX, type MapFrame } from './map-view.ts';

export interface FieldGridShape extends FieldGrid {
  rows: number;
  columns: number;
}

export interface FieldPaths {
  /** Index 0 is house 1: the path of the cells whose return Ascendant falls in that natal house ('' when none). */
  houses: string[];
  /** The cells the rules discard (a veto): drawn hatched over the houses. */
  vetoed: string;
  /** How many cells were drawn (for tests and the benchmark's sake). */
  cellsDrawn: number;
}

const DISCARDED = MIRATA_VERDICTS.indexOf('discarded');
const round1 = (x: number) => Math.round(x * 10) / 10;

/** One rectangle as path commands. */
function rect(x0: number, y0: number, x1: number, y1: number): string {
  return `M${round1(x0)} ${round1(y0)}H${round1(x1)}V${round1(y1)}H${round1(x0)}Z`;
}

/** The x of each column's west and east edges on screen, clipped to the frame (NaN where the column is off it). */
function columnEdges(grid: FieldGridShape, frame: MapFrame): { west: Float64Array; east: Float64Array } {
  const west = new Float64Array(grid.columns);
  const east = new Float64Array(grid.columns);
  for (let c = 0; c < grid.columns; c++) {
    const lonWest = grid.west + c * grid.stepDeg;
    const x0 = frame.project(lonWest, 0)[0];
    // Not projected: the east edge of a column at the seam would wrap to the other side.
    const x1 = x0 + grid.stepDeg * frame.cosStandardParallel * frame.pxPerDegLat;
    const visible = x1 > 0 && x0 < MAP_WIDTH_PX;
    west[c] = visible ? Math.max(0, x0) : Number.NaN;
    east[c] = visible ? Math.min(MAP_WIDTH_PX, x1) : Number.NaN;
  }
  return { west, east };
}

/** The SVG paths of a field in a frame. */
export function fieldPaths(grid: FieldGridShape, cells: Uint8Array, frame: MapFrame): FieldPaths {
  const houses: string[][] = Array.from({ length: HOUSE_COUNT }, () => []);
  const vetoed: string[] = [];
  const { west, east } = columnEdges(grid, frame);
  let cellsDrawn = 0;
  for (let r = 0; r < grid.rows; r++) {
    const latTop = grid.north - r * grid.stepDeg;
    const yTop = Math.max(0, frame.project(grid.west, latTop)[1]);
    const yBottom = Math.min(MAP_HEIGHT_PX, frame.project(grid.west, Math.max(grid.south, latTop - grid.stepDeg))[1]);
    if (yBottom <= 0 || yTop >= MAP_HEIGHT_PX || yBottom <= yTop) continue;
    const row = r * grid.columns;
    // Houses: runs of one house; veto: runs of discarded cells. Each run ends at an invisible column or a jump in x (the seam).
    let houseStart = -1;
    let house = 0;
    let vetoStart = -1;
    for (let c = 0; c <= grid.columns; c++) {
      const visible = c < grid.columns && !Number.isNaN(west[c]!);
      const contiguous = visible && c > 0 && !Number.isNaN(east[c - 1]!) && Math.abs(west[c]! - east[c - 1]!) < 0.5;
      const byte = visible ? cells[row + c]! : 0;
      const h = byte & 15;
      const isVeto = visible && ((byte >> FIELD_VERDICT_SHIFT) & 3) === DISCARDED;
      if (houseStart >= 0 && (!contiguous || h !== house)) {
        if (house >= 1 && house <= HOUSE_COUNT) houses[house - 1]!.push(rect(west[houseStart]!, yTop, east[c - 1]!, yBottom));
        houseStart = -1;
      }
      if (vetoStart >= 0 && (!contiguous || !isVeto)) {
        vetoed.push(rect(west[vetoStart]!, yTop, east[c - 1]!, yBottom));
        vetoStart = -1;
      }
      if (!visible) continue;
      cellsDrawn++;
      if (houseStart < 0) {
        houseStart = c;
        house = h;
      }
      if (isVeto && vetoStart < 0) vetoStart = c;
    }
  }
  return { houses: houses.map((parts) => parts.join('')), vetoed: vetoed.join(''), cellsDrawn };
}

/** The field's cell under a point on screen (house and verdict index), or null off the grid: what the map says at the pointer. */
export function cellAt(grid: FieldGridShape, cells: Uint8Array, lon: number, lat: number): number | null {
  const r = Math.floor((grid.north - lat) / grid.stepDeg);
  const width = grid.east > grid.west ? grid.east - grid.west : grid.east + 360 - grid.west;
  const offset = (((lon - grid.west) % 360) + 360) % 360;
  if (offset >= width) return null;
  const c = Math.floor(offset / grid.stepDeg);
  if (r < 0 || r >= grid.rows || c < 0 || c >= grid.columns) return null;
  return cells[r * grid.columns + c]!;
}
