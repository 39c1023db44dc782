/**
 * Writes packages/ephemeris/ephe/manifest.json: the size and SHA-256 of each committed Swiss
 * Ephemeris file, which the server checks at start. Run after replacing a file:
 * `node --import tsx scripts/ephemeris/write-manifest.ts` (the files come from Debian's swe-basic-data).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_EPHEMERIS_DIR, EPHEMERIS_FILES, fileFacts, MANIFEST_PATH } from '../../packages/ephemeris/src/ephemeris-files.ts';

const manifest = Object.fromEntries(EPHEMERIS_FILES.map((name) => [name, fileFacts(join(DEFAULT_EPHEMERIS_DIR, name))]));
writeFileSync(MANIFEST_PATH, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`Scritto ${MANIFEST_PATH}`);
