/**
 * World cities from GeoNames (at least 15,000 inhabitants, plus every place of San Marino and the
 * Vatican and every town that was Italian between the wars), under their Italian name where Debian's
 * geonames catalogue or the table of former Italian towns has one, and findable by the Italian names
 * Italians still use for some foreign cities (italian-exonyms.tsv).
 */
import { searchKey, type Place } from '@astrolabio/places';
import { DROPPED_FEATURE_CODES, type GeoNamesRow } from './geonames-dump.ts';

export const WORLD_MIN_POPULATION = 15_000;
/** Enclaves in Italy: every place there is kept, however small. */
const ALWAYS_KEPT_COUNTRIES: ReadonlySet<string> = new Set(['SM', 'VA']);

export interface WorldReport {
  cities: number;
  withItalianName: number;
  /** Cities whose name repeats within one country, told apart by their first-level division. */
  disambiguated: number;
  /** Less populous duplicates of an identical `formatted`, left out. */
  droppedDuplicates: number;
}

export interface WorldNames {
  /** GeoNames id → Italian name (libgeonames' catalogue, the former Italian towns). */
  italianNames: ReadonlyMap<string, string>;
  /** GeoNames id → more Italian names the place is found by (exonyms: Nuova York, Bombay). */
  italianAliases: ReadonlyMap<string, readonly string[]>;
  /** GeoNames ids kept whatever their population (the towns that were Italian between the wars). */
  alwaysKept: ReadonlySet<number>;
  /** `CC.admin1` → name of the division (Italian where known). */
  admin1Name(country: string, admin1: string): string | undefined;
  /** ISO country code → Italian country name. */
  countryName(country: string): string;
}

export function worldCities(rows: readonly GeoNamesRow[], names: WorldNames): { places: Place[]; report: WorldReport } {
  const kept = rows.filter((r) => r.country !== 'IT' && r.country !== ''
    && !DROPPED_FEATURE_CODES.has(r.featureCode) && r.featureCode !== 'PPLX'
    && (r.population >= WORLD_MIN_POPULATION || ALWAYS_KEPT_COUNTRIES.has(r.country) || names.alwaysKept.has(r.geonameId)));
  const report: WorldReport = { cities: 0, withItalianName: 0, disambiguated: 0, droppedDuplicates: 0 };
  const nameOf = (r: GeoNamesRow) => names.italianNames.get(String(r.geonameId)) ?? r.name;
  const sameNameCount = new Map<string, number>();
  for (const r of kept) {
    const k = `${r.country}|${searchKey(nameOf(r))}`;
    sameNameCount.set(k, (sameNameCount.get(k) ?? 0) + 1);
  }
  const byFormatted = new Map<string, Place>();
  for (const r of kept) {
    const name = nameOf(r);
    const region = r.admin1 ? names.admin1Name(r.country, r.admin1) : undefined;
    const ambiguous = (sameNameCount.get(`${r.country}|${searchKey(name)}`) ?? 0) > 1;
    const country = names.countryName(r.country);
    const formatted = ambiguous && region ? `${name}, ${region}, ${country}` : `${name}, ${country}`;
    if (ambiguous && region) report.disambiguated++;
    const previous = byFormatted.get(formatted);
    if (previous) {
      report.droppedDuplicates++;
      if (previous.population >= r.population) continue;
    }
    byFormatted.set(formatted, {
      kind: 'citta',
      name,
      aliases: [...(names.italianAliases.get(String(r.geonameId)) ?? []), ...(name === r.name ? [] : [r.name])],
      formatted,
      country: r.country,
      ...(region ? { region } : {}),
      geonameId: r.geonameId,
      latitude: r.latitude,
      longitude: r.longitude,
      population: r.population,
    });
  }
  const places = [...byFormatted.values()].sort((a, b) => a.country.localeCompare(b.country) || a.formatted.localeCompare(b.formatted, 'it'));
  report.cities = places.length;
  report.withItalianName = places.filter((p) => p.geonameId !== undefined && names.italianNames.has(String(p.geonameId))).length;
  return { places, report };
}
