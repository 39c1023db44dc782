/**
 * A profile's copy of the rules, in the browser's storage beside the profile (`mirata_regole_<profile>`,
 * decision 0093): the rules travel with the profile's name, read through the contract's schema, so
 * a damaged entry reads as none (Discepolo's) and is never overwritten without the user's «Salva».
 */
import { mirataRuleSetSchema, type MirataRuleSetWire } from '@astrolabio/contract';
import type { MirataRuleSet } from '@astrolabio/core';
import { readStored, removeStored, writeStored } from '../../../lib/storage.ts';
import { ruleCopyOf, ruleCopyWire } from './rule-copy.ts';

export const PROFILE_RULES_KEY_PREFIX = 'mirata_regole_';

const keyOf = (profileName: string) => `${PROFILE_RULES_KEY_PREFIX}${profileName.trim()}`;

/** The profile's rules, or null when it saved none (or they cannot be read). */
export function readProfileRules(profileName: string): MirataRuleSet | null {
  if (profileName.trim() === '') return null;
  const wire = readStored(keyOf(profileName), mirataRuleSetSchema) as MirataRuleSetWire | null;
  return wire ? ruleCopyOf(wire) : null;
}

/** Saves the rules under the profile's name (Discepolo's: the entry goes). Throws StorageError when storage is full or off. */
export function saveProfileRules(profileName: string, rules: MirataRuleSet): void {
  const wire = ruleCopyWire(rules);
  if (wire) writeStored(keyOf(profileName), wire);
  else removeStored(keyOf(profileName));
}
