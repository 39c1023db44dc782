/**
 * Reads fixtures/swetest-techniques (see its README): progressed positions and angles, eclipses and
 * lunations as swetest printed them, into plain numbers. Nothing here computes a reference: it only
 * parses (and, for a lunation, interpolates linearly between swetest's two instants 1.44 min apart).
 */
import { readFileSync } from 'node:fs';

const DIR = new URL('../../../fixtures/swetest-techniques/', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, DIR), 'utf8');

export interface TechniquesManifest {
  tropicalYearDays: number;
  charts: { id: string; jd: number; latitude: number; longitude: number }[];
  lunations: { fromJd: number; toJd: number; count: number };
  angleEvents: { spanYears: number; count: number };
}
export const MANIFEST = JSON.parse(read('manifest.json')) as TechniquesManifest;

/** Sections of a file: a `# key value key value …` header and the text up to the next header. */
function sections(text: string): { header: Record<string, string>; body: string }[] {
  return text.split(/^# /m).filter((s) => s.trim() !== '').map((s) => {
    const [head, ...rest] = s.split('\n');
    const words = head!.trim().split(/\s+/);
    const header: Record<string, string> = words.length % 2 === 1 ? { kind: words[0]! } : {};
    for (let i = words.length % 2; i + 1 < words.length; i += 2) header[words[i]!] = words[i + 1]!;
    return { header, body: rest.join('\n') };
  });
}

/** swetest's -p letters in the fixture's order, as the ephemeris' body codes. */
const BODY_ORDER = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'chiron', 'lilith', 'trueNode', 'meanNode'] as const;
export type FixtureBody = (typeof BODY_ORDER)[number];

export interface ProgressedPositionsCase {
  chart: string;
  ageYears: number;
  progressedJd: number;
  /** Longitude, latitude (degrees) and speed (degrees a day) of each body. */
  bodies: Record<FixtureBody, { longitude: number; latitude: number; speed: number }>;
}

export function progressedPositionCases(): ProgressedPositionsCase[] {
  return sections(read('progressed-positions.txt')).map(({ header, body }) => {
    const rows = body.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('$'));
    const bodies = {} as ProgressedPositionsCase['bodies'];
    BODY_ORDER.forEach((code, i) => {
      const [longitude, latitude, speed] = rows[i]!.trim().split(/\s+/).slice(-3).map(Number);
      bodies[code] = { longitude: longitude!, latitude: latitude!, speed: speed! };
    });
    return { chart: header.chart!, ageYears: Number(header.age), progressedJd: Number(header.progressedJd), bodies };
  });
}

export interface ProgressedAnglesCase {
  chart: string;
  ageYears: number;
  method: 'solarArcRightAscension' | 'naibod';
  targetArmcDeg: number;
  /** swetest's houses at the instant whose ARMC is the target. */
  armcDeg: number;
  ascendant: number;
  midheaven: number;
}

function houseRow(text: string, label: string): number {
  const row = text.split('\n').find((l) => l.startsWith(label));
  return Number(row!.slice(label.length).trim().split(/\s+/)[0]);
}

export function progressedAngleCases(): ProgressedAnglesCase[] {
  return sections(read('progressed-angles.txt')).map(({ header, body }) => {
    const last = body.slice(body.lastIndexOf('$ swetest'));
    return {
      chart: header.chart!,
      ageYears: Number(header.age),
      method: header.method as ProgressedAnglesCase['method'],
      targetArmcDeg: Number(header.targetArmc),
      armcDeg: houseRow(last, 'ARMC'),
      ascendant: houseRow(last, 'Ascendant'),
      midheaven: houseRow(last, 'MC'),
    };
  });
}

export interface ProgressedAngleEvent {
  chart: string;
  method: 'solarArcRightAscension' | 'naibod';
  angle: 'ascendant' | 'midheaven';
  natalPoint: string;
  /** The side: arc from the natal point to the progressed angle, degrees. */
  sideDeg: number;
  /** The calendar instant of the exact aspect, Julian day UT (the script's birth + age × 365.24219). */
  jd: number;
  /** swetest's angle at the ARMC of the event, and the aspect point it was narrowed to. */
  angleDeg: number;
  targetDeg: number;
}

