/** The birth time's two boxes (hours, minutes) → `HH:mm`, or what is wrong; nothing typed is ever changed into another time. */

export type TimeBoxesProblem = 'digits' | 'hours' | 'minutes';

export interface TimeBoxes {
  /** `HH:mm` when both boxes hold a valid number, otherwise null (empty, incomplete or wrong). */
  time: string | null;
  problem: TimeBoxesProblem | null;
}

/** Hours 0–23 and minutes 0–59, one or two digits each; `24` is an error, never 04. */
export function readTimeBoxes(hours: string, minutes: string): TimeBoxes {
  const h = hours.trim();
  const m = minutes.trim();
  if (!/^\d{0,2}$/.test(h) || !/^\d{0,2}$/.test(m)) return { time: null, problem: 'digits' };
  if (h !== '' && Number(h) > 23) return { time: null, problem: 'hours' };
  if (m !== '' && Number(m) > 59) return { time: null, problem: 'minutes' };
  if (h === '' || m === '') return { time: null, problem: null };
  return { time: `${h.padStart(2, '0')}:${m.padStart(2, '0')}`, problem: null };
}

/** A time pasted whole into one box (09:30, 9.30, 9,30, 0930) → its two boxes; null when it is not one. */
export function splitPastedTime(text: string): [string, string] | null {
  const t = text.trim();
  const m = /^(\d{1,2})[:.,h ](\d{2})$/i.exec(t) ?? /^(\d{2})(\d{2})$/.exec(t);
  return m ? [m[1]!, m[2]!] : null;
}
