/** The paths of the mail's links, under the questionnaire's: the pages that confirm and cancel a subscription. */
export const CONFIRM_PATH = '/questionario/conferma';
export const UNSUBSCRIBE_PATH = '/questionario/cancella';
