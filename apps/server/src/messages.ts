/**
 * The Italian sentences about HTTP and the server itself: request errors outside validation, chart
 * warnings, time-zone notes, the transit exports and the questionnaire page. Validation sentences
 * and the spec's own texts are in @astrolabio/contract.
 */
import { RESOLVE_LOCATION_DEFAULT_TIME } from '@astrolabio/contract';
import { HOUSE_SYSTEM_NAMES_IT } from '@astrolabio/names-it';
import type { ChartWarning, CivilDateTime } from '@astrolabio/core';
import { formatUtcOffset, type CivilDate, type OffsetNote } from '@astrolabio/places';

export const MESSAGES = {
  invalidJson: 'Il corpo della richiesta non è un JSON valido.',
  emptyBody: 'Il corpo della richiesta è vuoto: invia i dati in JSON.',
  unsupportedMediaType: 'Tipo di contenuto non supportato: invia i dati in JSON (application/json).',
  bodyTooLarge: 'Il corpo della richiesta è troppo grande.',
  notFound: 'Risorsa non trovata.',
  badRequest: 'Richiesta non valida.',
  badUrl: "L’indirizzo della richiesta non è valido (una sequenza % non decodificabile).",
  internal: 'Errore interno del server. Riprova più tardi.',
  ephemerisUnavailable: 'Effemeridi non disponibili.',
  sourceArchiveFailed: 'Archivio del codice sorgente non disponibile. Riprova più tardi.',
  // Places and time zones: the spec's texts (section 8) come from the contract; this one is ours.
  noonAssumed: `Ora non indicata: lo scostamento è quello in vigore alle ${RESOLVE_LOCATION_DEFAULT_TIME} di quel giorno.`,
} as const;

/** Whose chart an export is of, as the request names it (issue 34). */
export interface ExportPerson {
  persona?: string | undefined;
  luogoNascita?: string | undefined;
}

/** «Mario Rossi (Roma)», «Mario Rossi», «nascita a Roma»; null when the request names neither. */
export function exportPersonIt(p: ExportPerson): string | null {
  const name = p.persona?.trim() || null;
  const place = p.luogoNascita?.trim() || null;
  if (name && place) return `${name} (${place})`;
  return name ?? (place ? `nascita a ${place}` : null);
}

/** The words every export shares about whose chart it is. */
export const EXPORT_PERSON_TEXTS = {
  /** Before the calendar's own name: «Mario Rossi (Roma) — Transiti 01/01/2026 – …». */
  calendarName: (person: string | null, name: string) => (person ? `${person} — ${name}` : name),
  /** After each event's description: « Tema natale: Mario Rossi (Roma).» */
  eventDescription: (person: string | null, description: string) => (person ? `${description} Tema natale: ${person}.` : description),
} as const;

/** Words of the transit exports (.ics events, .csv rows); any letter is fine (adapters/icalendar.ts folds by octets). */
/**
 * The chart transits are measured against, as the exports name its points and houses: a natal
 * chart, or a chart of a couple (issue 35): «Sole natale», «Sole composito», «Sole del Davison».
 */
export type TransitChartKind = 'natal' | 'composite' | 'davison';
const CHART_POINT_IT: Readonly<Record<TransitChartKind, string>> = { natal: 'natale', composite: 'composito', davison: 'del Davison' };
const CHART_NAME_IT: Readonly<Record<TransitChartKind, string>> = { natal: 'tema natale', composite: 'tema composito', davison: 'tema Davison' };

