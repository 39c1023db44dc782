/**
 * Whose chart an export is of (issue 34): the name and birth place typed in the form, sent with the
 * .ics and .csv requests only (the calendar's name and each event say them), never with the JSON
 * ones, whose answers and cache keys do not depend on them.
 */

export interface ExportPerson {
  /** The name typed (or the profile's), empty when none. */
  name: string;
  /** The birth place as typed or chosen, empty when only coordinates were given. */
  place: string;
}

/** The request fields of the exports' contract (`persona`, `luogoNascita`), only those given. */
export function exportPersonBody(p: ExportPerson | undefined): { persona?: string; luogoNascita?: string } {
  const name = p?.name.trim() ?? '';
  const place = p?.place.trim() ?? '';
  return { ...(name ? { persona: name } : {}), ...(place ? { luogoNascita: place } : {}) };
}
