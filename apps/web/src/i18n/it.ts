/**
 * All visible UI copy, in Italian: components read keys from here and type no text themselves.
 * The spec's texts are verbatim; those the server says too (its error catalogue and toasts) come
 * from the API contract, as do the limits the texts quote. Names of bodies, signs and aspects come
 * from @astrolabio/names-it. In development and tests a key that does not exist throws instead of
 * rendering "undefined".
 */
import {
  LATITUDE_RANGE_DEG,
  LONGITUDE_RANGE_DEG,
  SPEC_ERRORS,
  SPEC_TOASTS,
  SUGGESTIONS_MIN_CHARS,
  UTC_OFFSET_RANGE_HOURS,
} from '@astrolabio/contract';
import { strictCatalogue } from './strict.ts';

import { RETROGRADE_MARK } from '../lib/glyphs.ts';

const APP_NAME = 'Astrolabio';

const AXIS_IT = { latitude: 'latitudine', longitude: 'longitudine' } as const;
type Axis = keyof typeof AXIS_IT;

/** A browser tab's title: the page, then the app. */
const pageTitle = (page: string) => `${page} — ${APP_NAME}`;

/**
 * A date in words after «il», «dal» or «al»: the article is elided before the days read with a
 * vowel, otto and undici («l’8 marzo», «dall’11 aprile», «all’8 maggio»); «il 1º gennaio», «il 3 marzo».
 */
function onDay(article: 'il' | 'dal' | 'al', date: string): string {
  if (!/^(8|11) /.test(date)) return `${article} ${date}`;
  return `${article === 'il' ? 'l' : `${article}l`}’${date}`;
}

