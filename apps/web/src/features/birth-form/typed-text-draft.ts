/**
 * What an input that keeps its own text (the time's two boxes) last held, kept beside the form's
 * draft: the draft stores the form's value ('' while the time is `24:00` or half typed), this
 * stores the text that gave it, so that a reload shows exactly what was typed, with its message.
 */
import { z } from 'zod/mini';
import { readStored, removeStored, writeStored } from '../../lib/storage.ts';

export const TYPED_TEXT_STORAGE_KEY = 'astrolabio:bozza-testi';

/** Per field: the form's value the text gave, and the text (one string per box). */
const typedTextSchema = z.record(z.string(), z.object({ value: z.string(), parts: z.array(z.string()) }));
type TypedTexts = z.infer<typeof typedTextSchema>;

function readAll(): TypedTexts {
  return readStored(TYPED_TEXT_STORAGE_KEY, typedTextSchema) ?? {};
}

function writeAll(all: TypedTexts): void {
  try {
    if (Object.keys(all).length === 0) removeStored(TYPED_TEXT_STORAGE_KEY);
    else writeStored(TYPED_TEXT_STORAGE_KEY, all);
  } catch {
    // A full or disabled storage only costs the typed text on reload; the form keeps working.
  }
}

/**
 * The text last typed in `field`, if it is what gave the form's `value`; null otherwise (nothing
 * kept, or the value was set since from elsewhere: another tab, an older draft).
 */
export function readTypedText(field: string, value: string): string[] | null {
  const entry = readAll()[field];
  return entry && entry.value === value ? entry.parts : null;
}

export function writeTypedText(field: string, value: string, parts: string[]): void {
  writeAll({ ...readAll(), [field]: { value, parts } });
}

/** The field was set from outside (a profile loaded, the fields cleared): its old text no longer holds. */
export function forgetTypedText(field: string): void {
  const all = readAll();
  if (!(field in all)) return;
  delete all[field];
  writeAll(all);
}
