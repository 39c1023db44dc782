/**
 * What `docker build .` would send as its build context, without Docker (issue 33): the files under
 * a folder minus those `.dockerignore` excludes, read with Docker's own rules (moby/patternmatcher):
 * `#` comments, `!` exceptions, the last matching line wins, a pattern matching a folder excludes
 * what is inside it, `*` and `?` stop at `/`, `**` spans folders, a leading `/` is dropped.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface IgnoreRule {
  pattern: string;
  exception: boolean;
  regex: RegExp;
}

/** A .dockerignore pattern as a regular expression over slash-separated paths relative to the context. */
function patternRegex(pattern: string): RegExp {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*' && pattern[i + 1] === '*') {
      const atStart = i === 0;
      const slashAfter = pattern[i + 2] === '/';
      i += slashAfter ? 2 : 1;
      // `**/` at the start or after a `/`: zero or more whole folders; elsewhere anything.
      out += slashAfter && (atStart || pattern[i - 3] === '/') ? '(?:.*/)?' : '.*';
    } else if (c === '*') {
      out += '[^/]*';
    } else if (c === '?') {
      out += '[^/]';
    } else if (c === '[') {
      const end = pattern.indexOf(']', i);
      if (end < 0) throw new Error(`.dockerignore: unclosed [ in ${pattern}`);
      out += `[${pattern.slice(i + 1, end).replace(/^!/, '^')}]`;
      i = end;
    } else if (c === '\\' && i + 1 < pattern.length) {
      out += `\\${pattern[++i]}`;
    } else {
      out += c.replace(/[.+^${}()|]/g, '\\$&');
    }
  }
  return new RegExp(`^${out}$`);
}

/** The rules of a .dockerignore text, in order. */
export function parseDockerignore(text: string): IgnoreRule[] {
  return text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#')).map((line) => {
    const exception = line.startsWith('!');
    // filepath.Clean: no leading `/` or `./`, no trailing `/`, no doubled `/`.
    const pattern = (exception ? line.slice(1) : line).trim().replace(/\/+/g, '/').replace(/^\.?\//, '').replace(/\/$/, '');
    return { pattern, exception, regex: patternRegex(pattern) };
  });
}

/** Whether the path (or a folder it is in) is excluded: the last rule matching it or a parent decides. */
export function isIgnored(rules: readonly IgnoreRule[], path: string): boolean {
  const parts = path.split('/');
  const prefixes = parts.map((_p, i) => parts.slice(0, i + 1).join('/'));
  let ignored = false;
  for (const rule of rules) {
    if (prefixes.some((p) => rule.regex.test(p))) ignored = !rule.exception;
  }
  return ignored;
}

/**
 * Every file of the build context rooted at `root`, as slash-separated relative paths, sorted.
 * An excluded folder is not entered unless an exception could bring something inside it back.
 */
export function buildContextFiles(root: string, dockerignore: string = readFileSync(join(root, '.dockerignore'), 'utf8')): string[] {
  const rules = parseDockerignore(dockerignore);
  const hasExceptions = rules.some((r) => r.exception);
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(root, relative), { withFileTypes: true })) {
      const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!hasExceptions && isIgnored(rules, path)) continue;
        walk(path);
      } else if (!isIgnored(rules, path)) {
        files.push(path);
      }
    }
  };
  walk('');
  return files.sort();
}

/** Paths that are secrets or private data wherever they lie: compose's secret files, .env files, subscribers' databases, dumps, keys. */
export const SECRET_LOOKING = /(^|\/)(secrets\/|\.env($|\.)|[^/]*\.(sqlite|sqlite-wal|sqlite-shm|dump|pem|key)$|backups\/)/;
