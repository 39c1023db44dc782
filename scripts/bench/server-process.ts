/**
 * A server as `npm start` runs it (`node --import tsx apps/server/src/server.ts`) in its own
 * process, from this checkout or from another one (a baseline: BENCH_BASELINE_DIR), optionally
 * pinned to a set of cores (taskset). Used by the benches that compare two versions in one run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The checkout of the old code to measure beside this one, when set (e.g. `git worktree add
 * /work/wt/baseline 99ffa0f` with node_modules hard-linked in): BENCH_BASELINE_DIR.
 */
export function baselineDir(): string | null {
  const dir = process.env.BENCH_BASELINE_DIR;
  return dir && existsSync(join(dir, 'apps/server/src/server.ts')) ? dir : null;
}

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  /** From the spawn to the log line saying it listens, ms. */
  listeningMs: number;
  startedAtMs: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Cores to pin the server to (taskset -c), e.g. '0'. */
  cores?: string;
}

export async function startServerProcess(repoDir: string, options: StartOptions = {}): Promise<ServerProcess> {
  const server = join(repoDir, 'apps/server/src/server.ts');
  const node = [process.execPath, '--import', 'tsx', server];
  const [command, ...args] = options.cores ? ['taskset', '-c', options.cores, ...node] : node;
  const startedAtMs = performance.now();
  const child = spawn(command!, args, {
    cwd: repoDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      RATE_LIMIT_CALCULATIONS_MAX: '0',
      // The calculations' CPU budget per client (its own switch) off too: the benches' load is one client.
      RATE_LIMIT_CALCULATIONS_CPU_MS: '0',
      QUESTIONNAIRE_URL: 'https://example.org/questionario',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (out += b.toString()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  for (;;) {
    const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
    if (m) return { child, origin: m[1]!, listeningMs: performance.now() - startedAtMs, startedAtMs, stop };
    if (child.exitCode !== null) throw new Error(`the server in ${repoDir} exited: ${out}`);
    if (performance.now() - startedAtMs > 180_000) {
      await stop();
      throw new Error(`the server in ${repoDir} did not start within 180 s`);
    }
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** CPU time the process has used (user + system, all its threads), ms (Linux /proc). */
export function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
