/**
 * The Italian sentences a request's validation raises: one per kind of zod issue, and the
 * sentences of the schemas' own rules. Field names are the API's, so a developer finds them in the
 * body; each is followed by its Italian label.
 */
import {
  SUPPORTED_FIRST_DATE,
  SUPPORTED_FIRST_INSTANT_UT,
  SUPPORTED_LAST_DATE,
  SUPPORTED_LAST_INSTANT_UT,
} from '@astrolabio/core';

/** Italian words for the API's fields, used when a message names one. */
export const FIELD_LABELS_IT: Readonly<Record<string, string>> = {
  datetime: 'data e ora di nascita',
  latitude: 'latitudine',
  longitude: 'longitudine',
  timezone: 'fuso orario',
  houseSystem: 'sistema di case',
  nodo: 'tipo di nodo lunare',
  startDate: 'data di inizio',
  endDate: 'data di fine',
  targetDate: 'data',
  natalData: 'tema natale',
  // transiti-specifici: the parts of natalData that are read.
  pianeti: 'pianeti del tema natale',
  case: 'case del tema natale',
  ascendente: 'ascendente del tema natale',
  medioCoeli: 'medio cielo del tema natale',
  cusp: 'cuspide',
  // transiti (issue 3).
  natal: 'dati di nascita',
  planets: 'pianeti in transito',
  natalPlanets: 'punti natali',
  aspects: 'aspetti',
  maxOrb: 'orbita massima',
  // Calculation settings (issue 25).
  lilith: 'tipo di Lilith',
  orbs: 'orbite per aspetto',
  // Returns (issue 27).
  year: 'anno della rivoluzione',
  luogo: 'luogo della rivoluzione',
  zodiaco: 'zodiaco della rivoluzione',
  corpi: 'corpi scelti',
  filtri: 'filtri',
  ascendenteInCaseNatali: 'case natali dell’Ascendente della RS',
  medioCoeliInCaseNatali: 'case natali del Medio Coeli della RS',
  soleInCaseRS: 'case della RS del Sole',
  caseDaEvitare: 'case da evitare',
  entroKm: 'distanza massima da casa in km',
  paesi: 'paesi',
  casa: 'luogo in cui si abita',
  ordine: 'ordine dei risultati',
  fromYear: 'primo anno',
  toYear: 'ultimo anno',
  nome: 'nome del luogo',
  // Whose chart the exports are of (issue 34).
  persona: 'nome della persona del tema',
  luogoNascita: 'luogo di nascita',
  // «Mirata» (issue 36).
  regole: 'regole della Rivoluzione Solare Mirata',
  attive: 'regole accese',
  orbitaCuspideGradi: 'orbita della regola dei 2°30′',
  minimo: 'pianeti che fanno uno stellium',
  pianetiLenti: 'pianeti lenti',
  pianetaLento: 'punti di un pianeta lento',
  marteSaturno: 'punti di Marte con Saturno',
  stelliumOttava: 'punti dello stellium in VIII',
  saturnoInDecima: 'punti di Saturno in X',
  orbitaMedioCoeliGradi: 'orbita dal Medio Coeli',
  puntiVicinoMedioCoeli: 'punti vicino al Medio Coeli',
  sogliaConsigliata: 'soglia dei luoghi consigliati',
  limiti: 'limiti di viaggio',
  soloAeroporti: 'solo luoghi con aeroporto',
  aeroportoEntroKm: 'distanza massima dall’aeroporto in km',
  raggioSceltaKm: 'raggio di una scelta in km',
  verdetti: 'verdetti',
  punteggioMinimo: 'punteggio minimo',
  daAnno: 'anno del primo compleanno del piano',
  anni: 'anni del piano',
  perAnno: 'scelte per anno',
  perLunare: 'scelte per rivoluzione lunare',
  passoGradi: 'lato della cella',
  regione: 'regione della mappa',
  sud: 'latitudine sud della regione',
  nord: 'latitudine nord della regione',
  ovest: 'longitudine ovest della regione',
  est: 'longitudine est della regione',
  linee: 'linee di astrocartografia',
  corpiLinee: 'pianeti delle linee',
  // tecniche (issue 26).
  layers: 'livelli',
  points: 'punti progrediti e diretti',
  transitMaxOrb: 'orbita massima dei transiti',
  transitOrbs: 'orbite dei transiti',
  slowStartDate: 'data di inizio di progressioni e direzioni',
  slowEndDate: 'data di fine di progressioni e direzioni',
  lunationOrb: 'orbita delle lunazioni',
  angleMethod: 'metodo degli angoli progrediti',
  // The relationship charts (issue 35).
  primo: 'prima persona',
  secondo: 'seconda persona',
  luogoComposito: 'luogo di riferimento del tema composito',
  orbiSinastria: 'orbite della sinastria',
  tema: 'tema della coppia',
  // The returns (issue 34): RS and RL orbs.
  orbiRitorno: 'orbite del ritorno',
  // Places and time zones (/api/luoghi, /api/resolve-location)
  q: 'testo da cercare',
  limit: 'numero massimo di risultati',
  place: 'luogo',
  timeZone: 'fuso orario delle esportazioni',
  date: 'data',
  time: 'ora',
};

