/**
 * Part of `npm run build`: writes the source archive of the checked-out commit to apps/server/dist/,
 * which the server serves at /sorgente.tar.gz (see source-archive.ts). Outside a git checkout it
 * says so and writes nothing: the server then links SOURCE_CODE_URL, or warns at start.
 */
import { BUILT_ARCHIVE_DIR, headCommit, makeSourceArchive, REPOSITORY_ROOT, writeSourceArchive } from '../source-archive.ts';

if ((await headCommit(REPOSITORY_ROOT)) === undefined) {
  console.error(`Archivio del sorgente non creato: ${REPOSITORY_ROOT} non è una copia git leggibile.`);
} else {
  const archive = await makeSourceArchive(REPOSITORY_ROOT);
  writeSourceArchive(archive, BUILT_ARCHIVE_DIR);
  console.error(`Archivio del sorgente (commit ${archive.commit.slice(0, 12)}, ${archive.bytes.length} byte) in ${BUILT_ARCHIVE_DIR}`);
}
