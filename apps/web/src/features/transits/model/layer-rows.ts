/**
 * Geometry and words of a technique layer's timeline row, as pure functions (the component only
 * draws): the bar from start to end, the start, peak and end markers, the exact ticks, and the
 * row's label with its first exact date in the browser's zone.
 */
import { formatLocalInstantIt, formatOrb } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import type { LayerEvent } from './layers.ts';

export interface LayerRowGeometry {
  /** The bar's left and right x (px); an instant event is a 2-px bar at its x. */
  x1: number;
  x2: number;
  markers: { kind: 'start' | 'peak' | 'end'; x: number }[];
  exactX: number[];
  /** An aspect in orb that never comes exact in the period: drawn fainter (NEVER_EXACT_OPACITY), and its label says so. */
  neverExact: boolean;
}

/**
 * Where an event is on an axis that maps an instant (epoch ms) to x (clamped to the drawn window).
 * The bar reaches its exact ticks too: an eclipse's contacts may both lie after (or before) its
 * lunation's instant (a grazing eclipse, the penumbral one of 18/07/2027 begins 11 minutes after
 * the full Moon), and a tick off its bar reads as another event's. The markers stay on the contacts.
 */
export function layerRowGeometry(e: LayerEvent, instantX: (ms: number) => number): LayerRowGeometry {
  const exactX = e.exactMs.map(instantX);
  const x1 = Math.min(instantX(e.startMs), ...exactX);
  const x2 = Math.max(instantX(e.endMs), ...exactX, x1 + 2);
  const markers: LayerRowGeometry['markers'] = e.startMs === e.endMs
    ? []
    : [{ kind: 'start', x: instantX(e.startMs) }, { kind: 'peak', x: instantX(e.peakMs) }, { kind: 'end', x: instantX(e.endMs) }];
  return { x1, x2, markers, exactX, neverExact: e.exactMs.length === 0 };
}

/**
 * A row's words: layerWhenText, or for an aspect that never comes exact in the period its closest
 * orb and when («non esatto nel periodo: orbita minima 0°42′ il 3 marzo 2030»), so that an aspect in
 * orb for years is not read as one that perfects.
 */
export function layerRowWhenText(e: LayerEvent, timeZone?: string): string {
  if (e.exactMs.length > 0) return layerWhenText(e, timeZone);
  return it.layers.neverExact(formatOrb(e.peakOrbDeg), formatLocalInstantIt(e.peakMs, timeZone).date);
}

/** «esatto il 14 marzo 2027 alle 09:12», or «il …» for an instant event; the first exact instant. */
export function layerWhenText(e: LayerEvent, timeZone?: string): string {
  const first = e.exactMs[0];
  if (first === undefined) return it.layers.activeUntil(formatLocalInstantIt(e.endMs, timeZone).date);
  const { date, time } = formatLocalInstantIt(first, timeZone);
  return e.startMs === e.endMs ? it.layers.on(date, time) : it.layers.exactOn(date, time);
}
