/**
 * The notes field of a transiting planet: saved in the browser with the chart on every change
 * (notes-storage.ts), so that a reload or scrolling the row away loses nothing; a refusal of the
 * browser is said next to the field, and the text stays in it. A plain label and textarea (styled
 * in transits.css like Mantine's small fields): a row drawn while scrolling, or with the tab's
 * click, pays for no component library (Mantine's Textarea was a fifth of that click; issue 23).
 */
import { memo, useId, useState } from 'react';
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
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="tt-notes">
      <label className="tt-notes-label" htmlFor={id}>{it.transits.notes(BODY_NAMES_IT[body])}</label>
      <textarea
        id={id}
        className="tt-notes-input"
        placeholder={it.transits.notesPlaceholder}
        value={text}
        onChange={(e) => change(e.currentTarget.value)}
        rows={3}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
      />
      {problem && <div id={errorId} className="tt-notes-error">{problem}</div>}
    </div>
  );
});
