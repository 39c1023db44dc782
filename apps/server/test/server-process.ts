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

/** Starts src/server.ts with exactly `env` (plus PATH), optionally as another user. */
export function startServerProcess(env: Record<string, string>, asUser?: number): ServerRun {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
    ...(asUser === undefined ? {} : { uid: asUser, gid: asUser }),
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
