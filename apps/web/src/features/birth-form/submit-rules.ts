/** When the submit button works (spec section 5): not while loading, not with latitude, longitude or a transit date empty. */
import { isBlankField, type BirthFormValues } from '../../lib/birth-form-values.ts';

export function canSubmit(v: BirthFormValues, loading: boolean): boolean {
  return !loading && !isBlankField(v.latitude) && !isBlankField(v.longitude) && !isBlankField(v.transitStart) && !isBlankField(v.transitEnd);
}
