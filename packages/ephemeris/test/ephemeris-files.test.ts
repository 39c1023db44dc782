/**
 * The ephemeris files are checked against the committed manifest (size, SHA-256) before the
 * library uses them: a truncated, altered or missing file is refused with its path and a code.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { DEFAULT_EPHEMERIS_DIR, EPHEMERIS_FILES, EphemerisFileError, openSwissEphemeris, verifyEphemerisFiles } from '../src/index.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
function copyOfFiles(): string {
  const dir = mkdtempSync(join(tmpdir(), 'astrolabio-ephe-'));
  dirs.push(dir);
  for (const file of EPHEMERIS_FILES) copyFileSync(join(DEFAULT_EPHEMERIS_DIR, file), join(dir, file));
  return dir;
}

function refusal(dir: string): EphemerisFileError {
  try {
    verifyEphemerisFiles(dir);
  } catch (err) {
    expect(err).toBeInstanceOf(EphemerisFileError);
    return err as EphemerisFileError;
  }
  throw new Error('accepted');
}

describe('verifyEphemerisFiles', () => {
  test('the committed files match the manifest, and so does an intact copy', () => {
    expect(() => verifyEphemerisFiles(DEFAULT_EPHEMERIS_DIR)).not.toThrow();
    expect(() => verifyEphemerisFiles(copyOfFiles())).not.toThrow();
  });

  test('a truncated sepl_18.se1: wrong size, with both sizes', () => {
    const dir = copyOfFiles();
    truncateSync(join(dir, 'sepl_18.se1'), 4096);
    expect(refusal(dir)).toMatchObject({ problem: 'wrongSize', path: join(dir, 'sepl_18.se1'), bytes: 4096, expectedBytes: 484055 });
  });

  test('one byte changed in semo_18.se1: same size, wrong checksum', () => {
    const dir = copyOfFiles();
    const path = join(dir, 'semo_18.se1');
    const bytes = readFileSync(path);
    const middle = bytes.length >> 1;
    bytes[middle] = bytes[middle]! ^ 0xff;
    writeFileSync(path, bytes);
    expect(refusal(dir)).toMatchObject({ problem: 'wrongChecksum', path });
  });

  test('a missing seas_18.se1', () => {
    const dir = copyOfFiles();
    rmSync(join(dir, 'seas_18.se1'));
    expect(refusal(dir)).toMatchObject({ problem: 'missing', path: join(dir, 'seas_18.se1') });
  });

  test('openSwissEphemeris refuses a damaged folder before the library is pointed at it', () => {
    const dir = copyOfFiles();
    truncateSync(join(dir, 'sepl_18.se1'), 0);
    expect(() => openSwissEphemeris(dir)).toThrow(EphemerisFileError);
  });
});
