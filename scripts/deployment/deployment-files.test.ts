/**
 * The deployment files, checked without a Docker engine (this machine has only the docker client,
 * and Debian ships no compose plugin for `docker compose config`): compose.yaml parsed, interpolated
 * and held against what the server reads and needs; the Dockerfile's steps against the commands CI
 * runs and the files the server opens at run time; Caddy's own `caddy validate` and `caddy adapt`
 * on the Caddyfile; the container's health check run against a real server.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
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
import { buildContextFiles, SECRET_LOOKING } from './build-context.ts';
import { interpolate, variablesIn } from './compose-interpolation.ts';
import { copiedPaths, dockerfileStages, execForm, type Stage } from './dockerfile.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(REPO, path), 'utf8');
const repoPath = (absolute: string) => relative(REPO, absolute).replace(/\/$/, '');

interface ComposeService {
  image?: string;
  read_only?: boolean;
  cap_drop?: string[];
  cap_add?: string[];
  security_opt?: string[];
  pids_limit?: number;
  tmpfs?: string[];
  secrets?: string[];
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
  secrets: Record<string, { file: string }>;
  volumes: Record<string, { driver?: string; driver_opts?: Record<string, string> } | null>;
}

const COMPOSE_TEXT = read('compose.yaml');
const NFS_OVERRIDE_TEXT = read('deploy/compose.backups-nfs.yaml');
// `<<: *hardening`: YAML merge keys, which compose reads.
const composeWith = (env: Record<string, string>) => interpolate(parse(COMPOSE_TEXT, { merge: true }) as Compose, env);
const compose = composeWith({});
const { app, db, proxy } = compose.services as Record<'app' | 'db' | 'proxy', ComposeService>;

const stages = dockerfileStages(read('Dockerfile'));
const [buildStage, runtime] = [stages[0]!, stages.at(-1)!];
const args = (stage: Stage, keyword: string) => stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

/** What compose's secret files hold in these checks: a key as openssl makes it, no mail server, a password. */
const SECRET_FILES: Record<string, string> = {
  '/run/secrets/consent_hash_key': 'q0lT2k6mYH3nU8vX1cZ7bR4wE9sD5fG2hJ6kL0pA3oI=\n',
  '/run/secrets/smtp_url': '',
};
const secretFile = (path: string) => SECRET_FILES[path] ?? 'segreta-di-prova';

/** The environment a replica sees: the image's ENV, then compose's. */
function replicaEnv(): Record<string, string> {
  const imageEnv: Record<string, string> = {};
  for (const line of args(runtime, 'ENV')) for (const [, k, v] of line.matchAll(/(\w+)=(\S+)/g)) imageEnv[k!] = v!;
  return { ...imageEnv, ...app?.environment };
}

/** How package.json runs commands at once: each in single quotes after it. */
const RUN_IN_PARALLEL = 'node --import tsx scripts/run-in-parallel.ts ';

/**
 * Every command CI runs: .ci/run's test line, each `npm test` / `npm run x` expanded through
 * package.json, and each of those run at once by scripts/run-in-parallel.ts.
 */
