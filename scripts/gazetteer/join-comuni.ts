/**
 * Joins the ISTAT list of comuni with GeoNames' Italian places on the ISTAT code (GeoNames keeps
 * it as admin3), picks each comune's point, and turns the other Italian places into località.
 */
import { searchKey, type Place } from '@astrolabio/places';
import { DROPPED_FEATURE_CODES, SEAT_FEATURE_CODES, type GeoNamesRow } from './geonames-dump.ts';
import type { Comune } from './comuni.ts';

/** A code GeoNames still uses for places now in another comune (former-istat-codes.tsv). */
export interface FormerCode {
  formerIstat: string;
  formerName: string;
  currentIstat: string;
  reason: string;
}

/** A hand-picked GeoNames point for a comune no code leads to (comuni-points.tsv). */
export interface ComunePoint {
  istat: string;
  name: string;
  geonameId: number;
  geonameName: string;
  reason: string;
}

export interface ComuniJoinReport {
  comuni: number;
  /** Comuni whose own ISTAT code no GeoNames place carries: these lack coordinates without the tables. */
  withoutCodeMatch: Array<{ istat: string; name: string; province: string; fixedBy: string }>;
  /** Comuni whose point is one of several former seats sharing the code after a merger. */
  pickedAmongSeveral: number;
  localita: number;
  /** GeoNames places filed under a current comune through former-istat-codes.tsv. */
  placesUnderFormerCode: number;
  /** GeoNames places whose code leads to no current comune: left out. */
  placesLeftOut: Array<{ geonameId: number; name: string; code: string }>;
}

const ITALIA = 'Italia';

function bestOf(rows: readonly GeoNamesRow[]): GeoNamesRow | undefined {
  return [...rows].sort((a, b) =>
    Number(SEAT_FEATURE_CODES.has(b.featureCode)) - Number(SEAT_FEATURE_CODES.has(a.featureCode))
    || b.population - a.population || a.geonameId - b.geonameId)[0];
}

/** Every key a comune's name is known by: the whole name and each half of a bilingual name. */
function comuneKeys(name: string): Set<string> {
  return new Set([name, ...name.split('/')].map(searchKey));
}

function checkTables(comuni: readonly Comune[], rows: readonly GeoNamesRow[], former: readonly FormerCode[], points: readonly ComunePoint[]): void {
  const current = new Map(comuni.map((c) => [c.istat, c]));
  for (const f of former) {
    if (!rows.some((r) => r.admin3 === f.formerIstat && searchKey(r.name) === searchKey(f.formerName))) {
      throw new Error(`former-istat-codes.tsv: no GeoNames place ${f.formerName} with code ${f.formerIstat}`);
    }
    if (!current.has(f.currentIstat)) throw new Error(`former-istat-codes.tsv: ${f.currentIstat} is no current comune`);
    if (current.has(f.formerIstat)) throw new Error(`former-istat-codes.tsv: ${f.formerIstat} is still a current comune`);
  }
  for (const p of points) {
    const row = rows.find((r) => r.geonameId === p.geonameId);
    if (row?.name !== p.geonameName || current.get(p.istat)?.name !== p.name) {
      throw new Error(`comuni-points.tsv: ${p.istat} ${p.name} → GeoNames ${p.geonameId} ${p.geonameName} does not match the sources`);
    }
  }
}

