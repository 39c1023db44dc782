/** `npm start`'s server (src/server.ts) as a child process, for the tests that need the real process: start-up, shutdown, replicas. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

export interface ServerRun {
  child: ChildProcess;
  stdout: string;
  stderr: string;
  exit: Promise<number | null>;
}

/**
 * What root may not do in a server started with `obeyFilePermissions`: bypass a file's or folder's
 * permission bits. Dropped from the bounding set by util-linux's setpriv, the server then meets
 * permissions as a service user would, while still reading the checkout wherever it lies (running
 * as "nobody" instead failed on a clone under a folder only root may enter, such as mktemp's).
 */
const PERMISSION_OVERRIDES = '-dac_override,-dac_read_search';

/** Starts src/server.ts with exactly `env` (plus PATH); with `obeyFilePermissions`, unable to override them even as root. */
export function startServerProcess(env: Record<string, string>, { obeyFilePermissions = false } = {}): ServerRun {
  const node = [process.execPath, '--import', 'tsx', SERVER];
  const command = obeyFilePermissions && process.getuid?.() === 0 ? ['setpriv', '--bounding-set', PERMISSION_OVERRIDES, '--', ...node] : node;
  const child = spawn(command[0]!, command.slice(1), {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: ServerRun = { child, stdout: '', stderr: '', exit: new Promise((done) => child.once('exit', (code) => done(code))) };
  child.stdout!.on('data', (b: Buffer) => (run.stdout += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (run.stderr += b.toString()));
  return run;
}

/** The port the server printed once listening on 127.0.0.1 (pino's JSON line at info). */
export async function listeningPort(run: ServerRun): Promise<number> {
  for (let waitedMs = 0; waitedMs < 60_000; waitedMs += 100) {
    const m = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(run.stdout);
    if (m) return Number(m[1]);
    if (run.child.exitCode !== null) throw new Error(`the server exited: ${run.stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start within 60 s');
}
