/**
 * Every Italian sentence the API sends: error texts (the spec's verbatim where it has one) and
 * chart warnings. Field names in messages are the API's own, so a developer finds them in the body.
 */
import { HOUSE_SYSTEM_NAMES_IT } from '@astrolabio/names-it';
import {
  SUPPORTED_FIRST_DATE,
  SUPPORTED_FIRST_INSTANT_UT,
  SUPPORTED_LAST_DATE,
  SUPPORTED_LAST_INSTANT_UT,
  type ChartWarning,
  type CivilDateTime,
} from '@astrolabio/core';
import { formatUtcOffset, type CivilDate, type OffsetNote } from '@astrolabio/places';

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
  // Places and time zones (/api/luoghi, /api/resolve-location)
  q: 'testo da cercare',
  limit: 'numero massimo di risultati',
  place: 'luogo',
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

export const MESSAGES = {
  invalidJson: 'Il corpo della richiesta non è un JSON valido.',
  emptyBody: 'Il corpo della richiesta è vuoto: invia i dati in JSON.',
  unsupportedMediaType: 'Tipo di contenuto non supportato: invia i dati in JSON (application/json).',
  bodyTooLarge: 'Il corpo della richiesta è troppo grande.',
  notFound: 'Risorsa non trovata.',
  badRequest: 'Richiesta non valida.',
  badUrl: "L'indirizzo della richiesta non è valido (una sequenza % non decodificabile).",
  internal: 'Errore interno del server. Riprova più tardi.',
  ephemerisUnavailable: 'Effemeridi non disponibili.',
  sourceArchiveFailed: 'Archivio del codice sorgente non disponibile. Riprova più tardi.',

  // Schema validation: one sentence per kind of zod issue (plugins/errors.ts).
  wrongType: (field: string, expected: string | undefined) => `${fieldIt(field)} deve essere ${EXPECTED_IT[expected ?? ''] ?? 'valido'}.`,
  tooSmall: (field: string, minimum: unknown) => `${fieldIt(field)} deve essere almeno ${String(minimum)}.`,
  tooBig: (field: string, maximum: unknown) => `${fieldIt(field)} deve essere al massimo ${String(maximum)}.`,
  notOneOf: (field: string, values: readonly unknown[]) => `${fieldIt(field)} deve essere uno di: ${values.map(String).join(', ')}.`,
  unrecognizedKeys: (keys: readonly string[]) => `Campi non riconosciuti: ${keys.join(', ')}.`,
  invalid: (field: string) => `${fieldIt(field)} non è valido.`,
  natalDataMissingBody: (name: string) => `Il campo «natalData.pianeti» (tema natale) non contiene ${name}.`,
  natalDataMissingHouse: (house: number) => `Il campo «natalData.case» (tema natale) non contiene la casa ${house}.`,

  invalidDateTime: (field: string) =>
    `${fieldIt(field)} non è una data e ora valida: usa il formato AAAA-MM-GGTHH:mm.`,
  invalidDate: (field: string) =>
    `${fieldIt(field)} non è una data valida: usa il formato AAAA-MM-GG.`,
  dateOutOfRange: (field: string) =>
    `${fieldIt(field)} è fuori dall'intervallo supportato: dal ${SUPPORTED_FIRST_DATE} al ${SUPPORTED_LAST_DATE}.`,
  /** A birth instant: the range starts a few hours into its first day (see SUPPORTED_JD_START). */
  dateTimeOutOfRange: (field: string) =>
    `${fieldIt(field)} è fuori dall'intervallo supportato: dal ${SUPPORTED_FIRST_INSTANT_UT} al ${SUPPORTED_LAST_INSTANT_UT} in tempo universale (UT).`,
  endBeforeStart: 'La data di fine («endDate») precede la data di inizio («startDate»).',
  spanTooLong: (maxDays: number) => `Il periodo richiesto è troppo lungo: al massimo ${maxDays} giorni.`,

  // POST /api/transiti and its .ics / .csv exports (issue 3).
  natalMissing: 'Manca il tema natale: invia «natal» (dati di nascita, come per /api/tema-natale) oppure «natalData» (un tema natale calcolato).',
  natalTwice: 'Invia il tema natale una sola volta: «natal» oppure «natalData», non entrambi.',
  transitStartTooEarly: (field: string, firstDate: string) =>
    `${fieldIt(field)} è fuori dall'intervallo dei transiti: dal ${firstDate} al ${SUPPORTED_LAST_DATE}.`,
  unknownName: (field: string, name: string, allowed: readonly string[]) =>
    `${fieldIt(field)} contiene «${name.length > 40 ? `${name.slice(0, 40)}…` : name}», che non è tra i valori ammessi: ${allowed.join(', ')}.`,
  emptyList: (field: string) => `${fieldIt(field)} deve contenere almeno un nome.`,
  // Places and time zones: the spec's texts verbatim (section 8), then ours.
  suggestionsFailed: 'Errore nel recupero suggerimenti.',
  locationFailed: 'Errore durante il recupero dei dati.',
  coordinatesNotFound: 'Coordinate non trovate. Inserisci manualmente.',
  timeZoneNotFound: 'Fuso orario non trovato. Inserisci manualmente.',
  required: (field: string) => `${fieldIt(field)} è obbligatorio.`,
  invalidTime: (field: string) =>
    `${fieldIt(field)} non è un'ora valida: usa il formato HH:mm.`,
  noonAssumed: 'Ora non indicata: lo scostamento è quello in vigore alle 12:00 di quel giorno.',
} as const;

