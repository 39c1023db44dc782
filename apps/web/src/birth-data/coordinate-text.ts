/**
 * Coordinates as people paste or type them into the latitude and longitude fields: decimal degrees
 * with a dot or a comma (41.9028, 41,9028), the pair map sites copy (41.90278, 12.49637), the
 * map links of Google Maps and OpenStreetMap, and degrees, minutes and seconds with a hemisphere
 * letter (41°54′10″N, 41°54'10"N, 12°29′46″ O: Italian writes O for ovest). Pure, no React.
 */
import { LATITUDE_RANGE_DEG, LONGITUDE_RANGE_DEG, type NumberRange } from '@astrolabio/contract';

export type CoordinateAxis = 'latitude' | 'longitude';

/** What is wrong with a text, as a code; the UI words it (i18n/it.ts). */
export type CoordinateProblem =
  /** Not a coordinate in any format we read. */
  | 'unreadable'
  /** Minutes or seconds of 60 or more. */
  | 'minutesOrSeconds'
  /** A value outside the field's range (a latitude of 95, or 419028). */
  | 'outOfRange'
  /** A hemisphere letter of the other axis: `12°29′E` in the latitude field. */
  | 'otherAxis';

export type CoordinateText =
  | { kind: 'empty' }
  /** One value for the field that was read. */
  | { kind: 'value'; valueDeg: number }
  /** Both coordinates at once, wherever they were pasted. */
  | { kind: 'pair'; latitudeDeg: number; longitudeDeg: number }
  | { kind: 'invalid'; problem: CoordinateProblem; axis: CoordinateAxis };

export const COORDINATE_RANGE_DEG: Readonly<Record<CoordinateAxis, NumberRange>> = {
  latitude: LATITUDE_RANGE_DEG,
  longitude: LONGITUDE_RANGE_DEG,
};

/** The spec's coordinate step is a millionth of a degree (COORDINATE_STEP_DEG): results are rounded to it. */
const DECIMALS = 6;
const round = (deg: number) => Number(deg.toFixed(DECIMALS)) || 0;

const HEMISPHERE_WORDS: Readonly<Record<string, string>> = {
  NORD: 'N', NORTH: 'N', SUD: 'S', SOUTH: 'S', EST: 'E', EAST: 'E', OVEST: 'O', WEST: 'W',
};
const HEMISPHERE_AXIS: Readonly<Record<string, CoordinateAxis>> = { N: 'latitude', S: 'latitude', E: 'longitude', W: 'longitude', O: 'longitude' };
const NEGATIVE_HEMISPHERES = new Set(['S', 'W', 'O']);

