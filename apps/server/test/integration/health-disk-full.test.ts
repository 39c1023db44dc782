/**
 * /api/health against the real server process whose subscribers' file lies on a small tmpfs that
 * fills up (issue 22: the form answered 503 while health said 200): readiness 503 naming the
 * database, liveness still 200, and both the form and readiness back when space is freed.
 * Integration: needs root to mount a tmpfs; skipped with a warning otherwise (failing in CI).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HTTP_TEXTS } from '../../src/messages.ts';
import { HEALTH_CACHE_MS } from '../../src/routes/health.ts';
import { listeningPort, startServerProcess, type ServerRun } from '../server-process.ts';

function mountSmallTmpfs(): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'astrolabio-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', dir], { stdio: 'ignore' });
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
}

const mounted = mountSmallTmpfs();
if (!mounted) {
  if (process.env.CI) throw new Error('health-disk-full: cannot mount a tmpfs (root needed)');
  console.warn('health-disk-full: skipped, cannot mount a tmpfs (root needed)');
}

/** Fills the file system with 4-KiB files until it refuses; returns them, to free later. */
function fill(dir: string): string[] {
  const files: string[] = [];
  try {
    for (;;) {
      const file = join(dir, `riempimento-${files.length}`);
      writeFileSync(file, Buffer.alloc(4096));
      files.push(file);
    }
  } catch {
    return files;
  }
}

describe.skipIf(!mounted)('health when the disk is full', { timeout: 90_000 }, () => {
  const dir = mounted!;
  let server: ServerRun;
  let origin: string;
  beforeAll(async () => {
    server = startServerProcess({ HOST: '127.0.0.1', PORT: '0', SUBSCRIBERS_DB_PATH: join(dir, 'iscritti.sqlite') });
    origin = `http://127.0.0.1:${await listeningPort(server)}`;
  }, 90_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exit;
    execFileSync('umount', [dir]);
    rmSync(dir, { recursive: true, force: true });
  });

  const form = (email: string) => fetch(`${origin}/questionario`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, consenso: 'si' }).toString(),
  });
  const afterCache = () => new Promise((r) => setTimeout(r, HEALTH_CACHE_MS + 100));

  test('ready before; full disk: readiness 503 as the form, liveness 200; space freed: both back', async () => {
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    expect((await form('prima@esempio.it')).status).toBe(200);
    const filler = fill(dir);
    await afterCache();
    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ error: HTTP_TEXTS.databaseUnavailable });
    expect((await fetch(`${origin}/api/health/live`)).status).toBe(200);
    expect((await form('durante@esempio.it')).status).toBe(503);

    for (const file of filler) rmSync(file);
    await afterCache();
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    expect((await form('dopo@esempio.it')).status).toBe(200);
  });
});
