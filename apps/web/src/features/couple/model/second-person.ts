/**
 * The couple's second person (issue 35) as the tab keeps it and a shared link carries it: a birth the
 * birth form's rules accepted — name, place, local date and time, offset, coordinates — read from the
 * second birth form's values, put back into them (a link opened elsewhere), and sent as `secondo`.
 */
import {
  coordinateFieldValue, DEFAULT_BIRTH_FORM_VALUES, utcOffsetFieldValue, type BirthFormValues,
} from '../../../birth-data/birth-form-values.ts';

export interface SecondPerson {
  /** The profile's name, '' when none. */
  name: string;
  /** The place as the form named it, '' when typed as coordinates only. */
  place: string;
  /** YYYY-MM-DD and HH:mm, local civil time. */
  date: string;
  time: string;
  utcOffsetHours: number;
  latitude: number;
  longitude: number;
}

/** The second person the form's values give, or null while they are not a birth yet (a field empty or unreadable). */
export function secondPersonOf(v: BirthFormValues): SecondPerson | null {
  const utcOffsetHours = utcOffsetFieldValue(v.timezone);
  const latitude = coordinateFieldValue(v.latitude, 'latitude');
  const longitude = coordinateFieldValue(v.longitude, 'longitude');
  if (utcOffsetHours === null || latitude === null || longitude === null || v.date === '' || v.time === '') return null;
  return { name: v.profileName.trim(), place: v.city.trim(), date: v.date, time: v.time, utcOffsetHours, latitude, longitude };
}

/**
 * The form's values for a person (from a link): its place counts as chosen, with its coordinates
 * and offset as found for it, as a loaded profile's; what is not a birth (the period, the options)
 * stays as `current` has it.
 */
export function formValuesOf(p: SecondPerson, current: BirthFormValues = DEFAULT_BIRTH_FORM_VALUES): BirthFormValues {
  return {
    ...current,
    profileName: p.name,
    city: p.place,
    placeSelected: p.place !== '',
    date: p.date,
    time: p.time,
    latitude: p.latitude,
    longitude: p.longitude,
    timezone: p.utcOffsetHours,
    placeFix: p.place === '' ? null : { place: p.place, date: p.date, time: p.time, fields: ['latitude', 'longitude', 'timezone'] },
  };
}

/** The person as a couple request's `primo` or `secondo` takes it: local civil time and its offset, the place. */
export function personBody(p: SecondPerson) {
  return { datetime: `${p.date}T${p.time}:00`, latitude: p.latitude, longitude: p.longitude, timezone: p.utcOffsetHours };
}

/** Two people are the same birth (a new press of «Calcola» with the same data asks nothing new). */
export const samePerson = (a: SecondPerson | null, b: SecondPerson | null) => JSON.stringify(a) === JSON.stringify(b);
