/**
 * The deployment files, checked without a Docker engine (this machine has only the docker client,
 * and Debian ships no compose plugin for `docker compose config`): compose.yaml parsed, interpolated
 * and held against what the server reads and needs; the Dockerfile's steps against the commands CI
 * runs and the files the server opens at run time; Caddy's own `caddy validate` and `caddy adapt`
 * on the Caddyfile; the container's health check run against a real server.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { DEFAULT_EPHEMERIS_DIR } from '@astrolabio/ephemeris';
import { GAZETTEER_PATH } from '@astrolabio/places';
import { buildApp } from '../../apps/server/src/app.ts';
import { MIGRATIONS_DIR } from '../../apps/server/src/questionnaire/postgres-migrations.ts';
import { databaseUrlParts } from '../../apps/server/src/questionnaire/postgres-subscribers.ts';
import { serverConfigFromEnv } from '../../apps/server/src/server-config.ts';
import { FILE_SECRETS, withFileSecrets } from '../../apps/server/src/env.ts';
import { HEALTH_CACHE_MS } from '../../apps/server/src/routes/health.ts';
import { BUILT_ARCHIVE_DIR } from '../../apps/server/src/source-archive.ts';
import { COMPUTE_WORKER_BUNDLE } from '../../apps/server/src/compute-pool/worker-bundle.ts';
import { interpolate, variablesIn } from './compose-interpolation.ts';
import { copiedPaths, dockerfileStages, execForm, type Stage } from './dockerfile.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(REPO, path), 'utf8');
const repoPath = (absolute: string) => relative(REPO, absolute).replace(/\/$/, '');

interface ComposeService {
  image?: string;
  build?: string | { context: string };
  deploy?: { replicas?: number; resources?: { limits?: { cpus?: string; memory?: string } } };
  logging?: { options?: Record<string, string> };
  stop_grace_period?: string;
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] | string };
}
interface Compose {
  services: Record<string, ComposeService>;
}

const COMPOSE_TEXT = read('compose.yaml');
const composeWith = (env: Record<string, string>) => interpolate(parse(COMPOSE_TEXT) as Compose, env);
const compose = composeWith({});
const { app, db, proxy } = compose.services as Record<'app' | 'db' | 'proxy', ComposeService>;

const stages = dockerfileStages(read('Dockerfile'));
const [buildStage, runtime] = [stages[0]!, stages.at(-1)!];
const args = (stage: Stage, keyword: string) => stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

/** The environment a replica sees: the image's ENV, then compose's. */
function replicaEnv(): Record<string, string> {
  const imageEnv: Record<string, string> = {};
  for (const line of args(runtime, 'ENV')) for (const [, k, v] of line.matchAll(/(\w+)=(\S+)/g)) imageEnv[k!] = v!;
  return { ...imageEnv, ...app?.environment };
}

/** Every command CI runs: .ci/run's test line, each `npm test` / `npm run x` expanded through package.json. */
function ciCommands(): Set<string> {
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
  const line = read('.ci/run').split('\n').map((l) => l.trim()).filter((l) => l.startsWith('npm ')).at(-1) ?? '';
  const commands = new Set<string>();
  const visit = (text: string) => {
    for (const command of text.split('&&').map((c) => c.trim())) {
      if (commands.has(command)) continue;
      commands.add(command);
      const script = command === 'npm test' ? 'test' : /^npm run (\S+)$/.exec(command)?.[1];
      if (script !== undefined && scripts[script] !== undefined) visit(scripts[script]);
    }
  };
  visit(line);
  return commands;
}

