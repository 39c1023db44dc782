/** Dates as Italians type them (25/12/1990, 25-12-1990, 25.12.1990, 1990-12-25) → `YYYY-MM-DD`. */
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
