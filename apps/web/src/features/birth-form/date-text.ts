/** Dates as Italians type them (25/12/1990, 25-12-1990, 25.12.1990, 1990-12-25) → `YYYY-MM-DD`. */
import { daysInMonth } from '@astrolabio/core';

const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const YMD = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** The ISO date of a typed text, or null when it is not a real calendar day. */
export function parseItalianDate(text: string): string | null {
  const t = text.trim();
  const dmy = DMY.exec(t);
  const ymd = dmy ? null : YMD.exec(t);
  if (!dmy && !ymd) return null;
  const [year, month, day] = dmy ? [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])] : [Number(ymd![1]), Number(ymd![2]), Number(ymd![3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Display format of the date fields (dayjs tokens). */
export const DATE_DISPLAY_FORMAT = 'DD/MM/YYYY';
