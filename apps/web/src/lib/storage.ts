/**
 * The browser's localStorage, read through a zod schema (it is external input: another version of
 * the app, or the user, may have written anything) and written with a clear error when it is full.
 */
import type { z } from 'zod/mini';

export class StorageError extends Error {
  override name = 'StorageError';
  readonly kind: 'full' | 'unavailable';
  constructor(kind: 'full' | 'unavailable', cause?: unknown) {
    super(kind === 'full' ? 'localStorage is full' : 'localStorage is unavailable', { cause });
    this.kind = kind;
  }
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException
    && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22 || error.code === 1014);
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // some browsers throw on access when storage is disabled
  }
}

/** The stored value if it parses and matches the schema, otherwise null. */
export function readStored<S extends z.ZodMiniType>(key: string, schema: S): z.output<S> | null {
  const raw = storage()?.getItem(key);
  if (raw == null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Throws StorageError('full') when the quota is exceeded, ('unavailable') when storage is off. */
export function writeStored(key: string, value: unknown): void {
  writeStoredText(key, JSON.stringify(value));
}

/** The stored text as it is, or null. */
export function readStoredText(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

/** Writes a text as it is; the same errors as writeStored. */
export function writeStoredText(key: string, text: string): void {
  const s = storage();
  if (!s) throw new StorageError('unavailable');
  try {
    s.setItem(key, text);
  } catch (error) {
    throw new StorageError(isQuotaError(error) ? 'full' : 'unavailable', error);
  }
}

export function removeStored(key: string): void {
  storage()?.removeItem(key);
}

export function storedKeys(prefix: string): string[] {
  const s = storage();
  if (!s) return [];
  const keys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k !== null && k.startsWith(prefix)) keys.push(k);
  }
  return keys;
}
