/** A local calendar day (no time): the first days of the historical rules' eras. */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}