describe('compose.yaml', () => {
  test('runs two or more app replicas, Postgres, its backup and a proxy; only the proxy is published', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'backup', 'db', 'proxy']);
    expect(app.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(app.build).toBe('.');
    expect(app.ports).toBeUndefined();
    expect(db.ports).toBeUndefined();
    expect(compose.services.backup!.ports).toBeUndefined();
    expect(proxy.ports).toEqual(['80:80', '443:443']);
  });

  test('every setting given to the app is one the server reads (secret files included), and all of them pass its start-up checks', () => {
    const env = withFileSecrets(replicaEnv(), () => 'segreta-di-prova');
    const readNames = new Set<string>(FILE_SECRETS.map((name) => `${name}_FILE`));
    const spied = new Proxy(env, { get: (target, name) => (readNames.add(String(name)), target[String(name)]) });
    const config = serverConfigFromEnv(spied);
    expect(Object.keys(replicaEnv()).filter((name) => !readNames.has(name) && name !== 'NODE_ENV')).toEqual([]);
    expect(config.trustProxy).toBe(1);
    expect(config.site.questionnaireUrl).toBeNull();
    expect(config.host).toBe('0.0.0.0');
  });

  test('the app connects to the db service as its own least-privilege role, the password from a secret file, never the superuser', () => {
    const { site } = serverConfigFromEnv(withFileSecrets(replicaEnv(), () => 'segreta-di-prova'));
    expect(site.databaseUrl).not.toBeNull();
    const parts = databaseUrlParts(site.databaseUrl!);
    expect(parts).toEqual({ host: 'db', port: '5432', database: db.environment!.POSTGRES_DB, user: 'astrolabio' });
    expect(parts.user).not.toBe(db.environment!.POSTGRES_USER);
    expect(new URL(site.databaseUrl!).password).toBe('segreta-di-prova');
    expect(app.environment!.DATABASE_URL).not.toMatch(/:[^/@]*@/);
    // The init script makes that role with the same secret the app reads.
    expect(db.environment!.APP_DB_PASSWORD_FILE).toBe(app.environment!.DATABASE_PASSWORD_FILE);
    expect(db.volumes).toContain('./deploy/postgres/init-app-role.sh:/docker-entrypoint-initdb.d/10-app-role.sh:ro');
    expect(read('deploy/postgres/init-app-role.sh')).toContain('-v app_role=astrolabio');
  });

  test('every image tag is pinned to a minor version or finer, never latest', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.build !== undefined) continue;
      expect(service.image, name).toMatch(/^[a-z]+:\d+\.\d+/);
    }
  });

  test('CPU and memory limits everywhere, the app\'s worker threads as many as its CPUs, rotated logs, a grace period longer than the shutdown deadline', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.deploy?.resources?.limits?.cpus, name).toMatch(/^\d+(\.\d+)?$/);
      expect(service.deploy?.resources?.limits?.memory, name).toMatch(/^\d+[mg]$/);
      expect(service.logging?.options?.['max-size'], name).toMatch(/^\d+m$/);
    }
    expect(Number(app.environment!.TRANSIT_WORKERS)).toBe(Number(app.deploy!.resources!.limits!.cpus));
    const graceMs = Number(/^(\d+)s$/.exec(app.stop_grace_period ?? '')?.[1]) * 1000;
    expect(graceMs).toBeGreaterThan(serverConfigFromEnv(withFileSecrets(replicaEnv(), () => 'x')).shutdownTimeoutMs);
  });

  test('start order follows health: the app waits for a healthy Postgres, the proxy for healthy replicas (the image\'s HEALTHCHECK)', () => {
    expect(db.healthcheck?.test).toBeDefined();
    expect(app.depends_on).toEqual({ db: { condition: 'service_healthy' } });
    expect(proxy.depends_on).toEqual({ app: { condition: 'service_healthy' } });
    expect(args(runtime, 'HEALTHCHECK')).toHaveLength(1);
  });

  test('every variable it uses is explained in deploy/env.example and the README', () => {
    const example = read('deploy/env.example');
    const readme = read('README.md');
    for (const name of variablesIn(COMPOSE_TEXT)) {
      expect(example, name).toMatch(new RegExp(`^${name}=`, 'm'));
      expect(readme, name).toContain(`\`${name}\``);
    }
  });
});

