/** UI copy of the birth form (features/birth-form): part of the one catalogue `it` (../it.ts). */
import { LATITUDE_RANGE_DEG, LONGITUDE_RANGE_DEG, UTC_OFFSET_RANGE_HOURS } from '@astrolabio/contract/limits.ts';
import { AXIS_IT, degreesIt, type Axis } from './shared.ts';

export const form = {
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
  // Issue 25's settings, in «Opzioni di calcolo».
  lilithKind: 'Lilith',
  aspectsLabel: 'Aspetti',
  aspectsHint: 'Nel tema natale, nella griglia e nei transiti. I cinque della specifica sono i predefiniti.',
  aspectGroupMajor: 'Maggiori',
  aspectGroupMinor: 'Minori',
  aspectGroupQuintile: 'Quintili',
  aspectsNone: 'Scegli almeno un aspetto.',
  cuspsLabel: 'Transiti alle cuspidi delle case (Cuspide II … Cuspide XII)',
  orbsTitle: 'Orbite (gradi)',
  orbsAspect: 'Aspetto',
  orbsNatal: 'Tema natale',
  orbsNatalLuminary: 'con Sole o Luna',
  orbsTransit: 'Transiti',
  orbsTransitLuminary: 'con Sole o Luna',
  orbInput: (aspect: string, column: string) => `Orbita ${aspect}: ${column}`,
  orbsRestore: 'Ripristina le orbite predefinite',
  /** Beside an orb box emptied or out of its range: the range, and the orb the chart still uses. */
  orbOutOfRange: (min: number, max: number, inUseDeg: number) => `Da ${degreesIt(min)} a ${degreesIt(max)}; in uso ${degreesIt(inUseDeg)}`,
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
};
