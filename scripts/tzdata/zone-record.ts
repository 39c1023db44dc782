/**
 * Turns a TZif file's contents into the record data/tzdata/zones.tsv keeps: transitions from
 * 1700 on (the supported dates start in 1800), no transition that changes nothing, and none that
 * the footer rule gives anyway (so a zone following the EU rules lists nothing after 1996).
 */
import { parsePosixTz, posixTransitionsInYear, type TzType, type ZoneRecord } from '@astrolabio/places';
import type { TzifZone } from './tzif.ts';

/** Transitions before this (1700-01-01) are folded into the type in force at the start. */
const FIRST_KEPT_SECONDS = Date.UTC(1700, 0, 1) / 1000;

function sameType(a: TzType, b: TzType): boolean {
  return a.offsetSeconds === b.offsetSeconds && a.isDst === b.isDst && a.abbreviation === b.abbreviation;
}

export function zoneRecord(name: string, tzif: TzifZone): ZoneRecord {
  // The type in force at FIRST_KEPT_SECONDS, then every later change of type.
  let initial = tzif.types[0]!;
  const changes: Array<{ atSeconds: number; type: TzType }> = [];
  for (const t of tzif.transitions) {
    const type = tzif.types[t.typeIndex]!;
    if (t.atSeconds <= FIRST_KEPT_SECONDS) initial = type;
    else if (!sameType(type, changes.at(-1)?.type ?? initial)) changes.push({ atSeconds: t.atSeconds, type });
  }

  const kept = changes.slice(0, changes.length - reproducedByFooter(changes, tzif.footer));
  const footerFromSeconds = kept.length < changes.length ? changes[kept.length]!.atSeconds : (changes.at(-1)?.atSeconds ?? FIRST_KEPT_SECONDS) + 1;

  const types: TzType[] = [initial];
  const indexOf = (t: TzType) => {
    let i = types.findIndex((u) => sameType(u, t));
    if (i === -1) i = types.push(t) - 1;
    return i;
  };
  return {
    name,
    types,
    transitions: kept.map((c) => ({ atSeconds: c.atSeconds, typeIndex: indexOf(c.type) })),
    footerFromSeconds,
    footer: tzif.footer,
  };
}

/** How many of the last changes the footer rule gives by itself, one for one and in a row. */
function reproducedByFooter(changes: ReadonlyArray<{ atSeconds: number; type: TzType }>, footerText: string): number {
  if (footerText === '' || changes.length === 0) return 0;
  const footer = parsePosixTz(footerText);
  const firstYear = new Date(changes[0]!.atSeconds * 1000).getUTCFullYear() - 1;
  const lastYear = new Date(changes.at(-1)!.atSeconds * 1000).getUTCFullYear() + 1;
  const generated = [];
  for (let y = firstYear; y <= lastYear; y++) generated.push(...posixTransitionsInYear(footer, y));
  let j = generated.findIndex((g) => g.atSeconds === changes.at(-1)!.atSeconds);
  if (j === -1) return 0;
  let count = 0;
  for (let k = changes.length - 1; k >= 0 && j >= 0; k--, j--) {
    const c = changes[k]!;
    const g = generated[j]!;
    if (g.atSeconds !== c.atSeconds || !sameType(g.type, c.type)) break;
    count++;
  }
  return count;
}
