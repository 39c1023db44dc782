/** Loads the committed tz data (data/tzdata/zones.tsv, built from Debian's tzdata with backzone) once per process. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TzData } from './tz-data.ts';

export const TZ_DATA_PATH = fileURLToPath(new URL('../../../../data/tzdata/zones.tsv', import.meta.url));

let loaded: TzData | undefined;

/** The tz data, read on the first call only (a few milliseconds: zones are decoded when first asked for). */
export function loadTzData(): TzData {
  loaded ??= new TzData(readFileSync(TZ_DATA_PATH, 'utf8'));
  return loaded;
}
