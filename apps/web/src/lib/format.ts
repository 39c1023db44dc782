/** it-IT formats of the values the UI shows: zodiac positions, orbs, dates, months, UT instants. */
import { zodiacPosition } from '@astrolabio/core';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Longitude in degrees → position inside its sign, `10°46'12"` (truncated, like the API's `formatted`). */
export function formatSignPosition(longitudeDeg: number): string {
  const z = zodiacPosition(longitudeDeg);
  return `${z.wholeDegrees}°${pad2(z.minutes)}'${pad2(z.seconds)}"`;
}

/** A number as an Italian field shows it, every digit kept: 41.902782 → `41,902782`. */
export function formatDecimalIt(n: number): string {
  return String(n).replace('.', ',');
}

const orbFormat = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Orb in degrees → `2,35°`. */
export function formatOrb(orbDeg: number): string {
  return `${orbFormat.format(orbDeg)}°`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

/** `YYYY-MM-DD` → `01/01/1990`; any other text is returned unchanged. */
export function formatDateIt(isoDate: string): string {
  const m = ISO_DATE.exec(isoDate);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : isoDate;
}

const ISO_PERIOD = /^(\d{4}-\d{2}-\d{2}) - (\d{4}-\d{2}-\d{2})$/;

/** The API's `periodo`, `YYYY-MM-DD - YYYY-MM-DD` → `01/01/2025 – 28/02/2025`; any other text is returned unchanged. */
export function formatPeriodIt(periodo: string): string {
  const m = ISO_PERIOD.exec(periodo);
  return m ? `${formatDateIt(m[1]!)} – ${formatDateIt(m[2]!)}` : periodo;
}

const monthFormat = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `YYYY-MM` → `gennaio 2025`; any other text is returned unchanged. */
export function formatMonthIt(isoMonth: string): string {
  const m = ISO_MONTH.exec(isoMonth);
  return m ? monthFormat.format(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)) : isoMonth;
}

const instantFormat = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'UTC',
});

/** ISO-8601 UTC instant → `01/01/1990, 11:00:00 UT`; unparsable text is returned unchanged. */
export function formatUtcInstantIt(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : `${instantFormat.format(ms)} UT`;
}