export const TRANSIT_EXPORT_TEXTS = {
  /**
   * The calendar's name, with whose chart it is when known: «Transiti 01/01/2026 – 31/12/2026, tema natale del 01/01/1990 11:00 UT»
   * (the composite's instant is no one's birth: «…, tema composito»).
   */
  calendarName: (startDate: string, endDate: string, natalUt: string | null, chart: TransitChartKind = 'natal') =>
    `Transiti ${startDate} – ${endDate}${chart === 'composite' ? `, ${CHART_NAME_IT[chart]}` : natalUt ? `, ${CHART_NAME_IT[chart]} del ${natalUt} UT` : ''}`,
  category: 'Transiti',
  /** "Saturno quadratura Sole natale", "Saturno quadratura Sole composito". */
  title: (transitBody: string, aspect: string, natalPoint: string, chart: TransitChartKind = 'natal') =>
    `${transitBody} ${aspect.toLowerCase()} ${natalPoint} ${CHART_POINT_IT[chart]}`,
  exactAt: (title: string, instantUtc: string) => `${title}: esatto alle ${instantUtc} UTC.`,
  /** «Saturno quadratura Sole natale: esatto il 3 gennaio 2026 alle 01:06, ora di Roma.» (issue 21: in the user's zone, named). */
  exactOn: (title: string, when: string) => `${title}: esatto ${when}.`,
  /** «il 3 gennaio 2026 alle 01:06, ora di Roma». */
  onDayAt: (longDate: string, time: string, zoneName: string) => `il ${longDate} alle ${time}, ${zoneName}`,
  /** The orb's window in the user's zone: «Orbita entro 3 gradi da 01/01/2026 00:00 a 05/02/2026 12:00, ora di Roma.» */
  orbWindowIn: (maxOrb: number, from: string, to: string, house: number, zoneName: string, chart: TransitChartKind = 'natal') =>
    `Orbita entro ${maxOrb} gradi da ${from} a ${to}, ${zoneName}. ${chart === 'natal' ? 'Casa natale del pianeta in transito' : `Casa del pianeta in transito nel ${CHART_NAME_IT[chart]}`}: ${house}.`,
  openBeforePeriod: (instantUtc: string) => `prima dell’inizio del periodo (${instantUtc})`,
  openAfterPeriod: (instantUtc: string) => `oltre la fine del periodo (${instantUtc})`,
  /** A CSV cell for an orb edge outside the period: the period's edge, said as such. */
  beforeCell: (instantUtc: string) => `prima del ${instantUtc}`,
  afterCell: (instantUtc: string) => `dopo il ${instantUtc}`,
  orbWindow: (maxOrb: number, from: string, to: string, house: number) =>
    `Orbita entro ${maxOrb} gradi da ${from} a ${to}, UTC. Casa natale del pianeta in transito: ${house}.`,
} as const;

/** Italian names of the cities that name the zones Italians are most often in (the rest keep the tz database's English). */
const ZONE_CITIES_IT: Readonly<Record<string, string>> = {
  Rome: 'Roma', Vatican: 'Città del Vaticano', San_Marino: 'San Marino', Vienna: 'Vienna', Zurich: 'Zurigo', Paris: 'Parigi',
  Berlin: 'Berlino', London: 'Londra', Madrid: 'Madrid', Lisbon: 'Lisbona', Brussels: 'Bruxelles', Amsterdam: 'Amsterdam',
  Athens: 'Atene', Moscow: 'Mosca', Ljubljana: 'Lubiana', Zagreb: 'Zagabria', Belgrade: 'Belgrado', Warsaw: 'Varsavia',
  Prague: 'Praga', Bucharest: 'Bucarest', Istanbul: 'Istanbul', New_York: 'New York', Chicago: 'Chicago', Los_Angeles: 'Los Angeles',
  Sao_Paulo: 'San Paolo', Buenos_Aires: 'Buenos Aires', Tokyo: 'Tokyo', Kolkata: 'Calcutta', Sydney: 'Sydney',
};

/** «ora di Roma» for Europe/Rome, «UTC» for UTC: the zone an export writes its instants in, named. */
export function zoneNameIt(zone: string): string {
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC';
  const city = zone.split('/').pop() ?? zone;
  return `ora di ${ZONE_CITIES_IT[city] ?? city.replace(/_/g, ' ')}`;
}

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

/** `1º aprile 1893`, `3 novembre 1918`: a date as a sentence says it. */
export function longDateIt(d: CivilDate): string {
  return `${d.day === 1 ? '1º' : d.day} ${MONTHS_IT[d.month - 1]} ${d.year}`;
}

