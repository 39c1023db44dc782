/**
 * For a Mantine input left uncontrolled on purpose (it keeps its own text or boxes, see DateField
 * and TimeField) whose value the form also sets from outside (a profile loaded, the fields
 * cleared): the value to start it with, and a key that restarts it whenever the form's value is
 * not the input's own last report coming back, or when `restart` changes (the same value set from
 * outside: the fields cleared while the hours held `24`, which gave ''). With `keepAs`, what the
 * input held is kept across a reload (typed-text-draft.ts), even when it gave no value.
 */
import { useEffect, useState } from 'react';
import { forgetTypedText, readTypedText, writeTypedText } from './typed-text-draft.ts';

export interface OwnInput {
  /** Key of the input: changes when it must start afresh from `start`. */
  key: number;
  /** The value the input was last (re)started with: its `defaultValue`. */
  start: string;
  /** What the input held before a reload, when it gave `start` (only on the first start); else null. */
  startParts: string[] | null;
  /** Tells the form what the input now holds (and remembers it as the input's own); `parts`: its text. */
  report: (value: string, parts?: string[]) => void;
  /**
   * Keeps `parts` across a reload as the text that gives `value`, without telling the form (a text
   * the input has not turned into a value yet: a date half typed, before the field is left).
   */
  remember: (value: string, parts: string[]) => void;
}

export interface OwnInputOptions {
  /** The field's name in the typed-text draft; without it nothing is kept across a reload. */
  keepAs?: string;
  /** Changes whenever the form's values are set from outside, whatever this field's value. */
  restart?: number;
}

export function useOwnInput(value: string, onChange: (value: string) => void, { keepAs, restart = 0 }: OwnInputOptions = {}): OwnInput {
  // `seen`: the form's value at the last render; `reported`: the input's last report.
  const [state, setState] = useState(() => ({
    start: value,
    startParts: keepAs ? readTypedText(keepAs, value) : null,
    seen: value,
    reported: value,
    restart,
    key: 0,
  }));
  if (restart !== state.restart) {
    setState({ start: value, startParts: null, seen: value, reported: value, restart, key: state.key + 1 });
  } else if (value !== state.seen) {
    // Our own report coming back is already in the input; anything else replaces what it holds.
    setState(value === state.reported
      ? { ...state, seen: value }
      : { start: value, startParts: null, seen: value, reported: value, restart, key: state.key + 1 });
  }
  useEffect(() => {
    // Restarted from outside: the text typed before is no longer what the field holds.
    if (keepAs && state.key > 0) forgetTypedText(keepAs);
  }, [keepAs, state.key]);
  return {
    key: state.key,
    start: state.start,
    startParts: state.startParts,
    report: (v, parts) => {
      setState((s) => ({ ...s, reported: v }));
      if (keepAs && parts) writeTypedText(keepAs, v, parts);
      onChange(v);
    },
    remember: (v, parts) => {
      if (keepAs) writeTypedText(keepAs, v, parts);
    },
  };
}
