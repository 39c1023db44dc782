/** Civil dates and times as the API writes them (no zone: the place's own clock), as the page writes them. */
/** A civil date and time as the API writes it (`YYYY-MM-DDTHH:mm:ss`, no zone) → `01/01/2027, 11:37:42`, as the page writes instants. */
const civilFormat = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'UTC',
});

export function formatCivilIt(civil: string): string {
  const ms = Date.parse(`${civil}Z`);
  return Number.isNaN(ms) ? civil : civilFormat.format(ms);
}

const civilMinuteFormat = new Intl.DateTimeFormat('it-IT', {
  weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC',
});

/** A civil date and time to the minute (`YYYY-MM-DDTHH:mm`) → `giovedì 31 dicembre 2026 alle ore 11:37` (ICU's words): a day to be somewhere. */
export function formatCivilDayIt(civil: string): string {
  const ms = Date.parse(`${civil.slice(0, 16)}Z`);
  return Number.isNaN(ms) ? civil : civilMinuteFormat.format(ms);
}