/** The civil date before `d` (the last day of a span whose `until` is the first day after it). */
function dayBefore(d: CivilDate): CivilDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day - 1));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** Said when a typed place name, not chosen from the list, is the name of several places: which one was used. */
export function namesakesIt(typed: string, used: string, count: number): string {
  return `${count} luoghi si chiamano «${typed.trim()}»: usato ${used}. Se non è quello di nascita, sceglilo dall’elenco dei suggerimenti.`;
}

/** The Italian sentence for a note on how a UTC offset was chosen (see @astrolabio/places resolveUtcOffset). */
export function offsetNoteIt(note: OffsetNote, local: CivilDateTime): string {
  const { time, date } = dateTimeIt(local);
  switch (note.code) {
    case 'localMeanTime': {
      const lmt = `lo scostamento è la longitudine del luogo divisa per 15 (${note.longitude.toFixed(4)}° → ${formatUtcOffset(note.offsetSeconds)})`;
      return note.rule === 'italy'
        ? `Prima del 1º novembre 1893 in Italia valeva il tempo medio locale: ${lmt}, non quello di Roma.`
        : `Prima del ${longDateIt(note.standardFrom)} il fuso ${note.zone} non aveva ancora un’ora standard e valeva il tempo medio locale: ${lmt}, non quello della città che dà il nome al fuso.`;
    }
    case 'austrianTime':
      return `Prima del ${longDateIt(note.until)} questo luogo era austriaco e ne seguiva l’ora: sono state applicate le regole di ${note.zone} (ora legale austriaca compresa), non quelle italiane.`;
    case 'formerCountryTime': {
      // Said of the clocks only: Fiume, for one, was a free state in 1920–1924 and Italian only from 1924.
      const span = note.from ? `Dal ${longDateIt(note.from)} al ${longDateIt(dayBefore(note.until))}` : `Fino al ${longDateIt(dayBefore(note.until))}`;
      const clock = note.country === 'italy' ? 'italiana' : 'ungherese';
      const summer = note.country === 'italy' ? 'ora legale e ora di guerra italiane comprese' : 'ora legale ungherese compresa';
      return `${span} qui si seguiva l’ora ${clock}: sono state applicate le regole di ${note.zone} (${summer}), non quelle di ${note.ownZone}.`;
    }
    case 'germanTime':
      // Said of the clocks: the days on which they differed from liberated Italy's, and the rules applied then.
      return `Dal ${longDateIt(note.from)} questo luogo era sotto il controllo tedesco e ne seguiva l’ora: nel 1944 l’ora legale vi finì il 2 ottobre, non il 17 settembre come nell’Italia liberata. Fino al ${longDateIt(dayBefore(note.until))} sono state applicate le regole di ${note.zone} (ora legale tedesca compresa), non quelle italiane.`;
    case 'frontLine1944':
      return `Tra il 17 settembre e il 2 ottobre 1944 il fronte attraversava questa provincia: dove c’erano ancora i tedeschi gli orologi seguivano l’ora tedesca, ${formatUtcOffset(note.germanSeconds)}. Usato ${formatUtcOffset(note.chosenSeconds)}, l’ora dell’Italia liberata; se il ${date} il luogo era ancora sotto il controllo tedesco, usa ${formatUtcOffset(note.germanSeconds)}.`;
    case 'nonexistentLocalTime':
      return `L’ora ${time} del ${date} non è esistita (${note.zone}): gli orologi passarono da ${formatUtcOffset(note.candidates[0])} a ${formatUtcOffset(note.candidates[1])} saltandola. Usato ${formatUtcOffset(note.chosenSeconds)}, lo scostamento in vigore prima del cambio.`;
    case 'ambiguousLocalTime': {
      const other = note.candidates.find((c) => c !== note.chosenSeconds) ?? note.chosenSeconds;
      return `L’ora ${time} del ${date} è esistita due volte (${note.zone}): prima con ${note.candidates.map(formatUtcOffset).join(', poi con ')}, quando gli orologi tornarono indietro. Usato ${formatUtcOffset(note.chosenSeconds)} (la prima volta); se la nascita è avvenuta dopo il cambio, usa ${formatUtcOffset(other)}.`;
    }
  }
}

