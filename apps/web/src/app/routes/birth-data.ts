/** What a chart was asked for, for its header (ChartHeader): the form's values at the press, which its rules have accepted. */
import type { ChartBirthData } from '../../features/chart/components/ChartHeader.tsx';
import { coordinateFieldValue, utcOffsetFieldValue, type BirthFormValues } from '../../birth-data/birth-form-values.ts';

export function birthDataOf(v: BirthFormValues): ChartBirthData {
  const fix = v.placeFix;
  const zoneHolds = fix?.zone && fix.place === v.city && fix.date === v.date && fix.time === v.time && fix.fields.includes('timezone');
  return {
    name: v.profileName,
    date: v.date,
    time: v.time,
    utcOffsetHours: utcOffsetFieldValue(v.timezone) ?? 0,
    place: v.city,
    latitude: coordinateFieldValue(v.latitude, 'latitude') ?? 0,
    longitude: coordinateFieldValue(v.longitude, 'longitude') ?? 0,
    ...(zoneHolds ? { zone: fix.zone, ...(fix.rule ? { rule: fix.rule } : {}), ...(fix.dst !== undefined ? { dst: fix.dst } : {}) } : {}),
  };
}
