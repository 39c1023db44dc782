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

export interface SwetestEclipse {
  /** swetest's words for the type: total, annular, partial, ann-tot, penumb. */
  typeWord: string;
  maxJd: number;
}

/** The first line of each eclipse: its type words and, last, the Julian day of the maximum (6 decimals). */
export function eclipses(kind: 'solar' | 'lunar'): SwetestEclipse[] {
  return read(`eclipses-${kind}.txt`).split('\n')
    .filter((l) => / (solar|lunar)/.test(l) && !l.startsWith('$') && !l.startsWith('swetest'))
    .map((l) => ({ typeWord: l.split(/[\s\t]/)[0]!, maxJd: Number(l.trim().split(/\s+/).at(-1)) }));
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
