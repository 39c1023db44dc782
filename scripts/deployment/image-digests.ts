/**
 * The images compose.yaml and the Dockerfile pull, pinned by digest beside their tags (issue 33):
 * `npm run deployment:digests` asks the registry (Docker Hub) for each image's digest and says, for
 * each, whether it is pinned, to what, and where its tag points now; `-- --fissa` writes
 * `name:tag@sha256:…` into both files. A tag alone can be moved to other bytes at any time; a digest
 * cannot. Written because the machine this project is built on has no access to the registry: the
 * operator runs it where there is one (README, «Immagini fissate per digest»).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
/** The files that name images, relative to the repository. */
export const IMAGE_FILES = ['compose.yaml', 'Dockerfile'] as const;
/** The image compose builds from the Dockerfile: not in any registry. */
const OWN_IMAGE = /^astrolabio:/;

export interface ImageReference {
  /** As written: `postgres:15.10-bookworm` or `postgres:15.10-bookworm@sha256:…`. */
  text: string;
  /** The repository on the registry: `library/postgres` for an official image. */
  repository: string;
  /** `postgres:15.10-bookworm`. */
  nameAndTag: string;
  tag: string;
  digest: string | undefined;
}

const REFERENCE = /^([a-z0-9][a-z0-9._/-]*):([\w][\w.-]{0,127})(?:@(sha256:[0-9a-f]{64}))?$/;

/** A reference with its tag (and digest); undefined for one without a tag, which this project never writes. */
export function parseImageReference(text: string): ImageReference | undefined {
  const m = REFERENCE.exec(text);
  if (!m) return undefined;
  const [, name, tag, digest] = m as unknown as [string, string, string, string | undefined];
  return { text, repository: name.includes('/') ? name : `library/${name}`, nameAndTag: `${name}:${tag}`, tag, digest };
}