/** Each exact aspect of a progressed angle: its header, and swetest's Ascendant or MC in the houses run under it. */
export function progressedAngleEvents(): ProgressedAngleEvent[] {
  return sections(read('progressed-angle-events.txt')).filter(({ header }) => header.method !== undefined).map(({ header, body }) => {
    const angle = header.angle as ProgressedAngleEvent['angle'];
    return {
      chart: header.chart!,
      method: header.method as ProgressedAngleEvent['method'],
      angle,
      natalPoint: header.natalPoint!,
      sideDeg: Number(header.side),
      jd: Number(header.jd),
      angleDeg: houseRow(body, angle === 'ascendant' ? 'Ascendant' : 'MC'),
      targetDeg: Number(header.targetDeg),
    };
  });
}

export interface SwetestEclipse {
  /** swetest's words for the type: total, annular, partial, ann-tot, penumb. */
  typeWord: string;
  maxJd: number;
  /** The first and last contacts (solar: of the partial phase anywhere on Earth; lunar: of the penumbra), Julian days UT. */
  firstContactJd: number;
  lastContactJd: number;
}

/** A time of day `HH:MM:SS.s` (UT) as the Julian day nearest `nearJd`: contacts may fall on the day before or after the maximum. */
function timeNear(text: string, nearJd: number): number {
  const [h, m, sec] = text.split(':').map((x) => Number(x.trim()));
  const day0 = Math.floor(nearJd - 0.5) + 0.5;
  const jd = day0 + (h! * 3600 + m! * 60 + sec!) / 86_400;
  return jd + Math.round(nearJd - jd);
}

/**
 * Each eclipse: its first line (type words and, last, the Julian day of the maximum, 6 decimals)
 * and the next (the contacts, `-` for a phase that does not happen): the first and last are the
 * eclipse's first and last contact. swetest pads single-digit fields with spaces (` 2:13: 5.8`).
 */
export function eclipses(kind: 'solar' | 'lunar'): SwetestEclipse[] {
  const lines = read(`eclipses-${kind}.txt`).split('\n');
  const out: SwetestEclipse[] = [];
  lines.forEach((l, i) => {
    if (!/ (solar|lunar)/.test(l) || l.startsWith('$') || l.startsWith('swetest')) return;
    const maxJd = Number(l.trim().split(/\s+/).at(-1));
    const contacts = lines[i + 1]!.replace(/dt=.*$/, '').match(/\d{1,2}:[ \d]\d:[ \d]\d\.\d/g)!;
    out.push({
      typeWord: l.split(/[\s\t]/)[0]!,
      maxJd,
      firstContactJd: timeNear(contacts[0]!, maxJd),
      lastContactJd: timeNear(contacts.at(-1)!, maxJd),
    });
  });
  return out;
}

export interface SwetestLunation {
  kind: 'newMoon' | 'fullMoon';
  jd: number;
}

/** Each lunation: the elongation's signed arc to 0° or 180° at swetest's two instants, interpolated to zero. */
export function lunations(): SwetestLunation[] {
  return sections(read('lunations.txt')).map(({ header, body }) => {
    const command = body.split('\n').find((l) => l.startsWith('$'))!;
    const from = Number(/-bj(\S+)/.exec(command)![1]);
    const step = Number(/ -s(\S+)/.exec(command)![1]);
    const [sun0, moon0, sun1, moon1] = body.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('$')).map(Number);
    const phase = header.kind === 'newMoon' ? 0 : 180;
    const arc = (sun: number, moon: number) => {
      const d = ((((moon - sun - phase) % 360) + 360) % 360);
      return d > 180 ? d - 360 : d;
    };
    const [a, b] = [arc(sun0!, moon0!), arc(sun1!, moon1!)];
    return { kind: header.kind as SwetestLunation['kind'], jd: from + step * (a / (a - b)) };
  });
}
