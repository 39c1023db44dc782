/** Profiles in localStorage: one key per profile (`profile_<name>`), read through the profile schema. */
import { readStored, readStoredText, removeStored, storedKeys, writeStored, writeStoredText } from '../../lib/storage.ts';
import { invalidProfileReason, PROFILE_KEY_PREFIX, profileKey, profileSchema, type Profile } from './profile.ts';

const byName = new Intl.Collator('it-IT', { sensitivity: 'base', numeric: true });

/** Every readable profile, by name in Italian alphabetical order; unreadable entries are skipped. */
export function listProfiles(): Profile[] {
  return storedKeys(PROFILE_KEY_PREFIX)
    .flatMap((key) => {
      const p = readStored(key, profileSchema);
      // The key is the identity: a profile whose name field disagrees is shown under its key.
      return p ? [{ ...p, profileName: key.slice(PROFILE_KEY_PREFIX.length) }] : [];
    })
    .sort((a, b) => byName.compare(a.profileName, b.profileName));
}

/**
 * Names of the `profile_` entries the schema cannot read (damaged, or written by another version):
 * shown to the user, and counted as taken, so that nothing overwrites them without asking.
 */
export function listUnreadableProfiles(): string[] {
  return storedKeys(PROFILE_KEY_PREFIX)
    .filter((key) => readStored(key, profileSchema) === null)
    .map((key) => key.slice(PROFILE_KEY_PREFIX.length))
    .sort((a, b) => byName.compare(a, b));
}

/** True when a profile of that name is stored now, readable or not (another tab may have saved it). */
export function profileExists(name: string): boolean {
  return readStoredText(profileKey(name.trim())) !== null;
}

/** The first free name `Maria (2)`, `Maria (3)` … for keeping both profiles. */
export function freeProfileName(name: string): string {
  for (let n = 2; ; n++) {
    const candidate = `${name.trim()} (${n})`;
    if (!profileExists(candidate)) return candidate;
  }
}

export function getProfile(name: string): Profile | null {
  return readStored(profileKey(name), profileSchema);
}

/** A profile the schema refuses: written, it would be skipped by listProfiles and silently lost. */
export class InvalidProfileError extends Error {
  override name = 'InvalidProfileError';
  /** The field at fault, in Italian (the CSV import's wording). */
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.reason = reason;
  }
}

/**
 * Throws InvalidProfileError, writing nothing, when the profile would not read back; StorageError
 * when the browser's storage is full or disabled.
 */
export function saveProfile(p: Profile): void {
  const problem = profileProblem(p);
  if (problem) throw new InvalidProfileError(problem);
  writeStored(profileKey(p.profileName), p);
}

/** Why a profile would not read back once saved (the field at fault, in Italian); null when it would. */
export function profileProblem(p: Profile): string | null {
  const checked = profileSchema.safeParse(p);
  return checked.success ? null : invalidProfileReason(checked.error);
}

/**
 * Deletes a profile and returns what was stored, exactly, so that «Annulla» can put it back
 * (restoreProfile); null when there was nothing.
 */
export function deleteProfile(name: string): string | null {
  const stored = readStoredText(profileKey(name));
  removeStored(profileKey(name));
  return stored;
}

/** Puts back what deleteProfile returned; throws StorageError when the storage is full. */
export function restoreProfile(name: string, stored: string): void {
  writeStoredText(profileKey(name), stored);
}
