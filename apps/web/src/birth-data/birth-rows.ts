/** The birth data as a chart's header shows them, [label, value] rows: the natal chart's header and the return's printout read them from here. */
import { formatCoordinateIt, formatDateIt, formatUtcOffsetIt } from '../lib/format.ts';
import { it } from '../i18n/it.ts';
import type { ChartBirthData } from './chart-birth-data.ts';

const H = it.results.header;

/** Date, time and UTC offset; the place when named; the coordinates; the time zone when found for the place. */
export function birthDataRows(birth: ChartBirthData): [string, string][] {
  const rows: [string, string][] = [[H.birth, H.birthValue(formatDateIt(birth.date), birth.time, formatUtcOffsetIt(birth.utcOffsetHours))]];
  if (birth.place.trim()) rows.push([H.place, birth.place]);
  rows.push([H.coordinates, `${formatCoordinateIt(birth.latitude, 'latitude')}, ${formatCoordinateIt(birth.longitude, 'longitude')}`]);
  if (birth.zone) rows.push([H.zone, H.zoneValue(birth.zone, birth.rule, birth.dst)]);
  return rows;
}
