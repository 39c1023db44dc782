/**
 * The map's land, coastlines and borders at the zoom on screen: world-atlas' Natural Earth
 * countries at 1:110 million for wide views and at 1:50 million from a continent in, each loaded
 * once when first needed (the finer one is a chunk of its own). The coastline is the countries'
 * outer edge (arcs with one country on a side), the borders the arcs they share.
 */
import { geoPath } from 'd3-geo';
import type { FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MapFrame } from './map-view.ts';

export type CoastDetail = '110m' | '50m';

/** Below this span of longitude the finer outlines are drawn. */
export const FINE_COAST_BELOW_SPAN_DEG = 90;

export function coastDetailFor(frame: MapFrame): CoastDetail {
  return frame.view.spanLonDeg < FINE_COAST_BELOW_SPAN_DEG ? '50m' : '110m';
}

export interface CoastShapes {
  land: FeatureCollection;
  coast: MultiLineString;
  borders: MultiLineString;
}

type Countries = Topology<{ countries: GeometryCollection }>;

export function coastShapesOf(topology: Countries): CoastShapes {
  const countries = topology.objects.countries;
  return {
    land: feature(topology, countries) as FeatureCollection,
    coast: mesh(topology, countries, (a, b) => a === b),
    borders: mesh(topology, countries, (a, b) => a !== b),
  };
}

const loaded = new Map<CoastDetail, Promise<CoastShapes>>();

/** The shapes at a detail, loaded and converted once. */
export function loadCoastShapes(detail: CoastDetail): Promise<CoastShapes> {
  let p = loaded.get(detail);
  if (!p) {
    const json = detail === '50m' ? import('world-atlas/countries-50m.json') : import('world-atlas/countries-110m.json');
    p = json.then((m) => coastShapesOf(m.default as unknown as Countries));
    loaded.set(detail, p);
  }
  return p;
}

export interface CoastPaths {
  land: string;
  coast: string;
  borders: string;
}

export function coastPaths(shapes: CoastShapes, frame: MapFrame): CoastPaths {
  const path = geoPath(frame.geo);
  return { land: path(shapes.land) ?? '', coast: path(shapes.coast) ?? '', borders: path(shapes.borders) ?? '' };
}