const catalogue = {
  appName: APP_NAME,
  pageTitle,
  tagline: 'Tema natale e transiti planetari',
  loading: 'Caricamento…',
  close: 'Chiudi',
  clear: 'Cancella',

  gate: {
    pageTitle: pageTitle('Benvenuto'),
    logoAlt: 'Logo di Astrolabio',
    title: 'Benvenuto in Astrolabio',
    intro:
      'Astrolabio calcola il tuo tema natale con Swiss Ephemeris e ti mostra i transiti planetari sul tuo tema nel periodo che scegli. Prima di iniziare, se vuoi, lasciaci la tua e-mail per ricevere gli aggiornamenti.',
    questionnaireTitle: 'Questionario per ricevere gli aggiornamenti',
    questionnaireLoading: 'Caricamento del questionario…',
    questionnaireTimeout:
      'Il questionario non si è ancora caricato: forse la connessione è lenta. Puoi aspettare oppure entrare subito nell’app.',
    stepsTitle: 'Come procedere',
    stepFill: 'Compila il questionario e premi «Invia» per ricevere gli aggiornamenti,',
    stepIgnore: 'oppure ignoralo: non è obbligatorio.',
    stepEnter: 'Quando vuoi, premi «Entra nell’app» qui sotto.',
    enter: 'Entra nell’app',
    thanks: 'Grazie! Stai per entrare nell’app…',
    notMandatory: 'Il questionario NON è obbligatorio: puoi usare Astrolabio anche senza compilarlo.',
    privacy: (email: string | null) =>
      `Privacy: i dati inseriti sono usati solo per inviarti aggiornamenti. Per chiederne la cancellazione scrivi ${email ? `a ${email}` : 'al gestore del sito'}.`,
    showAgain: 'Mostra di nuovo l’introduzione',
  },

  layout: {
    homeLink: 'Astrolabio, pagina principale',
    sourceCode: 'Codice sorgente (AGPL-3.0)',
    geonames: 'Dati geografici: GeoNames (CC BY 4.0)',
    ephemeris: 'Effemeridi: Swiss Ephemeris',
  },

  main: {
    pageTitle: 'Astrolabio — Tema natale e transiti',
    tab: 'Calcolo Tema Natale e Transiti',
    /** The screen's heading, read by screen readers (the tab shows the same words). */
    heading: 'Calcolo Tema Natale e Transiti',
  },

  form: {
    title: 'Calcolo Tema Natale e Transiti',
    birthSection: 'Dati di nascita',
    birthDate: 'Data di nascita',
    birthTime: 'Ora di nascita (24 ore)',
    /** The time without its «(24 ore)»: the start of its boxes' names. */
    birthTimeName: 'Ora di nascita',
    hours: 'Ore',
    minutes: 'Minuti',
    /** The time's two boxes as a screen reader names them: «Ora di nascita, ore». */
    timeBox: (time: string, box: string) => `${time}, ${box.toLowerCase()}`,
    /** A date field's clear button, naming the field it empties. */
    clearField: (field: string) => `Cancella ${field}`,
    datePlaceholder: 'GG/MM/AAAA',
    invalidDate: 'Data non valida: scrivi GG/MM/AAAA con un giorno che esiste (es. 25/12/1990).',
    coordinatesSection: 'Coordinate e fuso orario',
    latitude: 'Latitudine',
    latitudeHint: 'Nord positivo: 41,902782 o 41°54′10″N; si può incollare la coppia «41.9028, 12.4964»',
    longitude: 'Longitudine',
    longitudeHint: 'Est positivo: 12,496366 o 12°29′47″E (O per ovest)',
    // Short, like the other two labels: a label on two lines would push its input below theirs.
    timezone: 'Fuso orario',
    timezoneHint: 'Ore da UTC: 1 per l’Italia in inverno, 2 in estate, 5,5 o 5:30 per l’India',
    hoursPlaceholder: 'hh',
    minutesPlaceholder: 'mm',
    waitingForPlace: 'Ricerca di coordinate e fuso orario del luogo in corso…',
    fixTitle: 'Da correggere prima di calcolare',
    errors: {
      dateRequired: 'Scrivi la data di nascita (GG/MM/AAAA).',
      // The limits come from the caller (the contract's), so that this first-page module imports no date rule.
      dateOutOfRange: (first: string, last: string, firstTimeUt: string) =>
        `La data di nascita deve essere tra il ${first} e il ${last} (il primo giorno dalle ${firstTimeUt} UT).`,
      timeRequired: 'Scrivi l’ora di nascita: ore e minuti (es. 09 e 30).',
      hours: 'Le ore vanno da 00 a 23.',
      minutes: 'I minuti vanno da 00 a 59.',
      timeDigits: 'Scrivi ore e minuti con le sole cifre (es. 09 e 30).',
      coordinateRequired: (axis: Axis) =>
        `Scrivi la ${AXIS_IT[axis]} (es. ${axis === 'latitude' ? '41,9028' : '12,4964'}) o scegli un luogo dall’elenco.`,
      coordinate: (problem: 'unreadable' | 'minutesOrSeconds' | 'outOfRange' | 'otherAxis', axis: Axis) => {
        switch (problem) {
          case 'unreadable':
            return `Non è una ${AXIS_IT[axis]}: scrivi gradi decimali (${axis === 'latitude' ? '41,9028' : '12,4964'}) o gradi, primi e secondi (${axis === 'latitude' ? '41°54′10″N' : '12°29′47″E'}).`;
          case 'minutesOrSeconds':
            return 'Primi e secondi vanno da 0 a 59.';
          case 'outOfRange': {
            const r = axis === 'latitude' ? LATITUDE_RANGE_DEG : LONGITUDE_RANGE_DEG;
            return `La ${AXIS_IT[axis]} va da ${r.min} a ${r.max} gradi.`;
          }
          case 'otherAxis':
            return axis === 'latitude'
              ? 'Questa è una longitudine (E/O): va nel campo Longitudine.'
              : 'Questa è una latitudine (N/S): va nel campo Latitudine.';
        }
      },
      pasteRefused: (reason: string) => `Testo non incollato. ${reason}`,
      timezoneRequired: 'Scrivi il fuso orario in ore da UTC (es. 1 per l’Italia in inverno, 2 in estate).',
      timezone: (problem: 'unreadable' | 'outOfRange') =>
        problem === 'outOfRange'
          ? `Il fuso orario va da ${UTC_OFFSET_RANGE_HOURS.min} a ${UTC_OFFSET_RANGE_HOURS.max} ore.`
          : 'Il fuso orario è un numero di ore da UTC: 1, 2, 5,5, -3 oppure 5:30.',
      transitStartRequired: 'Scrivi la data di inizio del periodo (GG/MM/AAAA).',
      transitEndRequired: 'Scrivi la data di fine del periodo (GG/MM/AAAA).',
      transitOutOfRange: (first: string, last: string) => `Le date del periodo vanno dal ${first} al ${last}.`,
      endBeforeStart: 'La fine del periodo viene prima dell’inizio.',
      periodTooLong: (maxDays: number) => `Il periodo dei transiti può durare al massimo ${maxDays} giorni (dieci anni): accorcialo.`,
      coordinatesOfOtherPlace: (place: string, city: string) =>
        `Le coordinate sono quelle di «${place}», non di «${city}»: scegli il luogo dall’elenco dei suggerimenti, oppure correggi latitudine e longitudine a mano.`,
      staleZone: (date: string, time: string) =>
        `Il fuso orario era stato trovato per il ${date}${time ? ` alle ${time}` : ''}: premi «Ottieni Coordinate» per averlo per la nuova data e ora, oppure correggilo a mano.`,
    },
    transitSection: 'Periodo dei transiti',
    transitStart: 'Inizio periodo transiti',
    transitEnd: 'Fine periodo transiti',
    advanced: 'Opzioni di calcolo',
    houseSystem: 'Sistema di case',
    nodeKind: 'Nodo lunare',
    submit: 'Calcola Tema Natale Completo',
    submitting: 'Calcolo tema natale in corso...',
    submitHint: 'Per calcolare servono latitudine, longitudine e le date di inizio e fine dei transiti.',
    calendar: {
      nextMonth: 'Mese successivo',
      previousMonth: 'Mese precedente',
      nextYear: 'Anno successivo',
      previousYear: 'Anno precedente',
      nextDecade: 'Decennio successivo',
      previousDecade: 'Decennio precedente',
      monthLevelControl: 'Scegli il mese',
      yearLevelControl: 'Scegli l’anno',
    },
  },

  profiles: {
    title: 'Profili',
    name: 'Nome del profilo',
    description: 'Descrizione',
    select: 'Profilo salvato',
    selectPlaceholder: 'Scegli un profilo',
    none: 'Nessun profilo salvato',
    save: 'Salva profilo',
    load: 'Carica',
    delete: 'Elimina',
    import: 'Importa CSV',
    export: 'Esporta CSV',
    clear: 'Svuota campi',
    saved: SPEC_TOASTS.profileSaved,
    loaded: SPEC_TOASTS.profileLoaded,
    deleted: SPEC_TOASTS.profileDeleted,
    imported: SPEC_TOASTS.profileImported,
    cleared: SPEC_TOASTS.fieldsCleared,
    nameRequired: 'Scrivi un nome per il profilo.',
    notSaved: (reason: string) => `Profilo non salvato: ${reason}.`,
    storageFull:
      'Lo spazio del browser per i profili è esaurito: elimina qualche profilo (dopo averli esportati in CSV) e riprova.',
    storageUnavailable: 'Il browser non permette di salvare dati (archiviazione locale disattivata): i profili non possono essere salvati.',
    importNotCsv: 'Si possono importare solo file .csv.',
    importEmpty: 'Il file CSV non contiene profili.',
    importBadHeader: (missing: string) => `Il file CSV non ha l’intestazione dei profili: manca la colonna ${missing}.`,
    importRowError: (line: number, reason: string) => `Riga ${line}: ${reason}`,
    importOutcome: (imported: number, discarded: number) =>
      `${imported} ${imported === 1 ? 'importato' : 'importati'}, ${discarded} ${discarded === 1 ? 'scartato' : 'scartati'}`,
    importReadError: 'Impossibile leggere il file.',
    exportEmpty: 'Non ci sono profili da esportare.',
    invalidField: {
      profileName: 'manca il nome del profilo',
      selectedDate: 'la data non è un giorno esistente (GG/MM/AAAA o AAAA-MM-GG)',
      selectedTime: 'l’ora non è nel formato HH:mm',
      latitude: `la latitudine deve essere un numero tra ${LATITUDE_RANGE_DEG.min} e ${LATITUDE_RANGE_DEG.max}`,
      longitude: `la longitudine deve essere un numero tra ${LONGITUDE_RANGE_DEG.min} e ${LONGITUDE_RANGE_DEG.max}`,
      timezone: `il fuso orario deve essere un numero di ore tra ${UTC_OFFSET_RANGE_HOURS.min} e ${UTC_OFFSET_RANGE_HOURS.max}`,
      columns: 'il numero di colonne non corrisponde all’intestazione',
      quote: 'virgolette aperte e mai chiuse: la riga è saltata, le righe dopo sono state lette',
      kept: 'esiste già un profilo con questo nome, lasciato com’era',
      other: 'riga non valida',
    },
    repeatedName: (line: number) => `lo stesso nome torna alla riga ${line}, che vale al suo posto`,
    saveConflictTitle: 'Profilo già presente',
    saveConflictText: (name: string, copyName: string) =>
      `Esiste già un profilo «${name}». Vuoi sostituirlo con i dati del modulo, oppure tenerli entrambi salvando questo come «${copyName}»?`,
    saveReplace: 'Sostituisci',
    saveKeepBoth: 'Tieni entrambi',
    saveCancel: 'Annulla',
    undo: 'Annulla',
    restored: (name: string) => `Profilo «${name}» ripristinato`,
    unreadableTitle: 'Profili non leggibili',
    unreadableText: (names: string) =>
      `Questi profili salvati nel browser non si possono leggere (danneggiati o scritti da un’altra versione) e non sono nell’elenco: ${names}. Nessun salvataggio o importazione li sovrascrive senza chiedere.`,
    conflictTitle: 'Profili già presenti',
    conflictText: (names: string) => `Esistono già profili con questi nomi: ${names}. Vuoi sovrascriverli?`,
    conflictOverwrite: 'Sovrascrivi',
    conflictKeep: 'Mantieni quelli esistenti',
    conflictCancel: 'Annulla importazione',
  },

  place: {
    label: 'Luogo di nascita',
    placeholder: `Scrivi almeno ${SUGGESTIONS_MIN_CHARS} lettere (es. Roma)`,
    hint: 'Scegli un luogo dall’elenco, poi premi «Ottieni Coordinate».',
    searching: 'Ricerca dei luoghi…',
    noResults: 'Nessun luogo trovato.',
    selected: 'Luogo selezionato',
    resolve: 'Ottieni Coordinate',
    resolving: 'Ricerca coordinate…',
    suggestionsError: SPEC_ERRORS.suggestionsFailed,
    resolveError: SPEC_ERRORS.locationFailed,
    missingCoordinates: SPEC_ERRORS.coordinatesNotFound,
    missingTimezone: SPEC_ERRORS.timeZoneNotFound,
    resolvedTitle: 'Coordinate trovate',
    /** The place the coordinates are of: what was typed may name several (Valencia) or say less. */
    resolvedPlace: (formatted: string) => `Luogo: ${formatted}`,
    zone: (zone: string, utcOffset: string | undefined) => `Fuso orario IANA: ${zone}${utcOffset ? ` (${utcOffset})` : ''}`,
    dst: (inForce: boolean) => `Ora legale: ${inForce ? 'sì' : 'no'}`,
    warningsTitle: 'Attenzione',
    // When resolving fails, the chosen suggestion's own coordinates (the gazetteer's) are offered.
    listedOffer: (latitude: string, longitude: string) =>
      `Nell’elenco dei luoghi questo luogo ha coordinate ${latitude}, ${longitude}: puoi usarle e scrivere tu il fuso orario.`,
    useListed: 'Usa le coordinate dell’elenco',
    listedUsed: 'Latitudine e longitudine prese dall’elenco dei luoghi.',
    listedZone: (zone: string) =>
      `Il luogo è nel fuso ${zone}: scrivi le ore da UTC in vigore alla data e all’ora di nascita (ora legale compresa).`,
    staleTitle: 'Data o ora cambiate',
    stale: (date: string, time: string) =>
      `Il fuso orario è stato trovato per il ${date}${time ? ` alle ${time}` : ''}: con la nuova data o ora potrebbe essere diverso (ora legale). Se non si aggiorna da solo, premi di nuovo «Ottieni Coordinate».`,
  },

  results: {
    errorTitle: 'Errore!',
    idle: 'Inserisci i dati di nascita e premi «Calcola Tema Natale Completo»: il tema apparirà qui.',
    title: 'Tema natale',
    titleFor: (name: string) => `Tema natale di ${name}`,
    header: {
      birth: 'Nascita',
      birthValue: (date: string, time: string, offset: string) => `${date} alle ${time} (${offset})`,
      place: 'Luogo',
      coordinates: 'Coordinate',
      zone: 'Fuso orario',
      ut: 'Tempo universale',
      houses: 'Case',
      node: 'Nodi lunari',
    },
    downloadSvg: 'Scarica la ruota (SVG)',
    downloadPng: 'Scarica la ruota (PNG)',
    print: 'Stampa',
    exportFailed: 'Impossibile preparare il file della ruota. Riprova.',
    warningsTitle: 'Avvisi',
    tabPlanets: 'Pianeti',
    tabHouses: 'Case',
    tabAspects: 'Aspetti',
    planet: 'Pianeta',
    sign: 'Segno',
    position: 'Posizione',
    house: 'Casa',
    houseN: (n: number) => `Casa ${n}`,
    cusp: 'Cuspide',
    retrograde: 'retrogrado',
    retrogradeMark: RETROGRADE_MARK,
    /** What a table cell shows when there is no value (an angle has no house). */
    noValue: '—',
    pair: 'Coppia',
    pairOf: (body1: string, body2: string) => `${body1} – ${body2}`,
    aspect: 'Aspetto',
    orb: 'Orbita',
    orbDecimal: (orb: number) => `${String(orb).replace('.', ',')}°`,
    motion: 'Moto',
    applying: 'applicativo',
    separating: 'separativo',
    noAspects: 'Nessun aspetto significativo trovato',
    wheelTitle: 'Carta del tema natale',
    wheelBody: (name: string, position: string, sign: string, retrograde: boolean) => `${name} ${position} ${sign}${retrograde ? ` ${RETROGRADE_MARK}` : ''}`,
    wheelDegrees: (degrees: number) => `${degrees}°`,
    wheelMinutes: (minutes: number) => `${String(minutes).padStart(2, '0')}′`,
    wheelDescription: (asc: string, mc: string) => `Ruota dello zodiaco con case, pianeti e aspetti. Ascendente ${asc}, Medio Coeli ${mc}.`,
    ascendantShort: 'AC',
    midheavenShort: 'MC',
    gridTitle: 'Griglia degli aspetti',
    gridCell: (a: string, b: string, aspect: string, orb: string) => `${a} ${aspect} ${b}, orbita ${orb}`,
    rawJson: 'Dati tecnici (JSON)',
  },

  monthly: {
    tab: 'Transiti Mensili',
    loading: 'Calcolo dei transiti mensili in corso…',
    error: SPEC_ERRORS.monthlyTransitsFailed,
    period: (p: string) => `Periodo: ${p}`,
    summaryTitle: 'Riepilogo per mese',
    summaryNote: (timeUt: string) => `Posizione di ogni pianeta nel primo giorno del mese compreso nel periodo, alle ${timeUt} UT.`,
    clipped: (maxDays: number, last: string) =>
      `I transiti mensili coprono al massimo ${maxDays} giorni: qui fino al ${last}. La Tabella Transiti copre tutto il periodo.`,
    month: 'Mese',
    moreToTheRight: 'Scorri la tabella verso destra per gli altri pianeti →',
    detailsTitle: 'Dettagli mensili',
    date: 'Data',
  },

  transits: {
    tab: 'Tabella Transiti',
    title: 'Tabella Transiti',
    loadingTitle: 'Caricamento transiti...',
    loadingDetail: (planets: number, from: string, to: string) =>
      `Calcolo delle posizioni planetarie per ${planets} ${planets === 1 ? 'pianeta' : 'pianeti'}, dal ${from} al ${to}.`,
    updating: 'Aggiornamento dei transiti…',
    error: SPEC_ERRORS.transitTableFailed,
    errorHint: SPEC_ERRORS.transitTableFailedHint,
    retry: 'Riprova',
    period: (from: string, to: string) => `Periodo: dal ${from} al ${to}`,
    profileLabel: (name: string) => `Profilo: ${name}`,
    coordinates: (latitude: string, longitude: string) => `${latitude}, ${longitude}`,
    birthLabel: (date: string, time: string, place: string) => `Nascita: ${date}${time ? ` alle ${time}` : ''}${place ? `, ${place}` : ''}`,
    timeZoneNote: (zone: string) => `Gli orari sono nel fuso del browser (${zone}); le barre vanno per giorni UTC.`,
    elementsLegend: 'Elementi dei segni (colore delle case)',
    view: 'Vista',
    viewTable: 'Tabella',
    viewTimeline: 'Timeline',
    planetsFilter: 'Pianeti',
    aspectsFilter: 'Aspetti',
    presetSlow: 'Pianeti Lenti',
    presetAll: 'Tutti',
    presetNone: 'Nessuno',
    presetHarmonious: 'Armoniosi',
    presetTense: 'Tesi',
    moonHidden: 'La Luna è nascosta perché il periodo supera i tre mesi (oltre 1.700 transiti l’anno). Per mostrarla premi «Mostra la Luna», o spunta «Luna» nei filtri.',
    showMoon: 'Mostra la Luna',
    filters: 'Filtri',
    filtersSummary: (planets: number, allPlanets: number, aspects: number, allAspects: number) =>
      `Pianeti: ${planets} di ${allPlanets} · Aspetti: ${aspects} di ${allAspects}`,
    noPlanets: 'Nessun pianeta scelto: spunta almeno un pianeta per vedere i transiti.',
    noAspectsChosen: 'Nessun aspetto scelto: spunta almeno un aspetto.',
    downloads: 'Scarica gli esatti del periodo',
    downloadIcs: 'Calendario (.ics)',
    downloadCsv: 'Tabella (.csv)',
    downloadFailed: (message: string) => `Download non riuscito: ${message}`,
    print: 'Stampa',
    planetColumn: 'Pianeta',
    aspectColumn: 'Aspetto',
    housesRow: 'Case natali',
    natalTag: 'natale',
    housesSequence: (houses: readonly number[]) => houses.join(' → '),
    /** A month with more houses than its cell holds (a Moon's): the first and the last, or the first. */
    housesSequenceFirstLast: (first: number, last: number) => `${first} → … → ${last}`,
    housesSequenceFirst: (first: number) => `${first} → …`,
    /** «Attivo oggi»: what the transit is doing now, after its title. */
    activeDetails: (motion: string, nextExact: string, orb: string) => ` — ${motion}, ${nextExact}, ${orb}`,
    housesCell: (houses: string, natal: boolean) => `Case ${houses}${natal ? ' (natale)' : ''}`,
    ingress: (house: number, when: string, retrograde: boolean) => `entra in casa ${house} ${when}${retrograde ? ' (retrogrado)' : ''}`,
    houseSign: (house: number, sign: string) => `Casa ${house}, cuspide in ${sign}`,
    noAspectsRow: 'Nessun aspetto nel periodo',
    notes: (planet: string) => `Note su ${planet}`,
    notesPlaceholder: 'Scrivi qui le tue note: restano salvate in questo browser per questo tema.',
    notesFailed: (reason: string) => `Nota non salvata: ${reason}`,
    table: 'Tabella dei transiti',
    timeline: 'Timeline dei transiti',
    rowLabel: (planet: string, aspect: string) => `${planet}, ${aspect}`,
    /** A bar's label: «Saturno quadratura Sole natale». */
    periodTitle: (planet: string, aspect: string, points: string) => `${planet} ${aspect} ${points}`,
    natalPoint: (name: string) => `${name} natale`,
    pointsList: (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`),
    periodDates: (from: string, to: string) => (from === to ? onDay('il', from) : `${onDay('dal', from)} ${onDay('al', to)}`),
    exactAt: (date: string, time: string, zone: string) => `${onDay('il', date)} alle ${time} ${zone}`,
    exactList: (instants: readonly string[]) => `esatto ${instants.length < 2 ? instants.join('') : `${instants.slice(0, -1).join(', ')} e ${instants[instants.length - 1]}`}`,
    closestOrb: (orb: string, date: string) => `orbita minima ${orb} ${onDay('il', date)}`,
    closeDays: (limit: string, dates: string) => `entro ${limit} ${dates}`,
    station: (kind: string, date: string, time: string, zone: string) => `stazione ${kind} ${onDay('il', date)} alle ${time} ${zone}`,
    stationMark: { retrograde: 'R', direct: 'D' },
    applying: 'applicativo',
    separating: 'separativo',
    today: 'Oggi',
    activeToday: 'Attivo oggi',
    activeTodayNone: 'Nessun transito in orbita in questo momento.',
    activeTodayOutside: 'Oggi non è nel periodo scelto.',
    /** The smallest orb of today's UTC day (the records hold daily orbs, not the orb at this instant). */
    activeOrb: (orb: string) => `orbita minima oggi ${orb}`,
    nextExactIn: (days: number, when: string) =>
      days < 1 ? `esatto tra meno di un giorno (${when})` : `esatto tra ${Math.round(days)} ${Math.round(days) === 1 ? 'giorno' : 'giorni'} (${when})`,
    /** Its last exact hit is past: «ultimo esatto il 3 novembre 2026 alle 09:12 CET», and when it applies again past the period's end, so. */
    pastExact: (when: string, nextAfterPeriod: boolean) => `ultimo esatto ${when}${nextAfterPeriod ? ', il prossimo dopo la fine del periodo' : ''}`,
    noExactInPeriod: 'nessun esatto nel periodo',
    legendTitle: 'Legenda',
    legendThick: 'orbita ≤ 0,5°',
    legendMedium: 'orbita ≤ 1°',
    legendApplying: 'applicativo (colore pieno)',
    legendSeparating: 'separativo (colore chiaro)',
    legendPeriod: 'in orbita (≤ 3°)',
    legendStart: 'inizio',
    legendPeak: 'picco, con l’orbita minima',
    legendEnd: 'fine',
    legendExact: 'esatto (orbita ≤ 0,01°)',
    legendStation: 'stazione: R retrograda, D diretta',
    legendIngress: 'ingresso in una casa natale',
    legendToday: 'oggi',
    keyboardHint: 'Con la tastiera: Tab porta a ogni riga, le frecce sinistra e destra scorrono i suoi periodi.',
    plainTable: 'Elenco dei periodi (tabella semplice)',
    plainTablePlanet: 'Pianeta da elencare',
    plainTableCaption: (planet: string) => `Periodi dei transiti di ${planet}`,
    plainFrom: 'Dal',
    plainTo: 'Al',
    plainPoints: 'Punti natali',
    plainPeak: 'Orbita minima',
    plainExact: 'Esatto',
    plainHouses: 'Ingressi nelle case',
    plainNone: 'Nessun periodo.',
    printPage: (from: string, to: string) => `dal ${from} al ${to}`,
    timelineColumn: 'Timeline',
    aspectColumnShort: 'Asp.',
    timelineLegendTitle: 'Legenda Timeline',
    monthsShort: ['Gen', 'Feb', 'Mar', 'Apr', 'Mag', 'Giu', 'Lug', 'Ago', 'Set', 'Ott', 'Nov', 'Dic'],
    matrix: {
      title: 'Matrice dei transiti',
      corner: 'In transito',
      note: 'Per ogni pianeta in transito (righe) e punto natale (colonne), l’aspetto più stretto del periodo con la sua orbita minima. Premi una casella per vedere quei transiti nella timeline.',
      legend: 'Il numero in alto conta gli esatti del periodo (orbita 0°).',
      exactMark: (n: number) => `${n}`,
      cellLabel: (planet: string, aspect: string, point: string, orb: string, count: number, exact: number) =>
        `${planet} ${aspect} ${point} natale, orbita minima ${orb}; ${count === 1 ? '1 transito' : `${count} transiti`}, ${exact === 1 ? '1 esatto' : `${exact} esatti`}. Mostra nella timeline`,
      none: 'nessun transito',
      empty: 'Nessun transito nel periodo per i pianeti e gli aspetti scelti.',
    },
    list: {
      title: 'Lista degli eventi',
      kinds: { opens: 'entra in orbita', exact: 'esatto', closes: 'esce dall’orbita' },
      station: (kind: string) => `stazione ${kind}`,
      when: (date: string, time: string, zone: string) => `${date}, ${time} ${zone}`,
      monthHeading: (month: string, n: number) => `${month} (${n === 1 ? '1 evento' : `${n} eventi`})`,
      expandAll: 'Apri tutti i mesi',
      collapseAll: 'Chiudi tutti i mesi',
      note: (zone: string) => `Orari nel fuso del browser (${zone}). Un transito già in orbita all’inizio del periodo, o ancora in orbita alla fine, non ha lì un evento.`,
      empty: 'Nessun evento nel periodo per i pianeti e gli aspetti scelti.',
    },
  },

  debug: {
    tab: 'Debug Transiti',
    intro: (days: number, first: string, last: string, maxDays: number) =>
      `Carica i transiti di ${days === 1 ? '1 giorno' : `${days} giorni`} (dal ${first} al ${last}) con una richiesta per giorno a transiti-specifici: al massimo ${maxDays} giorni dall’inizio del periodo.`,
    load: 'Carica Dati',
    stop: 'Interrompi',
    progress: (day: number, days: number) => `Giorno ${day} di ${days}`,
    progressLabel: 'Avanzamento del caricamento',
    finished: (days: number, failed: number) =>
      `Caricati ${days === 1 ? '1 giorno' : `${days} giorni`}${failed > 0 ? `, ${failed === 1 ? '1 con errore' : `${failed} con errore`}` : ''}.`,
    stopped: (done: number, days: number) => `Caricamento interrotto: ${done} di ${days} giorni caricati.`,
    listLabel: 'Giorni',
    aspectCount: (n: number) => (n === 1 ? '1 aspetto' : `${n} aspetti`),
    dayError: 'Errore',
    dayLoading: 'in corso…',
    dayWaiting: 'in attesa',
    chooseDay: 'Scegli un giorno dall’elenco per vederne i dettagli.',
    notLoaded: 'Questo giorno non è stato ancora caricato.',
    dayTitle: (date: string) => `Giorno ${date}`,
    generalInfo: 'Informazioni generali',
    date: 'Data',
    julianDay: 'Giorno giuliano (UT)',
    timeOfDay: 'Ora delle posizioni',
    timeOfDayValue: (timeUt: string) => `${timeUt} UT`,
    node: 'Nodo lunare',
    aspects: 'Aspetti',
    positionsTitle: 'Posizioni dei pianeti in transito',
    planet: 'Pianeta',
    position: 'Posizione',
    longitude: 'Longitudine',
    speed: 'Velocità (°/giorno)',
    natalHouse: 'Casa natale',
    aspectsTitle: 'Aspetti di transito',
    transitPlanet: 'In transito',
    aspect: 'Aspetto',
    natalPoint: 'Punto natale',
    orb: 'Orbita',
    degrees: 'Gradi',
    noAspects: 'Nessun aspetto di transito in questo giorno.',
    rawJson: 'Risposta del server (JSON)',
    errorTitle: (date: string) => `Errore nel giorno ${date}`,
    specificTransitsFailed: SPEC_ERRORS.specificTransitsFailed,
    unknownError: SPEC_ERRORS.unknown,
  },

  samples: {
    periodTitle: 'Periodo',
    periodType: 'Tipo di periodo',
    periodMonth: 'Mese',
    periodYear: 'Anno intero',
    year: 'Anno',
    month: 'Mese',
    planetsTitle: 'Pianeti',
    aspectsTitle: 'Aspetti',
    presetsLabel: (what: string) => `Scelte rapide: ${what}`,
    presetSlow: 'Pianeti Lenti',
    presetAll: 'Tutti',
    presetNone: 'Nessuno',
    presetHarmonious: 'Armoniosi',
    presetTense: 'Tesi',
    selectedCount: (n: number, of: number) => `${n} di ${of} selezionati`,
    heatMapTitle: 'Mappa di calore',
    heatMapNote: 'Numero di transiti simulati per pianeta in transito (righe) e aspetto (colonne) nel periodo.',
    heatMapCorner: 'Pianeta',
    heatCell: (planet: string, aspect: string, count: number, exact: number) =>
      `${planet}, ${aspect}: ${count === 1 ? '1 transito' : `${count} transiti`}${exact > 0 ? `, ${exact === 1 ? '1 esatto' : `${exact} esatti`}` : ''}`,
    legendTitle: 'Legenda',
    legendEntry: (min: number, max: number) => (min === max ? `${min} transiti` : `da ${min} a ${max} transiti`),
    legendExact: 'Il punto segna una casella con almeno un transito esatto (orbita fino a 0,01°).',
    resultsTitle: 'Risultati',
    resultsCount: (n: number) => (n === 1 ? '1 transito simulato' : `${n} transiti simulati`),
    number: 'N.',
    date: 'Data',
    planet: 'Pianeta',
    house: 'Casa',
    aspect: 'Aspetto',
    target: 'Pianeta natale',
    orb: 'Orbita',
    exact: 'Esatto',
    yes: 'Sì',
    no: 'No',
    selectSomething: 'Seleziona almeno un pianeta e un aspetto per vedere i transiti simulati.',
    noRows: 'Nessun transito simulato per questa scelta: prova un altro periodo o nuovi dati.',
  },

  quickChart: {
    titleInput: 'Inserisci Dati di Nascita',
    titleDone: 'Tema Natale Calcolato',
    showForm: 'Modifica i dati di nascita',
    hideForm: 'Nascondi i dati di nascita',
    name: 'Nome',
    birthDate: 'Data di nascita',
    birthTime: 'Ora di nascita',
    city: 'Seleziona una città italiana',
    cityPlaceholder: 'Scegli una città',
    place: 'Luogo di nascita',
    placeHint: 'Testo libero: scegliendo una città si compila da solo.',
    latitude: 'Latitudine',
    longitude: 'Longitudine',
    timezone: 'Fuso orario',
    timezoneHint: 'Latitudine e longitudine in gradi decimali (nord ed est positivi); fuso orario in ore da UTC, 2 se non lo cambi: scegliendo una città vengono dall’elenco dei luoghi, con il fuso in vigore alla data e all’ora di nascita.',
    coordinatesShown: (latitude: string, longitude: string) => `Coordinate: ${latitude}, ${longitude}`,
    zoneShown: (offset: string, zone: string | undefined) => `Fuso orario: ${offset}${zone ? ` (${zone})` : ''}`,
    zoneFoundFor: (date: string, time: string) => `, in vigore il ${date}${time ? ` alle ${time}` : ''}`,
    zoneNotFound: ', scritto a mano o predefinito',
    waitingForCity: 'Ricerca di coordinate e fuso orario della città…',
    cityNeedsDate: 'Coordinate e fuso orario della città arrivano quando scrivi la data di nascita.',
    staleZone: (date: string, time: string) =>
      `Il fuso orario è quello in vigore il ${date}${time ? ` alle ${time}` : ''}: con la nuova data o ora può essere diverso. Attendi che si aggiorni, premi «Riprova» o scrivilo a mano.`,
    retry: 'Riprova',
    calculate: 'Calcola Tema Natale',
    recalculate: 'Ricalcola Tema Natale',
    calculating: 'Calcolando...',
    requiredFieldsMissing: SPEC_ERRORS.requiredFieldsMissing,
    placeOrCoordinatesMissing: SPEC_ERRORS.placeOrCoordinatesMissing,
    calculationFailed: SPEC_ERRORS.chartCalculationFailed,
    signs: (sun: string, ascendant: string) => `Sole in ${sun}, Ascendente in ${ascendant}`,
  },

  testing: {
    pageTitle: pageTitle('Testing'),
    title: 'Funzioni in prova',
    intro: 'Pagine di prova delle nuove funzioni di Astrolabio.',
    transitsTable: 'Tabella Transiti',
    transitsTableDescription: 'Tabella e timeline dei transiti su un tema natale.',
    newBadge: 'NUOVO',
    backHome: 'Torna alla Home',
    transitsTableTitle: 'Test Tabella Transiti',
    mockTransits: 'Transiti Simulati',
    mockTransitsDescription: 'La pagina di prova più vecchia: transiti inventati con filtri per periodo, pianeti e aspetti, una tabella e una mappa di calore.',
    mockTransitsTitle: 'Test Transiti Simulati',
    mockNotice: 'Dati simulati: i transiti di questa pagina sono inventati da un generatore, non calcolati con le effemeridi.',
    mockSeed: (seed: number) => `Serie di dati n. ${seed}`,
    mockRegenerate: 'Genera nuovi dati',
    backTesting: 'Torna al Testing',
    configTitle: 'Configurazione Transiti',
    view: 'Vista',
    viewMatrix: 'Matrice',
    viewList: 'Lista',
    viewTimeline: 'Timeline',
    noPlanets: 'Seleziona almeno un pianeta per caricare i transiti.',
    noAspects: 'Seleziona almeno un aspetto per vedere i transiti.',
    sampleBadge: 'Dati di esempio',
    sampleTitle: 'Dati di esempio, non calcolati',
    sampleNotice:
      'Nessun tema natale calcolato: questi transiti sono inventati da un generatore (20 per un mese, 10 per un anno), non calcolati con le effemeridi. Calcola un tema natale qui sopra per vedere i transiti reali.',
    realNotice: (name: string) => `Transiti reali${name ? ` sul tema di ${name}` : ''}: orbita fino a 3°, esatti entro 0,01°.`,
    focus: (planet: string, point: string) => `Solo ${planet} con ${point} natale`,
    clearFocus: 'Mostra tutti',
  },

  crash: {
    pageTitle: pageTitle('Errore'),
    title: 'Qualcosa è andato storto',
    text: 'La pagina non si è caricata correttamente, forse per un problema di connessione o perché l’app è stata appena aggiornata.',
    reload: 'Ricarica la pagina',
  },

  notFound: {
    title: 'Pagina non trovata',
    text: 'L’indirizzo che hai aperto non corrisponde a nessuna pagina di Astrolabio.',
    home: 'Torna alla pagina principale',
  },

  errors: {
    server: SPEC_ERRORS.server,
    unknown: SPEC_ERRORS.unknown,
    network: 'Impossibile contattare il server: controlla la connessione e riprova.',
    invalidResponse: 'Il server ha risposto con dati non validi.',
  },
};

export type Catalogue = typeof catalogue;
export const it: Catalogue = strictCatalogue(catalogue, import.meta.env.DEV);