/** One spelling per symbol: ° for degrees, ' for minutes, " for seconds, - for minus, plain spaces, capitals. */
function normalize(text: string): string {
  return text
    .replace(/[\u00a0\u2000-\u200b\u202f]/g, ' ')
    .replace(/[\u2212\u2013]/g, '-')
    .replace(/[º˚]/g, '°')
    .replace(/''|′′|[″”“]/g, '"')
    .replace(/[′’‘´`]/g, "'")
    .toUpperCase()
    .replace(/\b(NORD|NORTH|SUD|SOUTH|EST|EAST|OVEST|WEST)\b/g, (w) => HEMISPHERE_WORDS[w]!)
    .trim();
}

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
const DECIMAL = String.raw`[+-]?\d+\.\d+`;
/** Google Maps (`@41.9027835,12.4963655,17z`) and OpenStreetMap (`#map=17/41.90278/12.49637`) links. */
const MAP_LINK = new RegExp(String.raw`(?:@(${DECIMAL}),(${DECIMAL})|MAP=\d+(?:\.\d+)?/(${DECIMAL})/(${DECIMAL}))`);
const DMS = new RegExp(String.raw`^(${NUMBER})\s*(°)?\s*(?:(${NUMBER})\s*(')?\s*(?:(${NUMBER})\s*(")?)?)?$`);

interface ParsedPart {
  valueDeg: number;
  /** From a hemisphere letter, when there is one. */
  axis: CoordinateAxis | null;
}

const num = (s: string) => Number(s.replace(',', '.'));
const isWhole = (s: string | undefined) => s === undefined || /^\d+$/.test(s);

/** One coordinate: decimal degrees, or degrees-minutes(-seconds), signed or with a hemisphere letter. */
function parsePart(text: string): ParsedPart | 'unreadable' | 'minutesOrSeconds' {
  let t = text.trim();
  let hemisphere: string | null = null;
  const lead = /^([NSEWO])\s*/.exec(t);
  const trail = /\s*([NSEWO])$/.exec(t);
  if (lead && trail) return 'unreadable';
  if (lead) {
    hemisphere = lead[1]!;
    t = t.slice(lead[0].length);
  } else if (trail) {
    hemisphere = trail[1]!;
    t = t.slice(0, t.length - trail[0].length);
  }
  const sign = /^[+-]/.exec(t)?.[0];
  if (sign) t = t.slice(1).trim();
  if (sign === '-' && hemisphere) return 'unreadable'; // -41 N says south and north at once
  const m = DMS.exec(t);
  if (!m) return 'unreadable';
  const [, deg, degSign, min, minSign, sec] = m;
  if (min !== undefined) {
    // Only the last number may have decimals, and bare "41 54" could be a pair as well as 41°54′:
    // minutes need a degree or minute sign, or a hemisphere letter, to be read as minutes.
    if (!isWhole(deg) || (sec !== undefined && !isWhole(min))) return 'unreadable';
    if (!degSign && !minSign && !hemisphere) return 'unreadable';
    if (num(min) >= 60 || (sec !== undefined && num(sec) >= 60)) return 'minutesOrSeconds';
  }
  const magnitude = num(deg!) + (min ? num(min) / 60 : 0) + (sec ? num(sec) / 3600 : 0);
  const negative = sign === '-' || (hemisphere !== null && NEGATIVE_HEMISPHERES.has(hemisphere));
  return { valueDeg: round(negative ? -magnitude : magnitude), axis: hemisphere ? HEMISPHERE_AXIS[hemisphere]! : null };
}

/** The two halves of a text holding a latitude and a longitude, or null when it holds one value. */
function splitPair(t: string): [string, string] | null {
  const parts = (re: RegExp) => t.split(re).map((s) => s.trim()).filter((s) => s !== '');
  if (t.includes(';')) {
    const p = parts(/;/);
    return p.length === 2 ? [p[0]!, p[1]!] : null;
  }
  // Two hemisphere letters: split after the first one written after its number, or before the
  // second one written before its number.
  const letters = [...t.matchAll(/[NSEWO]/g)];
  if (letters.length === 2) {
    const first = letters[0]!.index;
    const second = letters[1]!.index;
    const cut = first === 0 ? second : first + 1;
    return [t.slice(0, cut).replace(/,\s*$/, '').trim(), t.slice(cut).replace(/^\s*,/, '').trim()];
  }
  if (/['"°]/.test(t) || letters.length > 0) return null;
  // Plain numbers: "41.9, 12.5" and "41,9, 12,5" (comma and space), "41.9,12.5" (one comma between
  // dotted numbers), "41,9 12,5" (a space), "41,9,12,5" (three commas: two decimal commas).
  const byCommaSpace = parts(/,\s+/);
  if (byCommaSpace.length === 2) return [byCommaSpace[0]!, byCommaSpace[1]!];
  const bySpace = parts(/\s+/);
  if (bySpace.length === 2 && bySpace.some((p) => /[.,]/.test(p))) return [bySpace[0]!, bySpace[1]!];
  const commas = t.split(',').length - 1;
  if (commas === 1 && t.includes('.')) {
    const p = parts(/,/);
    return [p[0]!, p[1]!];
  }
  if (commas === 3 && !t.includes('.') && !/\s/.test(t)) {
    const p = t.split(',');
    return [`${p[0]},${p[1]}`, `${p[2]},${p[3]}`];
  }
  return null;
}

const inRange = (deg: number, axis: CoordinateAxis) => deg >= COORDINATE_RANGE_DEG[axis].min && deg <= COORDINATE_RANGE_DEG[axis].max;

/** Both halves as latitude then longitude (or as their letters say), checked against the ranges. */
function readPair(first: ParsedPart, second: ParsedPart): CoordinateText {
  let lat = first;
  let lon = second;
  if (first.axis === 'longitude' || second.axis === 'latitude') [lat, lon] = [second, first];
  if (lat.axis === 'longitude' || lon.axis === 'latitude') return { kind: 'invalid', problem: 'unreadable', axis: 'latitude' };
  if (!inRange(lat.valueDeg, 'latitude')) return { kind: 'invalid', problem: 'outOfRange', axis: 'latitude' };
  if (!inRange(lon.valueDeg, 'longitude')) return { kind: 'invalid', problem: 'outOfRange', axis: 'longitude' };
  return { kind: 'pair', latitudeDeg: lat.valueDeg, longitudeDeg: lon.valueDeg };
}

/**
 * What a text typed or pasted into the `axis` field holds: nothing, one value for that field, both
 * coordinates, or a problem (reported on `axis`, or on the pair's coordinate at fault).
 */
export function readCoordinateText(text: string, axis: CoordinateAxis): CoordinateText {
  const t = normalize(text).replace(/^GEO:/, '');
  if (t === '') return { kind: 'empty' };
  const link = MAP_LINK.exec(t);
  if (link) {
    const [lat, lon] = link[1] !== undefined ? [link[1], link[2]!] : [link[3]!, link[4]!];
    return readPair({ valueDeg: round(Number(lat)), axis: null }, { valueDeg: round(Number(lon)), axis: null });
  }
  const halves = splitPair(t);
  if (halves) {
    const first = parsePart(halves[0]);
    const second = parsePart(halves[1]);
    if (typeof first === 'string') return { kind: 'invalid', problem: first, axis };
    if (typeof second === 'string') return { kind: 'invalid', problem: second, axis };
    return readPair(first, second);
  }
  const part = parsePart(t);
  if (typeof part === 'string') return { kind: 'invalid', problem: part, axis };
  if (part.axis !== null && part.axis !== axis) return { kind: 'invalid', problem: 'otherAxis', axis };
  if (!inRange(part.valueDeg, axis)) return { kind: 'invalid', problem: 'outOfRange', axis };
  return { kind: 'value', valueDeg: part.valueDeg };
}

/** True when the text is plain decimal degrees as typed (41,9028 or -3.7), which the field keeps as it is. */
export function isPlainDecimal(text: string): boolean {
  return /^\s*[+-]?\d+(?:[.,]\d*)?\s*$/.test(text);
}