/**
 * How a message names a field: `Il campo «latitude» (latitudine)`, or without the label when the
 * field has none. A nested field (`natalData.case.5.cusp`) is labelled by its last part.
 */
function fieldIt(field: string): string {
  const label = FIELD_LABELS_IT[field.split('.').pop() ?? field];
  return label ? `Il campo «${field}» (${label})` : `Il campo «${field}»`;
}

/** Why a field is required, where the reason is not plain (appended to the «è obbligatorio» sentence). */
const REQUIRED_BECAUSE_IT: Readonly<Record<string, string>> = {
  timezone: ': senza lo scostamento da UTC, in ore, l’ora di nascita non si può convertire in tempo universale '
    + '(per l’Italia di oggi 1 con l’ora solare, 2 con l’ora legale; 0 se l’ora è già UTC)',
};

/** The field an issue names when it is about the whole request body. */
export const BODY_FIELD_IT = 'corpo';

/** What a field should have been, as a validation message says it. */
const EXPECTED_IT: Readonly<Record<string, string>> = {
  number: 'un numero',
  string: 'un testo',
  object: 'un oggetto',
  array: 'una lista',
  boolean: 'vero o falso',
};

export const VALIDATION_MESSAGES = {
  // One sentence per kind of zod issue (the server's error handler picks it).
  required: (field: string) => `${fieldIt(field)} è obbligatorio${REQUIRED_BECAUSE_IT[field.split('.').pop() ?? field] ?? ''}.`,
  wrongType: (field: string, expected: string | undefined) => `${fieldIt(field)} deve essere ${EXPECTED_IT[expected ?? ''] ?? 'valido'}.`,
  tooSmall: (field: string, minimum: unknown) => `${fieldIt(field)} deve essere almeno ${String(minimum)}.`,
  tooBig: (field: string, maximum: unknown) => `${fieldIt(field)} deve essere al massimo ${String(maximum)}.`,
  notOneOf: (field: string, values: readonly unknown[]) => `${fieldIt(field)} deve essere uno di: ${values.map(String).join(', ')}.`,
  unrecognizedKeys: (keys: readonly string[]) => `Campi non riconosciuti: ${keys.join(', ')}.`,
  invalid: (field: string) => `${fieldIt(field)} non è valido.`,
  tooLongText: (field: string, maxLength: number) => `${fieldIt(field)} è troppo lungo: al massimo ${maxLength} caratteri.`,
  oneLineText: (field: string) => `${fieldIt(field)} deve stare su una riga, senza caratteri di controllo.`,

  // Dates, times and periods.
  invalidDateTime: (field: string) =>
    `${fieldIt(field)} non è una data e ora valida: usa il formato AAAA-MM-GGTHH:mm.`,
  invalidDate: (field: string) =>
    `${fieldIt(field)} non è una data valida: usa il formato AAAA-MM-GG.`,
  unknownTimeZone: (field: string) =>
    `${fieldIt(field)} non è un fuso orario IANA conosciuto: scrivilo come Europe/Rome.`,
  invalidTime: (field: string) =>
    `${fieldIt(field)} non è un’ora valida: usa il formato HH:mm.`,
  dateOutOfRange: (field: string) =>
    `${fieldIt(field)} è fuori dall’intervallo supportato: dal ${SUPPORTED_FIRST_DATE} al ${SUPPORTED_LAST_DATE}.`,
  /** A birth instant: the range starts a few hours into its first day (see SUPPORTED_JD_START). */
  dateTimeOutOfRange: (field: string) =>
    `${fieldIt(field)} è fuori dall’intervallo supportato: dal ${SUPPORTED_FIRST_INSTANT_UT} al ${SUPPORTED_LAST_INSTANT_UT} in tempo universale (UT).`,
  endBeforeStart: 'La data di fine («endDate») precede la data di inizio («startDate»).',
  spanTooLong: (maxDays: number) => `Il periodo richiesto è troppo lungo: al massimo ${maxDays} giorni.`,

  // A natal chart sent back (natalData), and POST /api/transiti with its .ics / .csv exports (issue 3).
  natalDataMissingBody: (name: string) => `Il campo «natalData.pianeti» (tema natale) non contiene ${name}.`,
  natalDataMissingHouse: (house: number) => `Il campo «natalData.case» (tema natale) non contiene la casa ${house}.`,
  natalDataEqualCusps: 'Il campo «natalData.case» (tema natale) ha tutte le cuspidi uguali: non è un tema calcolato.',
  // Returns (issue 27).
  returnYearNotAfterBirth: 'Il campo «year» (anno della rivoluzione) deve essere successivo all’anno di nascita.',
  returnYearOutOfRange: (lastDate: string) => `Il campo «year» (anno della rivoluzione) è fuori dall’intervallo supportato: la rivoluzione deve cadere entro il ${lastDate}.`,
  returnYearNotAfterBirthIn: (field: string) => `${fieldIt(field)} deve essere successivo all’anno di nascita.`,
  returnYearOutOfRangeIn: (field: string, lastDate: string) => `${fieldIt(field)} è fuori dall’intervallo supportato: la rivoluzione deve cadere entro il ${lastDate}.`,
  // «Mirata» (issue 36).
  fieldRegionReversed: 'Il campo «regione.nord» (latitudine nord della regione) deve essere maggiore di «regione.sud».',
  fieldRegionEmpty: 'Il campo «regione.est» (longitudine est della regione) deve essere diverso da «regione.ovest».',
  fieldTooManyCells: (maxCells: number) => `Il campo «passoGradi» (lato della cella) è troppo fine per questa regione: al massimo ${maxCells.toLocaleString('it-IT')} celle; scegliere un passo più grande o una regione più piccola.`,
  returnYearsReversed: 'Il campo «toYear» (ultimo anno) precede «fromYear» (primo anno).',
  returnYearsTooMany: (maxYears: number) => `Il campo «toYear» (ultimo anno) è troppo lontano: al massimo ${maxYears} anni in un calendario.`,
  scanHomeMissing: 'Il campo «casa» (luogo in cui si abita) è obbligatorio per cercare entro una distanza da casa.',
  natalMissing: 'Manca il tema natale: invia «natal» (dati di nascita, come per /api/tema-natale) oppure «natalData» (un tema natale calcolato).',
  natalTwice: 'Invia il tema natale una sola volta: «natal» oppure «natalData», non entrambi.',
  transitStartTooEarly: (field: string, firstDate: string) =>
    `${fieldIt(field)} è fuori dall’intervallo dei transiti: dal ${firstDate} al ${SUPPORTED_LAST_DATE}.`,
  unknownName: (field: string, name: string, allowed: readonly string[]) =>
    `${fieldIt(field)} contiene «${name.length > 40 ? `${name.slice(0, 40)}…` : name}», che non è tra i valori ammessi: ${allowed.join(', ')}.`,
  emptyList: (field: string) => `${fieldIt(field)} deve contenere almeno un nome.`,
  layersPeriodTooLong: (layers: readonly string[], maxDays: number) =>
    `${fieldIt('layers')} contiene ${layers.map((l) => `«${l}»`).join(' o ')}, che coprono al massimo ${maxDays} giorni: scegli un periodo più breve o togli questi livelli.`,
  slowEndBeforeStart: 'La data di fine di progressioni e direzioni («slowEndDate») precede la data di inizio («slowStartDate»).',
  slowSpanTooLong: (maxDays: number) => `Il periodo di progressioni e direzioni («slowStartDate» – «slowEndDate») è troppo lungo: al massimo ${maxDays} giorni.`,
  periodBeforeBirth: (field: string) => `${fieldIt(field)} precede la nascita: progressioni e direzioni partono dalla nascita.`,
  orbOutOfRange: (field: string, aspectName: string, range: { min: number; max: number }) =>
    `${fieldIt(field)}: l’orbita di ${aspectName} deve essere un numero da ${range.min} a ${range.max} gradi.`,
} as const;
