/** GET /sorgente.tar.gz: the AGPL source archive of the running checkout, and the footer link to it. */
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, test } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { buildApp } from '../src/app.ts';
import { DEFAULT_SOURCE_CODE_URL } from '../src/site-config.ts';
import { canArchiveSource, SOURCE_ARCHIVE_PATH } from '../src/routes/sorgente.ts';

/** Names of the files in a tar archive (512-byte headers; names in the first 100 bytes). */
function tarNames(tar: Buffer): string[] {
  const names: string[] = [];
  for (let offset = 0; offset + 512 <= tar.length;) {
    const name = tar.subarray(offset, offset + 100).toString('utf8').replace(/\0.*$/s, '');
    if (!name) break;
    const size = parseInt(tar.subarray(offset + 124, offset + 136).toString('utf8').trim() || '0', 8);
    names.push(name);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

describe.runIf(canArchiveSource())('GET /sorgente.tar.gz (AGPL §13: the running version offers its source)', async () => {
  const app = await buildApp();
  afterAll(() => app.close());

  test('the footer link points to the archive by default', () => {
    expect(DEFAULT_SOURCE_CODE_URL).toBe(SOURCE_ARCHIVE_PATH);
  });

  test('the archive holds the committed tree of this checkout', async () => {
    const res = await app.inject({ method: 'GET', url: SOURCE_ARCHIVE_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    const names = tarNames(gunzipSync(res.rawPayload));
    const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
    for (const file of ['LICENSE', 'README.md', 'packages/core/src/chart.ts', 'apps/server/src/app.ts']) {
      expect(tracked).toContain(file);
      expect(names).toContain(`astrolabio/${file}`);
    }
  });
});
