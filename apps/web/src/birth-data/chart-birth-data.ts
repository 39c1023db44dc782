/** What a chart was asked for, as its header shows it (ChartHeader): the form's values at the press, which its rules have accepted. */
import type { OffsetRule } from '@astrolabio/contract';
import { coordinateFieldValue, utcOffsetFieldValue, type BirthFormValues } from './birth-form-values.ts';

/** What the chart was asked for, as the form held it when the chart was requested. */
export interface ChartBirthData {
  /** The profile's name, '' when none. */
  name: string;
  /** YYYY-MM-DD and HH:mm, local civil time. */
  date: string;
  time: string;
  utcOffsetHours: number;
  /** The place text, '' when none. */
  place: string;
  latitude: number;
  longitude: number;
  /** IANA zone, when the offset was found for the place rather than typed. */
  zone?: string;
  /** Whose rules gave that offset (Trieste 1916: Austria's) and summer time under them, when found with it. */
  rule?: OffsetRule;
  dst?: boolean;
}

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
