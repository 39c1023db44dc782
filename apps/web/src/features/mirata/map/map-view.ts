/**
 * Where the «Mirata» map looks: its centre and the longitudes it spans (the zoom the user picks),
 * and the projection that goes with them. The projection is equirectangular with the standard
 * parallel at the centre (x = (λ − λ₀)·cos φ₁, y = φ): a cell of the field's latitude–longitude grid is
 * a rectangle on screen, so the field is drawn as runs of rectangles, exactly where its cells are,
 * while places and lines keep their true longitudes and latitudes. Degrees throughout, pixels on screen.
 */
import { geoProjection, type GeoProjection } from 'd3-geo';

export const MAP_WIDTH_PX = 960;
export const MAP_HEIGHT_PX = 540;

/** The smallest and largest spans of longitude the map shows: a province, the whole world. */
export const MIN_SPAN_LON_DEG = 2.5;
export const MAX_SPAN_LON_DEG = 360;
/** One press of «+» or «−»: the span halves or doubles. */
export const ZOOM_FACTOR = 2;
/** One press of an arrow: a quarter of the span. */
export const PAN_FRACTION = 0.25;
/** The standard parallel stops here: beyond, a degree of longitude would be too narrow to read. */
const MAX_STANDARD_PARALLEL_DEG = 60;

/** The view the user picked: the centre (degrees) and how many degrees of longitude fill the width. */
export interface MapView {
  centerLon: number;
  centerLat: number;
  spanLonDeg: number;
}

/** A box of longitudes and latitudes; west < east, either may lie beyond ±180 when the box crosses the antimeridian. */
export interface GeoBox {
  south: number;
  north: number;
  west: number;
  east: number;
}

export const WORLD_VIEW: MapView = { centerLon: 0, centerLat: 0, spanLonDeg: 360 };

/** Longitude folded into [−180, 180). */
export const wrapLon = (deg: number): number => ((((deg + 180) % 360) + 360) % 360) - 180;

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** The view's frame: its scale (pixels per degree of latitude), the standard parallel's cosine, the box it shows. */
export interface MapFrame {
  view: MapView;
  pxPerDegLat: number;
  cosStandardParallel: number;
  box: GeoBox;
  /** [x, y] on screen of a longitude and latitude (x wraps around the view's centre). */
  project: (lon: number, lat: number) => [number, number];
  /** The same projection for d3-geo's paths (coastlines, lines), clipped to the frame. */
  geo: GeoProjection;
}

function cosOf(centerLat: number): number {
  return Math.cos((clamp(centerLat, -MAX_STANDARD_PARALLEL_DEG, MAX_STANDARD_PARALLEL_DEG) * Math.PI) / 180);
}

/** A view kept inside what can be shown: span within its limits, centre latitude so the frame stays within ±90°. */
export function normalizeView(v: MapView): MapView {
  const spanLonDeg = clamp(v.spanLonDeg, MIN_SPAN_LON_DEG, MAX_SPAN_LON_DEG);
  const cos = cosOf(v.centerLat);
  const spanLatDeg = (spanLonDeg * cos * MAP_HEIGHT_PX) / MAP_WIDTH_PX;
  const halfLat = Math.min(90, spanLatDeg / 2);
  return { centerLon: wrapLon(v.centerLon), centerLat: clamp(v.centerLat, -90 + halfLat, 90 - halfLat), spanLonDeg };
}