function ciCommands(): Set<string> {
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
  const line = read('.ci/run').split('\n').map((l) => l.trim()).filter((l) => l.startsWith('npm ')).at(-1) ?? '';
  const commands = new Set<string>();
  const visit = (text: string) => {
    for (const command of text.split('&&').map((c) => c.trim())) {
      if (commands.has(command)) continue;
      commands.add(command);
      if (command.startsWith(RUN_IN_PARALLEL)) {
        for (const [, quoted] of command.slice(RUN_IN_PARALLEL.length).matchAll(/'([^']*)'/g)) visit(quoted!);
        continue;
      }
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
    const env = withFileSecrets(replicaEnv(), secretFile);
    const readNames = new Set<string>(FILE_SECRETS.map((name) => `${name}_FILE`));
    const spied = new Proxy(env, { get: (target, name) => (readNames.add(String(name)), target[String(name)]) });
    const config = serverConfigFromEnv(spied);
    expect(Object.keys(replicaEnv()).filter((name) => !readNames.has(name) && name !== 'NODE_ENV')).toEqual([]);
    expect(config.trustProxy).toBe(1);
    expect(config.site.questionnaireUrl).toBeNull();
    expect(config.host).toBe('0.0.0.0');
  });

  test('the app connects to the db service as its own least-privilege role, the password from a secret file, never the superuser', () => {
    const { site } = serverConfigFromEnv(withFileSecrets(replicaEnv(), secretFile));
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

  test('every image tag is pinned to a minor version or finer, never latest; a digest, when there, beside the tag', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.build !== undefined) continue;
      expect(service.image, name).toMatch(/^[a-z]+:\d+\.\d+[\w.-]*(@sha256:[0-9a-f]{64})?$/);
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
    expect(graceMs).toBeGreaterThan(serverConfigFromEnv(withFileSecrets(replicaEnv(), secretFile)).shutdownTimeoutMs);
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
    for (const name of [...variablesIn(COMPOSE_TEXT), ...variablesIn(NFS_OVERRIDE_TEXT)]) {
      expect(example, name).toMatch(new RegExp(`^${name}=`, 'm'));
      expect(readme, name).toContain(`\`${name}\``);
    }
  });
});

