/** UI copy of the monthly transits (features/monthly-transits): part of the one catalogue `it` (../it.ts). */
import { SPEC_ERRORS } from '@astrolabio/contract/spec-texts.ts';

export const monthly = {
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
};
