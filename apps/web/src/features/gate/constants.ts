/** The welcome gate's timings: the spec's redirect delay, and how long a questionnaire may take to load. */
export const WELCOME_REDIRECT_DELAY_MS = 2000;
/** After this, the gate says the questionnaire is slow; the button to the app works all along. */
export const QUESTIONNAIRE_TIMEOUT_MS = 8000;
