/**
 * The source archive the server offers at /sorgente.tar.gz (AGPL section 13): `git archive` of the
 * checked-out commit. `npm run build` writes it to apps/server/dist/ (cli/build-source-archive.ts),
 * and the server loads it before it listens, so a request can never be the first to run git, and
 * the footer links the archive only when there is one. Git runs with `safe.directory` set for that
 * one command: a service user that does not own the checkout ("dubious ownership") can still read it.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export interface SourceArchive {
  /** The commit archived, the ETag of the answer. */
  commit: string;
  /** The .tar.gz bytes. */
  bytes: Buffer;
}

export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const BUILT_ARCHIVE_DIR = fileURLToPath(new URL('../dist/', import.meta.url));
const ARCHIVE_FILE = 'sorgente.tar.gz';
const COMMIT_FILE = 'sorgente.commit';

/** The archive is a few MB; the limit only guards against a runaway checkout. */
const MAX_ARCHIVE_BYTES = 256 * 1024 * 1024;

const execFileAsync = promisify(execFile);

async function git(root: string, args: string[]): Promise<Buffer> {
  // Command-line configuration is one git honours for safe.directory; it trusts this run only.
  const { stdout } = await execFileAsync('git', ['-c', 'safe.directory=*', ...args], { cwd: root, encoding: 'buffer', maxBuffer: MAX_ARCHIVE_BYTES });
  return stdout;
}

/** The checked-out commit, or undefined when `root` is not a usable git checkout. */
export async function headCommit(root: string): Promise<string | undefined> {
  if (!existsSync(join(root, '.git'))) return undefined;
  try {
    return (await git(root, ['rev-parse', '--verify', 'HEAD^{commit}'])).toString('utf8').trim();
  } catch {
    return undefined;
  }
}

/** `git archive` of the commit checked out in `root`; throws when git cannot make it. */
export async function makeSourceArchive(root: string): Promise<SourceArchive> {
  const commit = await headCommit(root);
  if (commit === undefined) throw new Error(`no git commit to archive in ${root}`);
  return { commit, bytes: await git(root, ['archive', '--format=tar.gz', '--prefix=astrolabio/', commit]) };
}

export function writeSourceArchive(archive: SourceArchive, dir: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, ARCHIVE_FILE), archive.bytes);
  writeFileSync(join(dir, COMMIT_FILE), `${archive.commit}\n`);
}

export function readSourceArchive(dir: string): SourceArchive | undefined {
  try {
    return { commit: readFileSync(join(dir, COMMIT_FILE), 'utf8').trim(), bytes: readFileSync(join(dir, ARCHIVE_FILE)) };
  } catch {
    return undefined;
  }
}

/**
 * The archive of the running version: the built one when it is of the checked-out commit (or when
 * git cannot tell), else a fresh `git archive`; undefined when there is neither.
 */
export async function loadSourceArchive(root: string = REPOSITORY_ROOT, builtDir: string = BUILT_ARCHIVE_DIR): Promise<SourceArchive | undefined> {
  const built = readSourceArchive(builtDir);
  const head = await headCommit(root);
  if (built && (head === undefined || built.commit === head)) return built;
  if (head === undefined) return undefined;
  try {
    return await makeSourceArchive(root);
  } catch {
    // Git read the commit but could not archive it: an older build is still a working offer.
    return built;
  }
}

let defaultArchive: Promise<SourceArchive | undefined> | undefined;
/** loadSourceArchive() for this checkout, once per process. */
export function defaultSourceArchive(): Promise<SourceArchive | undefined> {
  defaultArchive ??= loadSourceArchive();
  return defaultArchive;
}
