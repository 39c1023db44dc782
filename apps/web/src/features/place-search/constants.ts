/** The spec's place-search limits (section 9). */
export const MIN_QUERY_LENGTH = 3;
export const SUGGESTIONS_DEBOUNCE_MS = 600;
export const SUGGESTIONS_LIMIT = 5;
