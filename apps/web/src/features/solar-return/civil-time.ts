/** A civil date and time as the API writes it (`YYYY-MM-DDTHH:mm:ss`, no zone) → `01/01/2027, 11:37:42`, as the page writes instants. */
const civilFormat = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'UTC',
});

export function formatCivilIt(civil: string): string {
  const ms = Date.parse(`${civil}Z`);
  return Number.isNaN(ms) ? civil : civilFormat.format(ms);
}
