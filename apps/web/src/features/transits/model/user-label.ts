/**
 * Whose transits the header names: the loaded profile's name, or the birth date, time and place (or
 * its coordinates, in degrees and minutes as the chart's header writes them: `41°54′ N, 12°29′ E`).
 */
import { formatCoordinateIt, formatDateIt } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';

export interface UserLabelInput {
  /** The profile the form was loaded from or saved as, when the birth is still its own. */
  profileName: string | null;
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:mm`. */
  time: string;
  /** The place as typed or chosen; empty when only coordinates were given. */
  place: string;
  latitude: number;
  longitude: number;
}

export function userLabelOf(u: UserLabelInput): string {
  if (u.profileName) return it.transits.profileLabel(u.profileName);
  const place = u.place.trim() || it.transits.coordinates(formatCoordinateIt(u.latitude, 'latitude'), formatCoordinateIt(u.longitude, 'longitude'));
  return it.transits.birthLabel(formatDateIt(u.date), u.time, place);
}
