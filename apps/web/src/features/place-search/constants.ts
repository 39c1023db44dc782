/** The spec's place-search timing (section 9); its length limits are the API contract's (@astrolabio/contract). */
export const SUGGESTIONS_DEBOUNCE_MS = 600;
