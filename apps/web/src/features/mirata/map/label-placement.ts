/**
 * Which place names the map writes at the zoom on screen, and where: the countries large enough on
 * screen to hold their name, then the cities, most populous first, each only where it overlaps no
 * name already written (so zooming in brings smaller towns, as on a paper atlas). Text widths are
 * estimated from the number of characters at the font sizes the map draws with.
 */
import type { MapLabelsFile } from './map-labels-file.ts';
import { MAP_HEIGHT_PX, MAP_WIDTH_PX, onScreen, type MapFrame } from './map-view.ts';

export const COUNTRY_FONT_PX = 12;
export const CITY_FONT_PX = 11;
/** Average advance of a character, as a fraction of the font size (sans-serif, mixed case). */
const CHAR_WIDTH_EM = 0.58;
/** The city's dot and the gap before its name, pixels. */
export const CITY_DOT_GAP_PX = 5;
/** At most this many city names on the map at once, so the field under them stays readable. */
export const MAX_CITY_LABELS = 45;
/** A country is named when its largest piece covers at least this many times the name's box on screen. */
const COUNTRY_AREA_FACTOR = 3;

export interface PlacedLabel {
  text: string;
  x: number;
  y: number;
}

export interface PlacedLabels {
  countries: PlacedLabel[];
  /** (x, y) is the city's point; the name is written to its right. */
  cities: PlacedLabel[];
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
export const textWidthPx = (text: string, fontPx: number) => text.length * fontPx * CHAR_WIDTH_EM;

/** Screen area (px²) of an area in steradians near latitude `lat`, in the frame's projection. */
function screenAreaPx(areaSr: number, lat: number, frame: MapFrame): number {
  const pxPerRad = (frame.pxPerDegLat * 180) / Math.PI;
  // Equirectangular with a standard parallel: areas grow as cos φ₁ / cos φ away from it.
  return (areaSr * pxPerRad * pxPerRad * frame.cosStandardParallel) / Math.max(0.05, Math.cos((lat * Math.PI) / 180));
}

/**
 * The labels for a frame. `reserved` are boxes already taken on screen (the candidate places' own
 * names), which no place name may cover.
 */
export function placeLabels(file: MapLabelsFile, frame: MapFrame, reserved: readonly Box[] = []): PlacedLabels {
  const taken: Box[] = [...reserved];
  const countries: PlacedLabel[] = [];
  for (const [text, lon, lat, areaMicroSr] of file.countries) {
    const [x, y] = frame.project(lon, lat);
    if (!onScreen([x, y])) continue;
    const w = textWidthPx(text, COUNTRY_FONT_PX);
    const h = COUNTRY_FONT_PX * 1.2;
    if (screenAreaPx(areaMicroSr * 1e-6, lat, frame) < COUNTRY_AREA_FACTOR * w * h) continue;
    const box = { x0: x - w / 2, y0: y - h / 2, x1: x + w / 2, y1: y + h / 2 };
    if (taken.some((b) => overlaps(b, box))) continue;
    taken.push(box);
    countries.push({ text, x, y });
  }
  const cities: PlacedLabel[] = [];
  for (const [text, lon, lat] of file.cities) {
    if (cities.length >= MAX_CITY_LABELS) break;
    const [x, y] = frame.project(lon, lat);
    const w = textWidthPx(text, CITY_FONT_PX);
    const box = { x0: x - 3, y0: y - CITY_FONT_PX * 0.7, x1: x + CITY_DOT_GAP_PX + w, y1: y + CITY_FONT_PX * 0.7 };
    if (box.x0 < 0 || box.x1 > MAP_WIDTH_PX || box.y0 < 0 || box.y1 > MAP_HEIGHT_PX) continue;
    if (taken.some((b) => overlaps(b, box))) continue;
    taken.push(box);
    cities.push({ text, x, y });
  }
  return { countries, cities };
}
