/**
 * The rule that keeps the coordinates and time zone on screen true to the place and the birth
 * instant on screen (issue 15): choosing a place brings its own values (the old ones are cleared
 * until they come); a new birth date or time asks the zone again for the same place; a field typed
 * by hand is the user's and is never overwritten by a resolution that was not asked for. Pure
 * transitions of the form's values, shared by the page that composes the form and place search.
 */
import type { OffsetRule } from '@astrolabio/contract';
import { FIX_FIELDS, isBlankField, type BirthFormValues, type FixField, type PlaceFix } from './birth-form-values.ts';

/** What came with a found time zone: its IANA zone, the rule applied and summer time (all dropped when the zone is typed by hand). */
function zoneFacts(from: Pick<PlaceFix, 'zone' | 'rule' | 'dst'>): Pick<PlaceFix, 'zone' | 'rule' | 'dst'> {
  return { ...(from.zone ? { zone: from.zone } : {}), ...(from.rule ? { rule: from.rule } : {}), ...(from.dst !== undefined ? { dst: from.dst } : {}) };
}

/** What the server found for a place at a birth date and time (a value it could not find is absent). */
export interface PlaceFound {
  latitude?: number;
  longitude?: number;
  timezone?: number;
  zone?: string;
  /** Whose rules gave the offset, and summer time under them. */
  rule?: OffsetRule;
  dst?: boolean;
}

/** The question a resolution answered. */
export interface PlaceQuestion {
  place: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm or '' */
  time: string;
}

/** A suggestion chosen: its coordinates and zone are to come, the previous place's are gone. */
export function choosePlace(v: BirthFormValues, place: string): BirthFormValues {
  return {
    ...v,
    city: place,
    placeSelected: true,
    latitude: '',
    longitude: '',
    timezone: '',
    placeFix: { place, date: v.date, time: v.time, fields: [] },
  };
}

/** The place text edited: no longer a chosen place (spec section 4). */
export function editPlaceText(v: BirthFormValues, city: string): BirthFormValues {
  return { ...v, city, placeSelected: false };
}

/** Coordinates or time zone typed by hand: those fields are the user's from now on. */
export function typeFixFields(v: BirthFormValues, patch: Partial<Pick<BirthFormValues, FixField>>): BirthFormValues {
  const typed = Object.keys(patch) as FixField[];
  const fix = v.placeFix && { ...v.placeFix, fields: v.placeFix.fields.filter((f) => !typed.includes(f)) };
  if (fix && typed.includes('timezone')) {
    delete fix.zone;
    delete fix.rule;
    delete fix.dst;
  }
  return { ...v, ...patch, placeFix: fix };
}

/**
 * A resolution's answer applied to the form. `asked`: the user pressed «Ottieni Coordinate», so
 * every value found replaces what is there. Otherwise (a place just chosen, or a new birth date or
 * time for the same place) only fields that are empty or still hold the previous resolution's
 * values are written; for the same place only the time zone can change (a place does not move
 * with the date), so its coordinates are left as they are. An answer for a place no longer on
 * screen changes nothing.
 */
export function applyPlaceFound(v: BirthFormValues, question: PlaceQuestion, found: PlaceFound, asked: boolean): BirthFormValues {
  if (!v.placeSelected || v.city !== question.place) return v;
  const previous = v.placeFix?.place === question.place ? v.placeFix : null;
  const samePlaceAgain = previous !== null && previous.fields.length > 0 && !asked;
  const written: FixField[] = [];
  const next: BirthFormValues = { ...v };
  for (const field of FIX_FIELDS) {
    const value = found[field];
    if (value === undefined) continue;
    if (samePlaceAgain && field !== 'timezone' && !isBlankField(v[field])) {
      // A place does not move with the date: its coordinates stay (found again if they were).
      if (previous.fields.includes(field)) written.push(field);
      continue;
    }
    if (!asked && !isBlankField(v[field]) && !previous?.fields.includes(field)) continue; // typed by hand
    next[field] = value;
    written.push(field);
  }
  const facts = written.includes('timezone') ? zoneFacts(found) : {};
  return { ...next, placeFix: { place: question.place, date: question.date, time: question.time, fields: written, ...facts } };
}

/**
 * True when the time zone on screen was found for this place at another birth date or time: it
 * must be asked again before a chart is computed (summer time may differ).
 */
export function zoneIsStale(v: Pick<BirthFormValues, 'city' | 'placeSelected' | 'date' | 'time' | 'placeFix'>): boolean {
  const fix = v.placeFix;
  return v.placeSelected && fix !== null && fix.place === v.city && fix.fields.includes('timezone') && (fix.date !== v.date || fix.time !== v.time);
}

/**
 * True when the chosen place must be resolved by itself: nothing found for it yet, or a zone found
 * for another birth date or time. Needs a date (spec section 5: no resolution without a place
 * selected and a date set).
 */
export function needsPlaceResolution(v: Pick<BirthFormValues, 'city' | 'placeSelected' | 'date' | 'time' | 'placeFix'>): boolean {
  const fix = v.placeFix;
  return v.placeSelected && v.date !== '' && fix !== null && fix.place === v.city && (fix.fields.length === 0 || zoneIsStale(v));
}

/**
 * The place the coordinates on screen were found for, when the place text now says something else
 * (the user edited it without choosing a suggestion); null when they belong to the place on screen,
 * were typed by hand, or no place is named.
 */
export function coordinatesOfOtherPlace(v: Pick<BirthFormValues, 'city' | 'placeFix'>): string | null {
  const fix = v.placeFix;
  if (!fix || v.city.trim() === '' || v.city.trim() === fix.place.trim()) return null;
  return fix.fields.includes('latitude') || fix.fields.includes('longitude') ? fix.place : null;
}

/** The coordinates a place suggestion carries (the gazetteer's), in degrees. */
export interface ListedCoordinates {
  latitude: number;
  longitude: number;
}

/**
 * When resolving the chosen place failed, the user may take the coordinates its suggestion carried.
 * Only empty fields are filled (nothing typed is replaced), and they then count as this place's; the
 * time zone is left to the user (its offset at the birth date is what the failed call would have said).
 */
export function applyListedCoordinates(v: BirthFormValues, place: string, listed: ListedCoordinates): BirthFormValues {
  if (!v.placeSelected || v.city !== place) return v;
  const previous = v.placeFix?.place === place ? v.placeFix : null;
  const fields = new Set<FixField>(previous?.fields ?? []);
  const next: BirthFormValues = { ...v };
  for (const axis of ['latitude', 'longitude'] as const) {
    if (!isBlankField(v[axis])) continue;
    next[axis] = listed[axis];
    fields.add(axis);
  }
  const fix = { place, date: previous?.date ?? v.date, time: previous?.time ?? v.time, fields: FIX_FIELDS.filter((f) => fields.has(f)) };
  return { ...next, placeFix: previous && fields.has('timezone') ? { ...fix, ...zoneFacts(previous) } : fix };
}
