/** Profiles in localStorage: one key per profile (`profile_<name>`), read through the profile schema. */
import { readStored, removeStored, storedKeys, writeStored } from '../../lib/storage.ts';
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
  const checked = profileSchema.safeParse(p);
  if (!checked.success) throw new InvalidProfileError(invalidProfileReason(checked.error));
  writeStored(profileKey(p.profileName), p);
}

export function deleteProfile(name: string): void {
  removeStored(profileKey(name));
}