// --- Questionario di benvenuto: la pagina /questionario (issue 5) ---
/** Texts of the built-in questionnaire page the welcome gate embeds, and of its validation. */
/** The calendar of solar returns (POST /api/rivoluzione-solare.ics). */
export const RETURN_EXPORT_TEXTS = {
  calendarName: (fromYear: number, toYear: number) => `Astrolabio: rivoluzioni solari ${fromYear}–${toYear}`,
  summary: (year: number) => `Rivoluzione solare ${year}`,
  description: (ut: string, local: string, offset: string, place: string) =>
    `Il Sole torna alla sua longitudine natale: ${ut} UTC; ora del luogo (${place}) ${local} (${offset}).`,
  precessionNote: 'Rivoluzione corretta per la precessione.',
  birthPlace: 'luogo di nascita',
  category: 'Rivoluzione solare',
} as const;

/** The «Mirata» plan as a calendar (POST /api/mirata/piano.ics). */
export const MIRATA_PLAN_EXPORT_TEXTS = {
  calendarName: (fromYear: number, toYear: number) => `Astrolabio: piano mirato ${fromYear}–${toYear}`,
  solarSummary: (year: number, place: string | null, verdict: string | null) =>
    place ? `Rivoluzione solare ${year}: ${place} (${verdict})` : `Rivoluzione solare ${year}: nessun luogo consigliato o accettabile entro i limiti`,
  lunarSummary: (year: number, n: number, place: string | null, verdict: string | null) =>
    place ? `Rivoluzione lunare ${n} dell’anno ${year}: ${place} (${verdict})` : `Rivoluzione lunare ${n} dell’anno ${year}: nessun luogo consigliato o accettabile entro i limiti`,
  beThereSummary: (place: string, kind: string) => `Essere a ${place} per la ${kind}`,
  solarKind: (year: number) => `rivoluzione solare ${year}`,
  lunarKind: (year: number, n: number) => `rivoluzione lunare ${n} dell’anno ${year}`,
  instant: (ut: string, local: string | null, offset: string | null, place: string | null) =>
    place ? `Istante: ${ut} UTC; ora di ${place} ${local} (${offset}).` : `Istante: ${ut} UTC.`,
  score: (verdict: string, score: number) => `Verdetto: ${verdict}, punteggio ${score}.`,
  others: (names: readonly string[]) => `Altre scelte: ${names.join('; ')}.`,
  beThere: (local: string, place: string) => `Arrivare a ${place} entro il ${local.replace('T', ' alle ')} (ora del luogo): il giorno prima dell’istante, alla stessa ora.`,
  category: 'Rivoluzione Solare Mirata',
} as const;

export const QUESTIONNAIRE_TEXTS = {
  pageTitle: 'Resta aggiornato su Astrolabio',
  intro: 'Lascia il tuo indirizzo e-mail per ricevere gli aggiornamenti di Astrolabio. Non è obbligatorio.',
  emailLabel: 'Indirizzo e-mail',
  /** The hidden field only bots fill in. */
  honeypotLabel: 'Sito web',
  consentLabel: 'Acconsento a ricevere aggiornamenti via e-mail e al trattamento del mio indirizzo solo per questo scopo.',
  submit: 'Invia',
  emailRequired: 'Inserisci il tuo indirizzo e-mail.',
  emailInvalid: "L’indirizzo e-mail non è valido: scrivilo per intero, per esempio nome@esempio.it.",
  consentRequired: 'Per iscriverti devi spuntare il consenso.',
  thanks: 'Grazie! Il tuo indirizzo è registrato: riceverai solo gli aggiornamenti di Astrolabio.',
  privacy: (email: string | null) =>
    `I dati sono usati solo per inviarti aggiornamenti. Con l’indirizzo e-mail registriamo quale consenso hai dato, quando e da dove (un’impronta cifrata dell’indirizzo IP, non l’indirizzo). Per chiederne la cancellazione scrivi ${email ? `a ${email}` : 'al gestore del sito'}, oppure usa il link presente in ogni nostra e-mail.`,
} as const;

