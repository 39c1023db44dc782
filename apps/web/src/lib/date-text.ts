/**
 * Dates and times as Italians type them, and as Italian spreadsheets write them back into a CSV:
 * 25/12/1990, 25-12-1990, 25.12.1990, 1990-12-25 → `YYYY-MM-DD`; 9:30, 09:30:00 → `HH:mm`.
 */
import { parseCalendarDate } from '@astrolabio/core';

const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const YMD = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** The ISO date of a typed text, or null when it is not a real calendar day. */
export function parseItalianDate(text: string): string | null {
  const t = text.trim();
  const dmy = DMY.exec(t);
  const parts = dmy ? [dmy[3]!, dmy[2]!, dmy[1]!] : YMD.exec(t)?.slice(1);
  if (!parts) return null;
  const [year, month, day] = parts;
  const iso = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  return parseCalendarDate(iso) ? iso : null;
}

/** Display format of the date fields (dayjs tokens). */
export const DATE_DISPLAY_FORMAT = 'DD/MM/YYYY';

/** `H:mm`, `HH:mm` or `HH:mm:00` → `HH:mm`; null when it is not a time of day to the minute. */
export function parseTimeOfDay(text: string): string | null {
  const m = /^(\d{1,2}):([0-5]\d)(?::00)?$/.exec(text.trim());
  if (!m || Number(m[1]) > 23) return null;
  return `${m[1]!.padStart(2, '0')}:${m[2]}`;
}
