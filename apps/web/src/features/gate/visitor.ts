/** Remembers in the browser that this visitor has passed the welcome gate once. */
import { z } from 'zod/mini';
import { readStored, writeStored } from '../../lib/storage.ts';

export const INTRO_SEEN_KEY = 'astrolabio:introduzione-vista';

export function hasSeenIntro(): boolean {
  return readStored(INTRO_SEEN_KEY, z.literal(true)) === true;
}

export function rememberIntroSeen(): void {
  try {
    writeStored(INTRO_SEEN_KEY, true);
  } catch {
    // Without storage the visitor simply sees the gate again next time.
  }
}