export function joinComuni(
  comuni: readonly Comune[],
  italianRows: readonly GeoNamesRow[],
  italianNames: ReadonlyMap<string, string>,
  tables: { former: readonly FormerCode[]; points: readonly ComunePoint[] },
): { places: Place[]; report: ComuniJoinReport } {
  const rows = italianRows.filter((r) => !DROPPED_FEATURE_CODES.has(r.featureCode));
  checkTables(comuni, rows, tables.former, tables.points);
  const currentOf = new Map(tables.former.map((f) => [f.formerIstat, f.currentIstat]));
  const codeOf = (r: GeoNamesRow): string => currentOf.get(r.admin3) ?? r.admin3;
  const rowById = new Map(rows.map((r) => [r.geonameId, r]));
  const rowsByCode = new Map<string, GeoNamesRow[]>();
  const ownCodes = new Set(rows.map((r) => r.admin3));
  for (const r of rows) {
    const code = codeOf(r);
    if (!code) continue;
    const list = rowsByCode.get(code) ?? [];
    list.push(r);
    rowsByCode.set(code, list);
  }
  const pointByCode = new Map(tables.points.map((p) => [p.istat, p]));
  const comuneByCode = new Map(comuni.map((c) => [c.istat, c]));
  const usedRowIds = new Set<number>();
  const report: ComuniJoinReport = {
    comuni: comuni.length, withoutCodeMatch: [], pickedAmongSeveral: 0, localita: 0,
    placesUnderFormerCode: rows.filter((r) => currentOf.has(r.admin3)).length, placesLeftOut: [],
  };
  const places: Place[] = [];

  for (const c of comuni) {
    const candidates = rowsByCode.get(c.istat) ?? [];
    const seats = candidates.filter((r) => SEAT_FEATURE_CODES.has(r.featureCode));
    const keys = comuneKeys(c.name);
    const fixed = pointByCode.get(c.istat);
    let point: GeoNamesRow | undefined;
    if (fixed) {
      point = rowById.get(fixed.geonameId);
    } else {
      const named = candidates.filter((r) => keys.has(searchKey(r.name)) || keys.has(searchKey(italianNames.get(String(r.geonameId)) ?? '')));
      point = bestOf(named) ?? bestOf(seats) ?? bestOf(candidates.filter((r) => r.population > 0));
      if (point && named.length === 0 && seats.length > 1) report.pickedAmongSeveral++;
    }
    if (!ownCodes.has(c.istat)) {
      report.withoutCodeMatch.push({
        istat: c.istat, name: c.name, province: c.province,
        fixedBy: fixed ? `comuni-points.tsv: ${fixed.geonameName} (${fixed.geonameId})` : point ? `former-istat-codes.tsv: ${point.name} (${point.geonameId})` : 'NOT FIXED',
      });
    }
    if (!point) throw new Error(`Comune ${c.istat} ${c.name} has no coordinates: add it to former-istat-codes.tsv or comuni-points.tsv`);
    usedRowIds.add(point.geonameId);
    const seatPopulation = seats.reduce((sum, r) => sum + r.population, 0);
    const aliases = c.name.includes('/') ? c.name.split('/').map((s) => s.trim()) : [];
    // GeoNames' own name for the same seat when it is another word (Rome, Milan, Naples), not a
    // shortening ("Albaredo" for Albaredo per San Marco) that would outrank real exact matches.
    const otherName = seats.length === 1 && seats[0] === point && ![...keys].some((k) => k.startsWith(searchKey(point.name)));
    if (otherName) aliases.push(point.name);
    places.push({
      kind: 'comune',
      name: c.name,
      aliases,
      formatted: `${c.name} (${c.province}), ${c.region}, ${ITALIA}`,
      country: 'IT',
      province: c.province,
      region: c.region,
      istat: c.istat,
      geonameId: point.geonameId,
      latitude: point.latitude,
      longitude: point.longitude,
      population: Math.max(seatPopulation, point.population),
    });
  }

  const localitaByFormatted = new Map<string, Place>();
  for (const r of rows) {
    if (usedRowIds.has(r.geonameId)) continue;
    const comune = comuneByCode.get(codeOf(r));
    if (!comune) {
      report.placesLeftOut.push({ geonameId: r.geonameId, name: r.name, code: r.admin3 });
      continue;
    }
    const name = italianNames.get(String(r.geonameId)) ?? r.name;
    if (comuneKeys(comune.name).has(searchKey(name))) continue; // a second point for the comune itself
    const formatted = `${name}, ${comune.name} (${comune.province}), ${comune.region}, ${ITALIA}`;
    const previous = localitaByFormatted.get(formatted);
    if (previous && previous.population >= r.population) continue;
    localitaByFormatted.set(formatted, {
      kind: 'localita',
      name,
      aliases: name === r.name ? [] : [r.name],
      formatted,
      country: 'IT',
      province: comune.province,
      region: comune.region,
      istat: comune.istat,
      geonameId: r.geonameId,
      latitude: r.latitude,
      longitude: r.longitude,
      population: r.population,
    });
  }
  const localita = [...localitaByFormatted.values()].sort((a, b) => a.istat!.localeCompare(b.istat!) || a.name.localeCompare(b.name, 'it'));
  report.localita = localita.length;
  return { places: [...places, ...localita], report };
}