// --- Doppio opt-in (issue 22): la mail di conferma, le pagine dei suoi link, l'elenco degli iscritti ---
/** The confirmation mail, the pages its links open, and what `npm run iscritti` says of unconfirmed rows. */
export const OPT_IN_TEXTS = {
  /** The thanks when a confirmation mail was sent, instead of QUESTIONNAIRE_TEXTS.thanks. */
  checkMailbox: (ttlDays: number) =>
    `Grazie! Ti abbiamo inviato un’e-mail con un link per confermare l’iscrizione: aprilo entro ${ttlDays} giorni, altrimenti l’indirizzo sarà cancellato.`,
  mailSubject: 'Conferma la tua iscrizione agli aggiornamenti di Astrolabio',
  mailText: (confirmUrl: string, unsubscribeUrl: string, ttlDays: number) => [
    'Ciao,',
    '',
    'qualcuno (probabilmente tu) ha chiesto di ricevere gli aggiornamenti di Astrolabio a questo indirizzo.',
    "Per confermare l’iscrizione apri questo link:",
    '',
    confirmUrl,
    '',
    `Se non sei stato tu, ignora questa e-mail: senza conferma l’indirizzo sarà cancellato entro ${ttlDays} giorni.`,
    '',
    "Per cancellare subito l’indirizzo, ora o in qualsiasi momento:",
    '',
    unsubscribeUrl,
    '',
  ].join('\n'),
  alreadySubscribedSubject: 'Il tuo indirizzo è già iscritto agli aggiornamenti di Astrolabio',
  alreadySubscribedText: (unsubscribeUrl: string) => [
    'Ciao,',
    '',
    'qualcuno (probabilmente tu) ha chiesto di nuovo di ricevere gli aggiornamenti di Astrolabio a questo indirizzo,',
    "che è già iscritto e confermato: non c’è niente da fare, continuerai a riceverli.",
    '',
    "Per cancellare l’indirizzo, ora o in qualsiasi momento:",
    '',
    unsubscribeUrl,
    '',
  ].join('\n'),
  confirmTitle: "Conferma l’iscrizione",
  confirmPrompt: "Premi il pulsante per confermare l’iscrizione agli aggiornamenti di Astrolabio.",
  confirmButton: 'Confermo',
  confirmed: 'Iscrizione confermata: riceverai gli aggiornamenti di Astrolabio. Ogni e-mail contiene il link per cancellarti.',
  confirmInvalid: (ttlDays: number) => `Il link di conferma non è valido o è scaduto (vale ${ttlDays} giorni): iscriviti di nuovo dal questionario.`,
  unsubscribeTitle: "Cancella l’iscrizione",
  unsubscribePrompt: "Premi il pulsante per cancellare il tuo indirizzo dagli iscritti agli aggiornamenti di Astrolabio.",
  unsubscribeButton: 'Cancellami',
  unsubscribed: 'Fatto: il tuo indirizzo è stato cancellato e non riceverai altre e-mail da Astrolabio.',
  unsubscribeInvalid: "Il link di cancellazione non è valido, oppure l’indirizzo è già stato cancellato.",
  // npm run iscritti
  statusConfirmed: 'confermato',
  statusPending: 'in attesa di conferma',
  statusNoMail: 'non confermato',
  /** The line under the list saying how many rows are unconfirmed, and why. */
  unconfirmedSummary: (pending: number, noMail: number, ttlDays: number) => [
    pending > 0 ? `${pending} in attesa di conferma: hanno ricevuto l’e-mail con il link, che vale ${ttlDays} giorni; poi l’indirizzo è cancellato.` : '',
    noMail > 0 ? `${noMail} ${noMail === 1 ? 'non confermato: iscritto' : 'non confermati: iscritti'} senza e-mail di conferma, perché il server non aveva un server di posta (SMTP_URL non impostata) o prima del doppio opt-in.` : '',
  ].filter(Boolean).join('\n'),
} as const;

