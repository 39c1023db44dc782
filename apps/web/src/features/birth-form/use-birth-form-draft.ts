/**
 * The birth form's values, kept in localStorage as they are typed, so that a failed call or a
 * reload loses nothing. A draft from another version is read field by field; what does not fit
 * falls back to the default. Another form (a couple's second person) keeps its draft under its own key.
 */
import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod/mini';
import {
  birthFormValuesSchema,
  initialBirthFormValues,
  type BirthFormValues,
} from '../../birth-data/birth-form-values.ts';
import { readStored, writeStored } from '../../lib/storage.ts';

export const DRAFT_STORAGE_KEY = 'astrolabio:bozza-modulo';

/** Each field on its own: a bad field is dropped (and defaulted), the others are kept. */
const draftSchema = z.catch(
  z.object(Object.fromEntries(Object.entries(birthFormValuesSchema.shape).map(([k, s]) => [k, z.catch(z.optional(s as z.ZodMiniType), undefined)]))),
  {},
) as unknown as z.ZodMiniType<Partial<BirthFormValues>>;

export function readDraft(storageKey: string = DRAFT_STORAGE_KEY): BirthFormValues {
  const stored = readStored(storageKey, draftSchema) ?? {};
  const merged: Record<string, unknown> = { ...initialBirthFormValues() };
  for (const [k, v] of Object.entries(stored)) if (v !== undefined) merged[k] = v;
  // Each stored field passed its own schema and the rest are defaults: the whole is valid.
  return merged as BirthFormValues;
}

export function useBirthFormDraft(storageKey: string = DRAFT_STORAGE_KEY) {
  const [values, setValues] = useState<BirthFormValues>(() => readDraft(storageKey));
  useEffect(() => {
    try {
      writeStored(storageKey, values);
    } catch {
      // A full or disabled storage only costs the draft; the form keeps working.
    }
  }, [storageKey, values]);
  const update = useCallback((patch: Partial<BirthFormValues>) => setValues((v) => ({ ...v, ...patch })), []);
  return { values, update, replace: setValues };
}
