/**
 * The notes field of a transiting planet: saved in the browser with the chart on every change
 * (notes-storage.ts), so that a reload or scrolling the row away loses nothing; a refusal of the
 * browser is said next to the field, and the text stays in it.
 */
import { memo, useState } from 'react';
import { Textarea } from '@mantine/core';
import type { TransitBodyCode } from '@astrolabio/core';
import { BODY_NAMES_IT } from '@astrolabio/names-it';
import { StorageError } from '../../../lib/storage.ts';
import { it } from '../../../i18n/it.ts';
import { readNotes, writeNote } from '../model/notes-storage.ts';

export const PlanetNotesField = memo(function PlanetNotesField({ chartId, body }: { chartId: string; body: TransitBodyCode }) {
  const [text, setText] = useState(() => readNotes(chartId)[body] ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const change = (value: string) => {
    setText(value);
    try {
      writeNote(chartId, body, value);
      setProblem(null);
    } catch (error) {
      if (!(error instanceof StorageError)) throw error;
      setProblem(it.transits.notesFailed(error.kind === 'full' ? it.profiles.storageFull : it.profiles.storageUnavailable));
    }
  };
  return (
    <Textarea
      className="tt-notes"
      label={it.transits.notes(BODY_NAMES_IT[body])}
      placeholder={it.transits.notesPlaceholder}
      value={text}
      onChange={(e) => change(e.currentTarget.value)}
      error={problem}
      size="xs"
      rows={2}
      autosize={false}
    />
  );
});