describe('compose.yaml: containers hardened, secrets from files, backups on a volume of their own (issue 33)', () => {
  /** The capabilities each service may take back, and why (compose.yaml says it beside each). */
  const ALLOWED_CAPABILITIES: Record<string, string[]> = {
    // The Postgres entrypoint gives the data folder to `postgres` and drops to it.
    db: ['CHOWN', 'DAC_OVERRIDE', 'FOWNER', 'SETGID', 'SETUID'],
    // Caddy listens on 80 and 443.
    proxy: ['NET_BIND_SERVICE'],
  };

  test.each(Object.keys(compose.services))('%s: read-only root, a tmpfs for /tmp, no capabilities but its own, no new privileges, a process limit', (name) => {
    const service = compose.services[name]!;
    expect(service.read_only).toBe(true);
    expect(service.tmpfs).toContain('/tmp');
    expect(service.cap_drop).toEqual(['ALL']);
    expect(service.cap_add ?? []).toEqual(ALLOWED_CAPABILITIES[name] ?? []);
    expect(service.security_opt).toContain('no-new-privileges:true');
    expect(service.pids_limit).toBeGreaterThan(0);
    expect(service.pids_limit).toBeLessThanOrEqual(512);
  });

  test('secrets reach the app as files: the SMTP URL (with its password) and the consent key, never a variable', () => {
    const env = app.environment!;
    // DATABASE_URL names the server and role only (its password comes from a file: tested above).
    for (const name of FILE_SECRETS.filter((n) => n !== 'DATABASE_URL')) expect(env, name).not.toHaveProperty(name);
    for (const [variable, secret] of [['SMTP_URL_FILE', 'smtp_url'], ['CONSENT_HASH_KEY_FILE', 'consent_hash_key'], ['DATABASE_PASSWORD_FILE', 'app_db_password']] as const) {
      expect(env[variable]).toBe(`/run/secrets/${secret}`);
      expect(app.secrets).toContain(secret);
      expect(compose.secrets[secret]?.file).toMatch(/^\.\/secrets\//);
    }
    // What the files hold passes the start-up checks: a key as openssl makes it, an empty SMTP file (no mail server).
    const { site } = serverConfigFromEnv(withFileSecrets(replicaEnv(), secretFile));
    expect(site.consentHashKey).toBe('q0lT2k6mYH3nU8vX1cZ7bR4wE9sD5fG2hJ6kL0pA3oI=');
    expect(site.smtpUrl).toBeNull();
    // The README's first lines make every secret file compose names.
    const readme = read('README.md');
    for (const { file } of Object.values(compose.secrets)) expect(readme, file).toContain(file.replace(/^\.\//, ''));
  });

  test('the backups go to a volume of their own (not the database\'s), which the NFS override puts on another machine; a failed dump is retried within the hour', () => {
    const backup = compose.services.backup!;
    const target = backup.volumes!.find((v) => v.endsWith(':/backups'))!;
    expect(target).toBe('backups:/backups');
    expect(db.volumes).toContain('db-data:/var/lib/postgresql/data');
    expect(compose.volumes).toHaveProperty('backups');
    expect(Number(backup.environment!.BACKUP_RETRY_SECONDS)).toBeLessThanOrEqual(3600);
    expect(read('deploy/postgres/backup.sh')).toContain('retry="${BACKUP_RETRY_SECONDS:-900}"');
    const nfs = interpolate(parse(NFS_OVERRIDE_TEXT) as Pick<Compose, 'volumes'>, { BACKUP_NFS_SERVER: '10.0.0.5', BACKUP_NFS_PATH: '/export/astrolabio' });
    expect(nfs.volumes.backups).toEqual({ driver: 'local', driver_opts: { type: 'nfs', o: 'addr=10.0.0.5,nfsvers=4,rw,hard', device: ':/export/astrolabio' } });
    expect(() => interpolate(parse(NFS_OVERRIDE_TEXT), {})).toThrow(/BACKUP_NFS_SERVER/);
  });
});

describe('the build context (what docker build sends, and COPY . . puts in a build layer)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'astrolabio-context-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('a working copy with secrets in it: none of them is sent, the sources and .git are', () => {
    const tree = [
      'package.json', 'apps/server/src/server.ts', 'deploy/env.example', 'deploy/postgres/backup.sh', '.git/HEAD', 'Dockerfile',
      'secrets/postgres-password', 'secrets/consent-hash-key', 'secrets/smtp-url', 'deploy/secrets/altro',
      '.env', '.env.production', 'apps/server/.env.local', '.data/iscritti.sqlite', 'iscritti.sqlite-wal', 'copia.sqlite',
      'backups/astrolabio-20250101T000000Z.dump', 'tls/server.key', 'tls/server.pem', 'node_modules/x/index.js', 'apps/web/dist/index.html',
    ];
    for (const file of tree) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), 'x');
    }
    const sent = buildContextFiles(dir, read('.dockerignore'));
    expect(sent).toEqual(['.git/HEAD', 'Dockerfile', 'apps/server/src/server.ts', 'deploy/env.example', 'deploy/postgres/backup.sh', 'package.json']);
  });

  test('this working copy\'s context holds nothing secret-looking, and the build stage copies only it', () => {
    const sent = buildContextFiles(REPO);
    expect(sent).toContain('package.json');
    expect(sent.filter((f) => SECRET_LOOKING.test(f))).toEqual([]);
    // The build stage copies from the context (COPY . .), the runtime only from the build stage.
    expect(args(buildStage, 'COPY')).toEqual(['. .']);
    expect(args(runtime, 'COPY').every((a) => a.startsWith('--from=build '))).toBe(true);
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
    // A digest may stand beside the tag (npm run deployment:digests -- --fissa): the tags are compared.
    const tagOf = (image: string) => image.replace(/@sha256:[0-9a-f]{64}$/, '');
    expect(buildStage.image).toMatch(new RegExp(`^node:${nodeMajor}\\.\\d+-bookworm(@sha256:[0-9a-f]{64})?$`));
    expect(tagOf(runtime.image)).toBe(tagOf(buildStage.image).replace('-bookworm', '-bookworm-slim'));
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
    for (const pattern of ['**/node_modules', '.data', '**/*.sqlite', '**/secrets', '**/.env', '**/.env.*']) expect(ignored).toContain(pattern);
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
