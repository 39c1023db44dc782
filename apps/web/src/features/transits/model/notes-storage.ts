/**
 * The notes field of each transiting planet, kept in the browser per chart (chart-identity.ts):
 * written on every change, so a reload loses nothing, and under the chart's own key, so two
 * profiles never see each other's notes.
 */
import { z } from 'zod/mini';
import { TRANSIT_BODY_CODES, type TransitBodyCode } from '@astrolabio/core';
import { readStored, writeStored } from '../../../lib/storage.ts';

export const NOTES_KEY_PREFIX = 'astrolabio:note-transiti:';

export type PlanetNotes = Partial<Record<TransitBodyCode, string>>;

const notesSchema = z.partialRecord(z.enum(TRANSIT_BODY_CODES as [TransitBodyCode, ...TransitBodyCode[]]), z.string());

export function notesKey(chartId: string): string {
  return NOTES_KEY_PREFIX + chartId;
}

/** The chart's notes; an unreadable entry (another app's, a hand edit) reads as no notes. */
export function readNotes(chartId: string): PlanetNotes {
  return readStored(notesKey(chartId), notesSchema) ?? {};
}

/**
 * Saves one planet's note with the others of the chart and returns them all. An empty note is
 * removed. Throws StorageError when the browser refuses (full, disabled): the caller says so.
 */
export function writeNote(chartId: string, planet: TransitBodyCode, text: string): PlanetNotes {
  const notes: PlanetNotes = { ...readNotes(chartId), [planet]: text };
  if (text === '') delete notes[planet];
  writeStored(notesKey(chartId), notes);
  return notes;
}
