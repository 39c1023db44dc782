/**
 * The committed Swiss Ephemeris files' size and SHA-256 (ephe/manifest.json, written by
 * scripts/ephemeris/write-manifest.ts), checked before the library is pointed at a folder: a
 * truncated or altered file stops the start instead of failing on the first chart that reads it.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The committed files: planets, Moon and main asteroids (Chiron) for 1800–2399. */
export const EPHEMERIS_FILES = ['sepl_18.se1', 'semo_18.se1', 'seas_18.se1'] as const;
export type EphemerisFileName = (typeof EPHEMERIS_FILES)[number];

export const DEFAULT_EPHEMERIS_DIR = fileURLToPath(new URL('../ephe', import.meta.url));
export const MANIFEST_PATH = join(DEFAULT_EPHEMERIS_DIR, 'manifest.json');

export interface EphemerisFileFacts {
  bytes: number;
  sha256: string;
}
export type EphemerisManifest = Record<EphemerisFileName, EphemerisFileFacts>;

export class EphemerisError extends Error {
  override name = 'EphemerisError';
}

/** A file of the folder is not the committed one; `problem` is a code, the server words it. */
export class EphemerisFileError extends EphemerisError {
  override name = 'EphemerisFileError';
  constructor(
    readonly problem: 'missing' | 'wrongSize' | 'wrongChecksum',
    readonly path: string,
    readonly bytes?: number,
    readonly expectedBytes?: number,
  ) {
    super(`Swiss Ephemeris file ${path}: ${problem}${bytes === undefined ? '' : ` (${bytes} bytes, expected ${expectedBytes})`}`);
  }
}

export function fileFacts(path: string): EphemerisFileFacts {
  const bytes = readFileSync(path);
  return { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

export function readManifest(): EphemerisManifest {
  return JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as EphemerisManifest;
}

/** Throws EphemerisFileError for the first file of `dir` that is missing, of another size, or of other content. */
export function verifyEphemerisFiles(dir: string, manifest: EphemerisManifest = readManifest()): void {
  for (const name of EPHEMERIS_FILES) {
    const path = join(dir, name);
    const expected = manifest[name];
    const stats = statSync(path, { throwIfNoEntry: false });
    if (!stats?.isFile()) throw new EphemerisFileError('missing', path);
    // The size first: a truncated file is named with its length, without reading it.
    if (stats.size !== expected.bytes) throw new EphemerisFileError('wrongSize', path, stats.size, expected.bytes);
    if (fileFacts(path).sha256 !== expected.sha256) throw new EphemerisFileError('wrongChecksum', path);
  }
}
