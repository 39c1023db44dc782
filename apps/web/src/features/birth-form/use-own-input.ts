/**
 * For a Mantine input left uncontrolled on purpose (it keeps its own text or boxes, see DateField
 * and TimeField) whose value the form also sets from outside (a profile loaded, the fields
 * cleared): the value to start it with, and a key that restarts it whenever the form's value is
 * not the input's own last report coming back.
 */
import { useState } from 'react';

export interface OwnInput {
  /** Key of the input: changes when it must start afresh from `start`. */
  key: number;
  /** The value the input was last (re)started with: its `defaultValue`. */
  start: string;
  /** Tells the form what the input now holds (and remembers it as the input's own). */
  report: (value: string) => void;
}

export function useOwnInput(value: string, onChange: (value: string) => void): OwnInput {
  // `seen`: the form's value at the last render; `reported`: the input's last report.
  const [state, setState] = useState({ start: value, seen: value, reported: value, key: 0 });
  if (value !== state.seen) {
    // Our own report coming back is already in the input; anything else replaces what it holds.
    setState(value === state.reported
      ? { ...state, seen: value }
      : { start: value, seen: value, reported: value, key: state.key + 1 });
  }
  return {
    key: state.key,
    start: state.start,
    report: (v) => {
      setState((s) => ({ ...s, reported: v }));
      onChange(v);
    },
  };
}
