/**
 * Which field to ask the server for, for the frame on screen: the region it shows (snapped outward
 * to the grid's step, the whole world when it spans it) and the finest step that keeps the grid
 * about as wide as the map in pixels (0.5° for the world, 0.1° from a continent in), so a cell is
 * never much smaller than a pixel and never larger than a few. The frame's shape keeps such a grid
 * well under the server's MAX_FIELD_CELLS (at most 720 columns by about 810 rows).
 */
import { FIELD_STEPS_DEG } from '@astrolabio/core';
import { MAP_WIDTH_PX, wrapLon, type MapFrame } from './map-view.ts';

/** Columns a field may have across the map: about one per pixel and a third. */
const MAX_COLUMNS = 720;

export interface FieldRegion {
  /** Absent: the whole world. */
  regione?: { sud: number; nord: number; ovest: number; est: number };
  passoGradi: (typeof FIELD_STEPS_DEG)[number];
}

const floorTo = (x: number, step: number) => Math.floor(x / step + 1e-9) * step;
const ceilTo = (x: number, step: number) => Math.ceil(x / step - 1e-9) * step;
/** Degrees written as the grid steps are (no 12.299999999). */
const tidy = (x: number) => Math.round(x * 1000) / 1000;

export function fieldRegionFor(frame: MapFrame): FieldRegion {
  const { box } = frame;
  const spanLon = box.east - box.west;
  const step = [...FIELD_STEPS_DEG].sort((a, b) => a - b).find((s) => spanLon / s <= Math.max(MAX_COLUMNS, MAP_WIDTH_PX)) ?? FIELD_STEPS_DEG[0];
  if (spanLon >= 360 && box.south <= -90 && box.north >= 90) return { passoGradi: step };
  const south = Math.max(-90, floorTo(box.south, step));
  const north = Math.min(90, ceilTo(box.north, step));
  let regione: NonNullable<FieldRegion['regione']>;
  if (spanLon >= 360) regione = { sud: tidy(south), nord: tidy(north), ovest: -180, est: 180 };
  else {
    const west = wrapLon(floorTo(box.west, step));
    let east = wrapLon(ceilTo(box.east, step));
    if (east === -180) east = 180;
    regione = { sud: tidy(south), nord: tidy(north), ovest: tidy(west), est: tidy(east) };
  }
  return { regione, passoGradi: step };
}
