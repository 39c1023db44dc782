/**
 * Every Italian sentence the API sends: error texts (the spec's verbatim where it has one) and
 * chart warnings. Field names in messages are the API's own, so a developer finds them in the body.
 */
import { HOUSE_SYSTEM_NAMES_IT } from '@astrolabio/names-it';
import { SUPPORTED_FIRST_DATE, SUPPORTED_LAST_DATE, type ChartWarning } from '@astrolabio/core';

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
};

export const MESSAGES = {
  invalidJson: 'Il corpo della richiesta non è un JSON valido.',
  emptyBody: 'Il corpo della richiesta è vuoto: invia i dati in JSON.',
  unsupportedMediaType: 'Tipo di contenuto non supportato: invia i dati in JSON (application/json).',
  bodyTooLarge: 'Il corpo della richiesta è troppo grande.',
  notFound: 'Risorsa non trovata.',
  methodNotAllowed: 'Metodo non consentito per questa risorsa.',
  badRequest: 'Richiesta non valida.',
  internal: 'Errore interno del server. Riprova più tardi.',
  invalidDateTime: (field: string) =>
    `Il campo «${field}» (${FIELD_LABELS_IT[field] ?? field}) non è una data e ora valida: usa il formato AAAA-MM-GGTHH:mm.`,
  invalidDate: (field: string) =>
    `Il campo «${field}» (${FIELD_LABELS_IT[field] ?? field}) non è una data valida: usa il formato AAAA-MM-GG.`,
  dateOutOfRange: (field: string) =>
    `Il campo «${field}» (${FIELD_LABELS_IT[field] ?? field}) è fuori dall'intervallo supportato: dal ${SUPPORTED_FIRST_DATE} al ${SUPPORTED_LAST_DATE}.`,
  endBeforeStart: 'La data di fine («endDate») precede la data di inizio («startDate»).',
  spanTooLong: (maxDays: number) => `Il periodo richiesto è troppo lungo: al massimo ${maxDays} giorni.`,
} as const;

/** The Italian sentence for a chart warning. */
export function chartWarningIt(w: ChartWarning): string {
  switch (w.code) {
    case 'polarHouseFallback':
      return `Oltre il circolo polare il sistema ${HOUSE_SYSTEM_NAMES_IT[w.requested]} non è calcolabile: le case sono calcolate con il sistema ${HOUSE_SYSTEM_NAMES_IT[w.used]}.`;
  }
}

// --- Questionario di benvenuto: la pagina /questionario (issue 5) ---
/** Texts of the built-in questionnaire page the welcome gate embeds, and of its validation. */
export const QUESTIONNAIRE_TEXTS = {
  pageTitle: 'Resta aggiornato su Astrolabio',
  intro: 'Lascia il tuo indirizzo e-mail per ricevere gli aggiornamenti di Astrolabio. Non è obbligatorio.',
  emailLabel: 'Indirizzo e-mail',
  consentLabel: 'Acconsento a ricevere aggiornamenti via e-mail e al trattamento del mio indirizzo solo per questo scopo.',
  submit: 'Invia',
  emailRequired: 'Inserisci il tuo indirizzo e-mail.',
  emailInvalid: "L'indirizzo e-mail non è valido: scrivilo per intero, per esempio nome@esempio.it.",
  consentRequired: 'Per iscriverti devi spuntare il consenso.',
  thanks: 'Grazie! Il tuo indirizzo è registrato: riceverai solo gli aggiornamenti di Astrolabio.',
  privacy: (email: string | null) =>
    `I dati sono usati solo per inviarti aggiornamenti. Per chiederne la cancellazione scrivi ${email ? `a ${email}` : 'al gestore del sito'}.`,
} as const;
