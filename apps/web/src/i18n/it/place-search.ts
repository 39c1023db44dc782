/** UI copy of the place search (features/place-search): part of the one catalogue `it` (../it.ts). */
import { SUGGESTIONS_MIN_CHARS } from '@astrolabio/contract/limits.ts';
import { SPEC_ERRORS } from '@astrolabio/contract/spec-texts.ts';
import { offsetRuleIt, ruleDstIt, type OffsetRuleCodeIt } from './shared.ts';

export const place = {
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
  dst: ruleDstIt,
  /** The rule applied, when it is not the place's own zone's (Trieste 1916: Austria's). */
  ruleApplied: (code: OffsetRuleCodeIt, zone: string) => `Regola applicata: ${offsetRuleIt(code, zone)}`,
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
};