describe('the README documents every setting the server reads', () => {
  test('each variable serverConfigFromEnv reads has a row in the table', () => {
    const readNames = new Set<string>();
    serverConfigFromEnv(new Proxy({}, { get: (_t, name) => (readNames.add(String(name)), undefined) }));
    const readme = read('README.md');
    for (const name of readNames) expect(readme, name).toMatch(new RegExp(`^\\|[^\\n]*\`${name}\``, 'm'));
  });
});

describe('Dockerfile', () => {
  test('two stages: build (from the Node major CI runs) and a slim runtime', () => {
    const nodeMajor = process.versions.node.split('.')[0];
    expect(stages).toHaveLength(2);
    expect(buildStage.name).toBe('build');
    // Pinned to the minor (issue 22): a rebuild does not move to another Node minor silently.
    expect(buildStage.image).toMatch(new RegExp(`^node:${nodeMajor}\\.\\d+-bookworm$`));
    expect(runtime.image).toBe(buildStage.image.replace('-bookworm', '-bookworm-slim'));
  });

  test('the build runs the commands CI runs (npm ci, npm run build), then drops the dev dependencies', () => {
    const runs = args(buildStage, 'RUN');
    expect(runs).toEqual(['npm ci', 'npm run build', 'npm prune --omit=dev']);
    const ci = ciCommands();
    for (const command of runs.slice(0, 2)) expect(ci, command).toContain(command);
  });

  test('the runtime installs nothing, runs as an unprivileged user, starts the server as npm start does, checks its health', () => {
    expect(args(runtime, 'RUN').filter((r) => /\bnpm\b/.test(r))).toEqual([]);
    const user = args(runtime, 'USER');
    expect(user).toHaveLength(1);
    expect(user[0]).not.toMatch(/^(root|0)(:|$)/);
    const start = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start.split('&&').at(-1)!.trim().split(/\s+/);
    expect(execForm(args(runtime, 'CMD')[0]!)).toEqual(start);
    expect(args(runtime, 'HEALTHCHECK')[0]).toContain('CMD ["node", "deploy/healthcheck.mjs"]');
    // The loader in that command survives `npm prune --omit=dev`.
    const server = JSON.parse(read('apps/server/package.json')) as { dependencies: Record<string, string> };
    expect(Object.keys(server.dependencies)).toContain(start[2]);
  });

  test('the runtime has, at the same paths, every file the server opens: sources, ephemeris, gazetteer, migrations, web app, source archive', () => {
    const copied = args(runtime, 'COPY').map((a) => copiedPaths(a)).filter((c) => c.from === 'build').flatMap((c) => c.pairs);
    for (const [source, target] of copied) expect(target, source).toBe(source);
    const required = [
      'node_modules/tsx', 'apps/server/src/server.ts', repoPath(DEFAULT_EPHEMERIS_DIR), repoPath(GAZETTEER_PATH),
      repoPath(MIGRATIONS_DIR), repoPath(BUILT_ARCHIVE_DIR), repoPath(COMPUTE_WORKER_BUNDLE), 'apps/web/dist', 'deploy/healthcheck.mjs',
    ];
    for (const path of required) expect(copied.some(([source]) => path === source || path.startsWith(`${source}/`)), path).toBe(true);
  });

  test('listens on the port the proxy forwards to', () => {
    const { port } = serverConfigFromEnv(replicaEnv());
    expect(args(runtime, 'EXPOSE')).toEqual([String(port)]);
  });

  test('.dockerignore keeps local installs, data and secrets out of the image', () => {
    const ignored = read('.dockerignore').split('\n').map((l) => l.trim());
    for (const pattern of ['**/node_modules', '.data', '**/*.sqlite', '.env']) expect(ignored).toContain(pattern);
    expect(ignored).not.toContain('.git'); // npm run build archives the commit
  });
});