/** The frame of a view (normalized first). */
export function mapFrame(input: MapView): MapFrame {
  const view = normalizeView(input);
  const cos = cosOf(view.centerLat);
  const pxPerDegLat = MAP_WIDTH_PX / (view.spanLonDeg * cos);
  const halfLat = MAP_HEIGHT_PX / pxPerDegLat / 2;
  const halfLon = view.spanLonDeg / 2;
  const x0 = MAP_WIDTH_PX / 2;
  const y0 = MAP_HEIGHT_PX / 2;
  const project = (lon: number, lat: number): [number, number] => [
    x0 + wrapLon(lon - view.centerLon) * cos * pxPerDegLat,
    y0 - (lat - view.centerLat) * pxPerDegLat,
  ];
  // The raw projection works in radians; d3 scales it by `scale` (pixels per radian) and centres it.
  const geo = geoProjection((lambda: number, phi: number) => [lambda * cos, phi])
    .rotate([-view.centerLon, 0])
    .scale((pxPerDegLat * 180) / Math.PI)
    .center([0, view.centerLat])
    .translate([x0, y0])
    .clipExtent([[0, 0], [MAP_WIDTH_PX, MAP_HEIGHT_PX]]);
  return {
    view,
    pxPerDegLat,
    cosStandardParallel: cos,
    box: {
      south: Math.max(-90, view.centerLat - halfLat),
      north: Math.min(90, view.centerLat + halfLat),
      west: view.centerLon - Math.min(180, halfLon),
      east: view.centerLon + Math.min(180, halfLon),
    },
    project,
    geo,
  };
}

/** Whether a point on screen is inside the frame. */
export function onScreen([x, y]: readonly [number, number]): boolean {
  return x >= 0 && x <= MAP_WIDTH_PX && y >= 0 && y <= MAP_HEIGHT_PX;
}

export type ZoomStep = 'in' | 'out';
export type PanStep = 'north' | 'south' | 'east' | 'west';

export function zoomView(v: MapView, step: ZoomStep): MapView {
  return normalizeView({ ...v, spanLonDeg: step === 'in' ? v.spanLonDeg / ZOOM_FACTOR : v.spanLonDeg * ZOOM_FACTOR });
}

export function panView(v: MapView, step: PanStep): MapView {
  const frame = mapFrame(v);
  const dLon = v.spanLonDeg * PAN_FRACTION;
  const dLat = (frame.box.north - frame.box.south) * PAN_FRACTION;
  const moves: Record<PanStep, [number, number]> = { north: [0, dLat], south: [0, -dLat], east: [dLon, 0], west: [-dLon, 0] };
  const [lon, lat] = moves[step];
  return normalizeView({ ...v, centerLon: v.centerLon + lon, centerLat: v.centerLat + lat });
}

/** A view centred on a point, showing about `radiusKm` around it (home within 1,500 km: Europe and the Mediterranean). */
export function viewAround(center: { latitude: number; longitude: number }, radiusKm: number): MapView {
  const kmPerDegLat = 111.2;
  const spanLatDeg = (2 * radiusKm) / kmPerDegLat;
  const cos = cosOf(center.latitude);
  // The span of longitude that shows the wanted latitudes within the frame's height.
  const spanLonDeg = (spanLatDeg * MAP_WIDTH_PX) / (MAP_HEIGHT_PX * cos);
  return normalizeView({ centerLon: center.longitude, centerLat: center.latitude, spanLonDeg });
}

/** The smallest view that shows every point (at least MIN_SPAN_LON_DEG across), for «adatta ai luoghi». */
export function viewFitting(points: readonly { latitude: number; longitude: number }[], marginFraction = 0.1): MapView {
  if (points.length === 0) return WORLD_VIEW;
  // Longitudes around the first point, so a set across the antimeridian is one short span.
  const ref = points[0]!.longitude;
  const lons = points.map((p) => ref + wrapLon(p.longitude - ref));
  const lats = points.map((p) => p.latitude);
  const [west, east] = [Math.min(...lons), Math.max(...lons)];
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const centerLat = (south + north) / 2;
  const cos = cosOf(centerLat);
  const spanFromLat = ((north - south) * MAP_WIDTH_PX) / (MAP_HEIGHT_PX * cos);
  const spanLonDeg = Math.max(east - west, spanFromLat) * (1 + 2 * marginFraction);
  return normalizeView({ centerLon: (west + east) / 2, centerLat, spanLonDeg });
}
