/**
 * The product spec's own texts that both the server and the web app say: its error catalogue
 * (section 8) and its toasts, verbatim. The server answers with them, the UI catalogue shows them;
 * neither types them again.
 */

/** Spec section 8, one constant per situation. `{status} {statusText}` are filled in by the function. */
export const SPEC_ERRORS = {
  /** Natal chart call not ok (the UI's text for any server answer without a sentence of its own). */
  server: (status: number, statusText: string) => `Errore dal server: ${status} ${statusText}`.trimEnd(),
  monthlyTransitsFailed: 'Errore nel recupero transiti mensili',
  specificTransitsFailed: (status: number, statusText: string) => `Errore nel calcolo transiti specifici: ${status} ${statusText}`.trimEnd(),
  suggestionsFailed: 'Errore nel recupero suggerimenti.',
  locationFailed: 'Errore durante il recupero dei dati.',
  coordinatesNotFound: 'Coordinate non trovate. Inserisci manualmente.',
  timeZoneNotFound: 'Fuso orario non trovato. Inserisci manualmente.',
  transitTableFailed: 'Errore nel caricamento dei transiti',
  transitTableFailedHint: 'Controlla la connessione di rete e riprova',
  unknown: 'Errore sconosciuto',
  requiredFieldsMissing: 'Inserisci tutti i campi obbligatori',
  placeOrCoordinatesMissing: 'Seleziona una città o inserisci le coordinate',
  chartCalculationFailed: 'Errore nel calcolo del tema natale. Riprova.',
  transitsWithoutChart: 'Tema natale non disponibile',
  realTransitsFailed: 'Errore nel caricamento dei transiti reali',
  sampleTransitsFailed: 'Errore nel caricamento dei transiti',
} as const;

/** Spec section 8, the toasts of the profile block. */
export const SPEC_TOASTS = {
  profileSaved: 'Profilo salvato con successo',
  profileLoaded: 'Profilo caricato',
  profileDeleted: 'Profilo eliminato',
  profileImported: 'Profilo importato correttamente',
  fieldsCleared: 'Campi svuotati correttamente',
} as const;
