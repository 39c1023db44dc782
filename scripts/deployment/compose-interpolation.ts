/**
 * Docker Compose's variable interpolation (`${VAR}`, `${VAR:-default}`, `${VAR-default}`,
 * `${VAR:?error}`, `${VAR?error}`, `$$`), applied to every string of a parsed compose.yaml, for
 * the static check of deployment-files.test.ts. Also lists the variables a file uses.
 */

const REFERENCE = /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;

export class InterpolationError extends Error {}

function interpolateText(text: string, env: Readonly<Record<string, string | undefined>>): string {
  return text.replace(REFERENCE, (whole, braced: string | undefined, op: string | undefined, word: string | undefined, bare: string | undefined) => {
    if (whole === '$$') return '$';
    const name = (braced ?? bare)!;
    const value = env[name];
    const missing = op?.startsWith(':') ? value === undefined || value === '' : value === undefined;
    if (op?.endsWith('-')) return missing ? (word ?? '') : value!;
    if (op?.endsWith('?')) {
      if (missing) throw new InterpolationError(`${name}: ${word ?? 'required'}`);
      return value!;
    }
    return value ?? '';
  });
}

/** The parsed document with each string interpolated; throws InterpolationError for a required variable missing. */
export function interpolate<T>(doc: T, env: Readonly<Record<string, string | undefined>>): T {
  if (typeof doc === 'string') return interpolateText(doc, env) as T;
  if (Array.isArray(doc)) return doc.map((d: unknown) => interpolate(d, env)) as T;
  if (doc !== null && typeof doc === 'object') {
    return Object.fromEntries(Object.entries(doc).map(([k, v]) => [k, interpolate(v, env)])) as T;
  }
  return doc;
}

/** The names of the variables a text refers to. */
export function variablesIn(text: string): string[] {
  return [...new Set([...text.matchAll(REFERENCE)].map((m) => m[1] ?? m[4]).filter((n): n is string => n !== undefined))];
}