// --- Il server come servizio (issue 17): limiti, rifiuti prima delle rotte, avvio e arresto ---
/** Answers the HTTP layer gives before or around the routes: rate limit, cross-site form, framework errors. */
export const HTTP_TEXTS = {
  rateLimited: (retryAfterSeconds: number) =>
    `Troppe richieste da questo indirizzo: riprova tra ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'secondo' : 'secondi'}.`,
  /** 429 when a client's calculations have used up its CPU time (plugins/cpu-budget.ts). */
  cpuBudgetSpent: (retryAfterSeconds: number) =>
    `Troppi calcoli pesanti da questo indirizzo in poco tempo: riprova tra ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'secondo' : 'secondi'}, o chiedi un periodo più breve.`,
  crossSiteForm: 'Il modulo è arrivato da un altro sito e non è stato accettato: aprilo da Astrolabio e riprova.',
  subscriptionFailed: "Non è stato possibile registrare l’indirizzo in questo momento: riprova più tardi.",
  databaseUnavailable: 'Il database degli iscritti non è disponibile.',
  headersTooLarge: 'Le intestazioni della richiesta sono troppo grandi.',
  requestTimeout: 'La richiesta è arrivata troppo lentamente ed è stata interrotta.',
  serverClosing: 'Il server si sta fermando: riprova tra qualche istante.',
  /** 503 when the compute workers' queue is full (compute-pool/pool.ts). */
  busy: (retryAfterSeconds: number) =>
    `Il server è occupato con altri calcoli: riprova tra ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'secondo' : 'secondi'}.`,
} as const;