/** The image references of a file: compose's `image:` values, the Dockerfile's `FROM` images. */
export function imageReferencesIn(text: string): string[] {
  const found = [
    ...[...text.matchAll(/^\s*image:\s*["']?([^\s"'#]+)/gm)].map((m) => m[1]!),
    ...[...text.matchAll(/^FROM\s+(?:--\S+\s+)*([^\s]+)/gim)].map((m) => m[1]!),
  ];
  return found.filter((r) => !OWN_IMAGE.test(r));
}

export interface Registry {
  /** https://registry-1.docker.io */
  url: string;
  /** https://auth.docker.io/token (anonymous pull tokens). */
  authUrl: string;
  service: string;
}

export const DOCKER_HUB: Registry = { url: 'https://registry-1.docker.io', authUrl: 'https://auth.docker.io/token', service: 'registry.docker.io' };

/** The manifest kinds asked for: the multi-platform index first, so the digest is the one `docker pull` records. */
const MANIFEST_TYPES = [
  'application/vnd.oci.image.index.v1+json',
  'application/vnd.docker.distribution.manifest.list.v2+json',
  'application/vnd.oci.image.manifest.v1+json',
  'application/vnd.docker.distribution.manifest.v2+json',
].join(', ');

/** The digest a tag or a digest resolves to now; undefined when the registry does not have it (404). */
export async function registryDigest(registry: Registry, repository: string, tagOrDigest: string): Promise<string | undefined> {
  const auth = await fetch(`${registry.authUrl}?service=${encodeURIComponent(registry.service)}&scope=${encodeURIComponent(`repository:${repository}:pull`)}`);
  if (!auth.ok) throw new Error(`${registry.authUrl}: ${auth.status}`);
  const { token } = await auth.json() as { token: string };
  const res = await fetch(`${registry.url}/v2/${repository}/manifests/${tagOrDigest}`, {
    method: 'HEAD', headers: { authorization: `Bearer ${token}`, accept: MANIFEST_TYPES },
  });
  if (res.status === 404) return undefined;
  if (!res.ok) throw new Error(`${registry.url}/v2/${repository}/manifests/${tagOrDigest}: ${res.status}`);
  const digest = res.headers.get('docker-content-digest');
  if (!digest) throw new Error(`${repository}:${tagOrDigest}: the registry gave no Docker-Content-Digest`);
  return digest;
}

export interface DigestReport {
  reference: ImageReference;
  /** Where the tag points now. */
  tagDigest: string | undefined;
  /** The pinned digest still exists on the registry (undefined: not pinned). */
  pinnedExists: boolean | undefined;
}

export async function checkImages(references: readonly string[], registry: Registry): Promise<DigestReport[]> {
  const reports: DigestReport[] = [];
  for (const text of new Set(references)) {
    const reference = parseImageReference(text);
    if (!reference) throw new Error(`${text}: an image is written name:tag (or name:tag@sha256:…)`);
    const tagDigest = await registryDigest(registry, reference.repository, reference.tag);
    const pinnedExists = reference.digest === undefined ? undefined : (await registryDigest(registry, reference.repository, reference.digest)) !== undefined;
    reports.push({ reference, tagDigest, pinnedExists });
  }
  return reports;
}

/** The report in words; `ok` when every image is pinned to a digest the registry has. */
export function reportLines(reports: readonly DigestReport[]): { lines: string[]; ok: boolean } {
  let ok = true;
  const lines = reports.map(({ reference, tagDigest, pinnedExists }) => {
    const now = tagDigest ? `il tag ora punta a ${tagDigest}` : 'il tag non esiste più sul registro';
    if (reference.digest === undefined) {
      ok = false;
      return `${reference.nameAndTag}: NON fissata per digest; ${now}`;
    }
    if (!pinnedExists) {
      ok = false;
      return `${reference.nameAndTag}: il digest fissato ${reference.digest} NON esiste sul registro; ${now}`;
    }
    return `${reference.nameAndTag}: fissata a ${reference.digest}${tagDigest === reference.digest ? ' (come il tag oggi)' : `; ${now}`}`;
  });
  return { lines, ok };
}

/** The text with each image written `name:tag@digest`, the digest the tag points to now. */
export function pinned(text: string, reports: readonly DigestReport[]): string {
  let out = text;
  for (const { reference, tagDigest } of reports) {
    if (!tagDigest) throw new Error(`${reference.nameAndTag}: the registry does not have this tag`);
    // Whole references only: `node:20.19-bookworm` is also the start of `node:20.19-bookworm-slim`.
    const whole = new RegExp(`(?<=^|[\\s"'])${reference.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[\\s"'])`, 'gm');
    out = out.replace(whole, `${reference.nameAndTag}@${tagDigest}`);
  }
  return out;
}

async function main(argv: readonly string[]): Promise<number> {
  const registry: Registry = {
    url: process.env.ASTROLABIO_REGISTRY_URL ?? DOCKER_HUB.url,
    authUrl: process.env.ASTROLABIO_REGISTRY_AUTH_URL ?? DOCKER_HUB.authUrl,
    service: DOCKER_HUB.service,
  };
  const root = process.env.ASTROLABIO_REPO ?? REPO;
  const texts = Object.fromEntries(IMAGE_FILES.map((f) => [f, readFileSync(join(root, f), 'utf8')]));
  const reports = await checkImages(Object.values(texts).flatMap(imageReferencesIn), registry);
  if (argv.includes('--fissa')) {
    for (const file of IMAGE_FILES) writeFileSync(join(root, file), pinned(texts[file]!, reports));
    console.log(`Immagini fissate per digest in ${IMAGE_FILES.join(' e ')}:`);
    for (const r of reports) console.log(`  ${r.reference.nameAndTag}@${r.tagDigest}`);
    return 0;
  }
  const { lines, ok } = reportLines(reports);
  for (const line of lines) console.log(line);
  if (!ok) console.error('Per fissarle: npm run deployment:digests -- --fissa (poi ricostruisci e controlla il diff).');
  return ok ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main(process.argv.slice(2));
