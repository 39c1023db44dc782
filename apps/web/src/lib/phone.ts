/** What the app calls a phone: below Mantine's xs breakpoint (576 px), a phone held upright. One query for every layout that changes there. */
import { useMediaQuery } from '@mantine/hooks';

export const PHONE_QUERY = '(max-width: 36em)';

/** True on a phone, known at the first render (no wide layout drawn first and then replaced). */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
}