/** Why the server did not start, or stopped: printed on the console for the operator, naming the setting or the file. */
export const STARTUP_TEXTS = {
  failed: (reason: string) => `Avvio non riuscito: ${reason}`,
  waitingForMigration: "Un’altra replica sta aggiornando lo schema di Postgres: attendo che finisca prima di avviarmi.",
  passwordWithoutUrl: 'DATABASE_PASSWORD è impostata ma DATABASE_URL no: la password va con un indirizzo Postgres.',
  secretTwice: (name: string) => `${name} e ${name}_FILE sono impostate entrambe: tieni solo una delle due.`,
  secretFileUnreadable: (variable: string, path: string, reason: string, makeIt?: string) =>
    `${variable}: il file ${path} non si può leggere (${reason}).${makeIt ? ` Crealo con: ${makeIt}` : ''}`,
  secretFileEmpty: (variable: string, path: string, makeIt?: string) => `${variable}: il file ${path} è vuoto.${makeIt ? ` Riempilo con: ${makeIt}` : ''}`,
  emptyNumber: (name: string) => `${name} è vuota: toglila per usare il valore predefinito, oppure scrivi un numero.`,
  notInteger: (name: string, value: string, min: number, max: number) =>
    `${name} deve essere un numero intero in cifre decimali tra ${min} e ${max}, non «${value}».`,
  notOneOf: (name: string, value: string, allowed: readonly string[]) =>
    `${name} deve essere uno di: ${allowed.join(', ')}, non «${value}».`,
  notHttpUrl: (name: string, value: string) => `${name} deve essere un indirizzo che inizia con https:// o http://, non «${value}».`,
  notPostgresUrl: (name: string, value: string) =>
    `${name} deve essere un indirizzo Postgres come postgres://utente:password@host:5432/database, non «${value}».`,
  consentKeyTooShort: (length: number, min: number, command: string) =>
    `CONSENT_HASH_KEY è troppo corta (${length} caratteri, ne servono almeno ${min}): creane una casuale con «${command}» e passala con CONSENT_HASH_KEY_FILE=secrets/consent-hash-key (o toglila: il server ne crea una e la tiene nel database).`,
  smtpWithoutPublicUrl: "SMTP_URL è impostata ma PUBLIC_URL no: i link dell’e-mail di conferma devono puntare all’indirizzo pubblico del sito (per esempio https://astrolabio.esempio.it).",
  notSmtpUrl: (name: string) => `${name} deve essere un indirizzo come smtp://utente:password@host:587 oppure smtps://…:465.`,
  twoDatabases: 'DATABASE_URL e SUBSCRIBERS_DB_PATH sono impostate entrambe: gli iscritti stanno in Postgres (DATABASE_URL) oppure in un file SQLite (SUBSCRIBERS_DB_PATH). Togline una.',
  notTrustProxy: (value: string) =>
    `TRUST_PROXY deve essere il numero di proxy davanti al server (per esempio 1) oppure un elenco, separato da virgole, di indirizzi o reti dei proxy (per esempio 10.0.0.0/8, 127.0.0.1, loopback, uniquelocal), non «${value}». «true» non è ammesso: chiunque potrebbe dichiarare un indirizzo falso.`,
  portInUse: (port: number) => `la porta ${port} è già in uso da un altro programma (cambia PORT).`,
  cannotListen: (host: string, port: number, reason: string) => `impossibile ascoltare su ${host}:${port}: ${reason}.`,
  // The subscribers' database (questionnaire/subscribers.ts), always naming the file.
  databaseIsFolder: (path: string) => `il database degli iscritti ${path} è una cartella, non un file (SUBSCRIBERS_DB_PATH).`,
  databaseFolderMissing: (path: string, folder: string) =>
    `la cartella ${folder} del database degli iscritti ${path} non esiste: creala o correggi SUBSCRIBERS_DB_PATH.`,
  databaseFolderNotWritable: (path: string, folder: string) =>
    `il server non può scrivere nella cartella ${folder} del database degli iscritti ${path}: dagli il permesso di scrittura o correggi SUBSCRIBERS_DB_PATH.`,
  databaseNoAccess: (path: string) =>
    `il server non ha il permesso di raggiungere il database degli iscritti ${path} (una cartella del percorso gli è chiusa): correggi i permessi o SUBSCRIBERS_DB_PATH.`,
  databaseNotWritable: (path: string) =>
    `il database degli iscritti ${path} è in sola lettura: dagli il permesso di scrittura o correggi SUBSCRIBERS_DB_PATH.`,
  databaseNotADatabase: (path: string) => `il file ${path} non è un database SQLite (SUBSCRIBERS_DB_PATH): correggi il percorso.`,
  databaseDiskFull: (path: string, folder: string) => `il disco della cartella ${folder} è pieno: il database degli iscritti ${path} non può ricevere scritture.`,
  databaseCannotOpen: (path: string, reason: string) => `impossibile aprire il database degli iscritti ${path}: ${reason}.`,
  // Postgres (questionnaire/postgres-subscribers.ts), naming the server without the password.
  postgresUnreachable: (target: string, hostPort: string, reason: string) =>
    `il database degli iscritti ${target} non risponde (${hostPort}: ${reason}): avvia Postgres o correggi DATABASE_URL.`,
  postgresAuthFailed: (target: string, user: string) =>
    `Postgres ha rifiutato l’accesso dell’utente ${user} a ${target}: correggi utente e password in DATABASE_URL.`,
  postgresDatabaseMissing: (target: string, database: string) =>
    `il database ${database} non esiste sul server di ${target}: crealo (createdb ${database}) o correggi DATABASE_URL.`,
  postgresNotPermitted: (target: string, user: string) =>
    `l’utente ${user} non ha i permessi per creare o scrivere la tabella degli iscritti in ${target}: usa il proprietario del database o concedigli i permessi (DATABASE_URL).`,
  postgresCannotUse: (target: string, reason: string) => `impossibile usare il database degli iscritti ${target}: ${reason}.`,
  // The ephemeris files (packages/ephemeris verifyEphemerisFiles), naming the file.
  ephemerisMissing: (path: string) => `manca il file delle effemeridi ${path}: reinstalla il progetto (npm ci).`,
  ephemerisWrongSize: (path: string, bytes: number, expectedBytes: number) =>
    `il file delle effemeridi ${path} è danneggiato: ${bytes} byte invece di ${expectedBytes}. Ripristinalo dal repository (git checkout -- ${path}).`,
  ephemerisWrongChecksum: (path: string) =>
    `il file delle effemeridi ${path} è danneggiato: il suo contenuto non corrisponde a quello registrato (SHA-256). Ripristinalo dal repository.`,
  noSourceOffer: (licenceUrl: string) =>
    `nessun archivio del codice sorgente da servire (il server non gira da una copia git e npm run build non l’ha prodotto) e nessun SOURCE_CODE_URL: il piè di pagina rimanda solo alla licenza (${licenceUrl}). L’AGPL chiede di offrire il sorgente: imposta SOURCE_CODE_URL.`,
  shutdownDeadline: (timeoutMs: number) =>
    `Arresto: le connessioni aperte non si sono chiuse entro ${timeoutMs} ms (SHUTDOWN_TIMEOUT_MS); il processo esce comunque.`,
} as const;