/**
 * Words of the transit exports (.ics events, .csv rows). Plain ASCII apart from the names: the
 * `ics` package folds lines by characters, not octets (see adapters/transits-export.ts).
 */
export const TRANSIT_EXPORT_TEXTS = {
  calendarName: (startDate: string, endDate: string) => `Transiti ${startDate} - ${endDate}`,
  category: 'Transiti',
  /** "Saturno quadratura Sole natale". */
  title: (transitBody: string, aspect: string, natalPoint: string) => `${transitBody} ${aspect.toLowerCase()} ${natalPoint} natale`,
  exactAt: (title: string, instantUtc: string) => `${title}: esatto alle ${instantUtc} UTC.`,
  openBeforePeriod: (instantUtc: string) => `prima dell'inizio del periodo (${instantUtc})`,
  openAfterPeriod: (instantUtc: string) => `oltre la fine del periodo (${instantUtc})`,
  orbWindow: (maxOrb: number, from: string, to: string, house: number) =>
    `Orbita entro ${maxOrb} gradi da ${from} a ${to}, UTC. Casa natale del pianeta in transito: ${house}.`,
} as const;

/** The Italian sentence for a chart warning. */
export function chartWarningIt(w: ChartWarning): string {
  switch (w.code) {
    case 'polarHouseFallback':
      return `Oltre il circolo polare il sistema ${HOUSE_SYSTEM_NAMES_IT[w.requested]} non è calcolabile: le case sono calcolate con il sistema ${HOUSE_SYSTEM_NAMES_IT[w.used]}.`;
  }
}

function dateTimeIt(local: CivilDateTime): { time: string; date: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  return { time: `${pad(local.hour)}:${pad(local.minute)}`, date: `${pad(local.day)}/${pad(local.month)}/${local.year}` };
}

const MONTHS_IT = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'] as const;

/** `1° aprile 1893`, `3 novembre 1918`: a date as a sentence says it. */
function longDateIt(d: CivilDate): string {
  return `${d.day === 1 ? '1°' : d.day} ${MONTHS_IT[d.month - 1]} ${d.year}`;
}

/** The Italian sentence for a note on how a UTC offset was chosen (see @astrolabio/places resolveUtcOffset). */
export function offsetNoteIt(note: OffsetNote, local: CivilDateTime): string {
  const { time, date } = dateTimeIt(local);
  switch (note.code) {
    case 'localMeanTime': {
      const lmt = `lo scostamento è la longitudine del luogo divisa per 15 (${note.longitude.toFixed(4)}° → ${formatUtcOffset(note.offsetSeconds)})`;
      return note.rule === 'italy'
        ? `Prima del 1° novembre 1893 in Italia valeva il tempo medio locale: ${lmt}, non quello di Roma.`
        : `Prima del ${longDateIt(note.standardFrom)} il fuso ${note.zone} non aveva ancora un'ora standard e valeva il tempo medio locale: ${lmt}, non quello della città che dà il nome al fuso.`;
    }
    case 'austrianTime':
      return `Prima del ${longDateIt(note.until)} questo luogo era austriaco e ne seguiva l'ora: usate le regole di ${note.zone} (ora legale austriaca compresa), non quelle italiane.`;
    case 'nonexistentLocalTime':
      return `L'ora ${time} del ${date} non è esistita (${note.zone}): gli orologi passarono da ${formatUtcOffset(note.candidates[0])} a ${formatUtcOffset(note.candidates[1])} saltandola. Usato ${formatUtcOffset(note.chosenSeconds)}, lo scostamento in vigore prima del cambio.`;
    case 'ambiguousLocalTime': {
      const other = note.candidates.find((c) => c !== note.chosenSeconds) ?? note.chosenSeconds;
      return `L'ora ${time} del ${date} è esistita due volte (${note.zone}): prima con ${note.candidates.map(formatUtcOffset).join(', poi con ')}, quando gli orologi tornarono indietro. Usato ${formatUtcOffset(note.chosenSeconds)} (la prima volta); se la nascita è avvenuta dopo il cambio, usa ${formatUtcOffset(other)}.`;
    }
  }
}

// --- Questionario di benvenuto: la pagina /questionario (issue 5) ---
/** Texts of the built-in questionnaire page the welcome gate embeds, and of its validation. */
export const QUESTIONNAIRE_TEXTS = {
  pageTitle: 'Resta aggiornato su Astrolabio',
  intro: 'Lascia il tuo indirizzo e-mail per ricevere gli aggiornamenti di Astrolabio. Non è obbligatorio.',
  emailLabel: 'Indirizzo e-mail',
  /** The hidden field only bots fill in. */
  honeypotLabel: 'Sito web',
  consentLabel: 'Acconsento a ricevere aggiornamenti via e-mail e al trattamento del mio indirizzo solo per questo scopo.',
  submit: 'Invia',
  emailRequired: 'Inserisci il tuo indirizzo e-mail.',
  emailInvalid: "L'indirizzo e-mail non è valido: scrivilo per intero, per esempio nome@esempio.it.",
  consentRequired: 'Per iscriverti devi spuntare il consenso.',
  thanks: 'Grazie! Il tuo indirizzo è registrato: riceverai solo gli aggiornamenti di Astrolabio.',
  privacy: (email: string | null) =>
    `I dati sono usati solo per inviarti aggiornamenti. Per chiederne la cancellazione scrivi ${email ? `a ${email}` : 'al gestore del sito'}.`,
} as const;