/** Caddy's own checks (Debian's caddy package, installed by .ci/run): required in CI, skipped with a message elsewhere. */
function caddyAvailable(): boolean {
  const found = spawnSync('caddy', ['version'], { encoding: 'utf8' }).status === 0;
  if (!found && process.env.CI) throw new Error('caddy is missing: .ci/run installs it (apt-get install caddy)');
  if (!found) console.warn('Controllo del Caddyfile saltato: caddy non è installato (apt-get install caddy).');
  return found;
}

describe.runIf(caddyAvailable())('deploy/Caddyfile', () => {
  const caddy = (command: string) => spawnSync('caddy', [command, '--config', join(REPO, 'deploy/Caddyfile'), '--adapter', 'caddyfile'], {
    encoding: 'utf8', env: { PATH: process.env.PATH, HOME: tmpdir(), ...proxy.environment },
  });

  test('caddy validate accepts it with compose\'s settings', () => {
    const result = caddy('validate');
    expect(result.stderr + result.stdout).toContain('Valid configuration');
    expect(result.status).toBe(0);
  });

  test('it forwards to every replica of the app service, on the port the app listens on, round robin', () => {
    const config = JSON.parse(caddy('adapt').stdout) as { apps: { http: { servers: Record<string, { listen: string[]; routes: { match?: unknown[]; handle: Record<string, unknown>[] }[] }> } } };
    const servers = Object.values(config.apps.http.servers);
    expect(servers.map((s) => s.listen)).toEqual([[':80']]);
    const handler = servers[0]!.routes.flatMap((r) => r.handle).find((h) => h.handler === 'reverse_proxy')!;
    expect(handler).toMatchObject({
      handler: 'reverse_proxy',
      dynamic_upstreams: { source: 'a', name: 'app', port: String(serverConfigFromEnv(replicaEnv()).port) },
      load_balancing: { selection_policy: { policy: 'round_robin' } },
      // Liveness: a replica whose database is down still computes (docs/decisions/0056).
      health_checks: { active: { uri: '/api/health/live' } },
    });
    // HSTS only on HTTPS answers (a domain in SITE_ADDRESS).
    const hsts = servers[0]!.routes.find((r) => r.handle.some((h) => h.handler === 'headers'));
    expect(hsts).toMatchObject({ match: [{ protocol: 'https' }], handle: [{ response: { set: { 'Strict-Transport-Security': ['max-age=31536000; includeSubDomains'] } } }] });
  });
});

describe('deploy/healthcheck.mjs (the image\'s HEALTHCHECK) against a real server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'astrolabio-health-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  /** Runs the check as Docker does (asynchronously: the server answering it is in this process). */
  const check = (port: number) => new Promise<{ status: number | null; stderr: string }>((done) => {
    const child = execFile(process.execPath, [join(REPO, 'deploy/healthcheck.mjs')], { env: { PORT: String(port) } }, (_err, _stdout, stderr) => done({ status: child.exitCode, stderr }));
  });

  test('exit 0 while /api/health answers 200; 1 when it answers 503 (database gone) or nothing listens', async () => {
    const dataDir = join(dir, 'dati');
    mkdirSync(dataDir);
    const server = await buildApp({ site: { subscribersDbPath: join(dataDir, 'iscritti.sqlite') }, deps: { sourceArchive: undefined } });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const port = (server.server.address() as AddressInfo).port;
    try {
      expect((await check(port)).status).toBe(0);
      rmSync(dataDir, { recursive: true });
      // A good answer is kept for HEALTH_CACHE_MS (routes/health.ts): the next check after it sees the loss.
      await new Promise((r) => setTimeout(r, HEALTH_CACHE_MS + 50));
      const unhealthy = await check(port);
      expect(unhealthy.status).toBe(1);
      expect(unhealthy.stderr).toContain('/api/health: 503');
    } finally {
      await server.close();
    }
    expect((await check(port)).status).toBe(1);
  }, 30_000);
});