/** The words of the timing techniques' calendar events and CSV rows (POST /api/tecniche.ics, .csv; issue 26). */
export const TECHNIQUE_EXPORT_TEXTS = {
  calendarName: (startDate: string, endDate: string, natalUt: string) =>
    `Transiti e tecniche ${startDate} – ${endDate}, tema natale del ${natalUt} UT`,
  /** When progressions and directions cover their own, longer period. */
  calendarNameWithSlow: (startDate: string, endDate: string, slowStart: string, slowEnd: string, natalUt: string) =>
    `Transiti e lunazioni ${startDate} – ${endDate}, progressioni e direzioni ${slowStart} – ${slowEnd}, tema natale del ${natalUt} UT`,
  /** «Sole progresso trigono Venere natale». */
  progressed: (point: string, progressedWord: string, aspect: string, natalPoint: string) => `${point} ${progressedWord} ${aspect.toLowerCase()} ${natalPoint} natale`,
  progressedWord: { masculine: 'progresso', feminine: 'progressa' },
  /**
   * «Marte d’arco solare quadratura Sole natale»: the point moved by the solar arc, named as such
   * («diretto» would read as direct motion; decision 0060).
   */
  directed: (point: string, aspect: string, natalPoint: string) => `${point} d’arco solare ${aspect.toLowerCase()} ${natalPoint} natale`,
  moonSignIngress: (sign: string) => `Luna progressa entra in ${sign}`,
  moonHouseIngress: (house: number) => `Luna progressa entra in casa ${house}`,
  progressedPhase: (phase: string) => `Lunazione progressa: ${phase}`,
  /** «Luna nuova a 12°34′ Ariete, casa natale 5». */
  lunation: (phase: string, position: string, house: number) => `${phase} a ${position}, casa natale ${house}`,
  /** «Eclissi solare anulare, magnitudine 0,94, Saros 121 n. 61» (the series unknown: no Saros). */
  eclipse: (kind: string, type: string, magnitude: string, saros: { series: number; member: number } | null) =>
    `${kind} ${type}, magnitudine ${magnitude}${saros ? `, Saros ${saros.series} n. ${saros.member}` : ''}`,
  /** Where the eclipse falls and the natal points it hits: «A 28°25′ Acquario, casa natale 11. Punti natali colpiti: …». */
  eclipseDetail: (position: string, house: number, hits: readonly string[], orb: string) =>
    `A ${position}, casa natale ${house}. ${hits.length > 0 ? `Punti natali colpiti: ${hits.join('; ')}.` : `Nessun punto natale in aspetto entro ${orb}°.`}`,
  /** «quadratura Marte natale (casa 1, orbita 2,3°)», «congiunzione Saturno natale, sul grado del Sole (casa 10, orbita 1,3°)». */
  eclipseHit: (aspect: string, point: string, onTheSun: boolean, house: number, orb: string) =>
    `${aspect.toLowerCase()} ${point} natale${onTheSun ? ', sul grado del Sole' : ''} (casa ${house}, orbita ${orb}°)`,
  contacts: (list: string) => `Punti natali vicini: ${list}.`,
  contact: (point: string, light: string, orb: string) => `${point} (sul grado ${light === 'Sole' ? 'del Sole' : 'della Luna'}, a ${orb}°)`,
  /** «Saturno quadratura Sole natale: esatto il 3 gennaio 2026 alle 01:06, ora di Roma.» (issue 21: in the user's zone, named). */
  exactOn: (title: string, when: string) => `${title}: esatto ${when}.`,
  /** «Luna progressa entra in Toro: il 3 gennaio 2040 alle 01:06, ora di Roma.» */
  happensOn: (title: string, when: string) => `${title}: ${when}.`,
} as const;
