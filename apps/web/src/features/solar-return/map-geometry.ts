/**
 * The «Mirata» map's geometry: a Natural Earth projection fitted to home and the places found (the
 * whole world when they spread over it), the land outline as one SVG path, each place as a point.
 * The outline is world-atlas' land-110m (Natural Earth, public domain), shipped with the app's code.
 */
import { geoNaturalEarth1, geoPath, type GeoProjection } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import land110m from 'world-atlas/land-110m.json';

export const MAP_WIDTH = 640;
export const MAP_HEIGHT = 340;
const MARGIN_PX = 16;
/** Smallest span fitted, degrees: a few nearby places still show their coast. */
const MIN_SPAN_DEG = 8;

const LAND = feature(land110m as unknown as Topology<{ land: GeometryCollection }>, (land110m as unknown as Topology<{ land: GeometryCollection }>).objects.land);

export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** The projection that fits the points (at least MIN_SPAN_DEG across) into the map. */
export function mapProjection(points: readonly MapPoint[]): GeoProjection {
  const lats = points.map((p) => p.latitude);
  const lons = points.map((p) => p.longitude);
  const pad = (lo: number, hi: number) => {
    const extra = Math.max(0, MIN_SPAN_DEG - (hi - lo)) / 2;
    return [lo - extra, hi + extra] as const;
  };
  const [south, north] = pad(Math.min(...lats), Math.max(...lats));
  const [west, east] = pad(Math.min(...lons), Math.max(...lons));
  const box = {
    type: 'Feature' as const,
    properties: {},
    geometry: {
      type: 'MultiPoint' as const,
      coordinates: [[west, Math.max(-85, south)], [east, Math.min(85, north)], [west, Math.min(85, north)], [east, Math.max(-85, south)]],
    },
  };
  return geoNaturalEarth1().fitExtent([[MARGIN_PX, MARGIN_PX], [MAP_WIDTH - MARGIN_PX, MAP_HEIGHT - MARGIN_PX]], box);
}

/** The land outline in the projection, as an SVG path. */
export function landPath(projection: GeoProjection): string {
  return geoPath(projection)(LAND) ?? '';
}

/** A point in the projection, or null when it falls outside the drawn map. */
export function projectPoint(projection: GeoProjection, p: MapPoint): [number, number] | null {
  const xy = projection([p.longitude, p.latitude]);
  if (!xy) return null;
  const [x, y] = xy;
  return x >= 0 && x <= MAP_WIDTH && y >= 0 && y <= MAP_HEIGHT ? [x, y] : null;
}
