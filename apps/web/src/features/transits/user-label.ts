/** Whose transits the header names: the loaded profile's name, or the birth date, time and place (or coordinates). */
import { formatDateIt } from '../../lib/format.ts';
import { it } from '../../i18n/it.ts';

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

const coordinate = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 4 });

export function userLabelOf(u: UserLabelInput): string {
  if (u.profileName) return it.transits.profileLabel(u.profileName);
  const place = u.place.trim() || it.transits.coordinates(coordinate.format(u.latitude), coordinate.format(u.longitude));
  return it.transits.birthLabel(formatDateIt(u.date), u.time, place);
}
