/** UI copy of the timing-technique layers of Tabella Transiti (issue 26): part of the one catalogue `it` (../it.ts). */
import { degreesIt, listIt, onDay } from './shared.ts';

export const layers = {
  filter: 'Livelli',
  /** The Transiti layer's badge: it cannot be switched off. */
  transitsAlwaysOn: 'sempre attivo',
  loading: 'Calcolo di progressioni, direzioni e lunazioni…',
  error: 'Progressioni, direzioni e lunazioni non sono disponibili.',
  sectionTitle: 'Progressioni, direzioni, lunazioni ed eclissi',
  none: 'Nessun evento dei livelli scelti nel periodo.',
  /** «Sole progresso trigono Venere natale». */
  progressed: (point: string, word: string, aspect: string, natalPoint: string) => `${point} ${word} ${aspect} ${natalPoint} natale`,
  progressedWord: { masculine: 'progresso', feminine: 'progressa' },
  /** «Marte d’arco solare quadratura Sole natale»: the directed point named as such, not «diretto» (direct motion). */
  directed: (point: string, aspect: string, natalPoint: string) => `${point} d’arco solare ${aspect} ${natalPoint} natale`,
  moonSign: (sign: string) => `Luna progressa entra in ${sign}`,
  moonHouse: (house: number) => `Luna progressa entra in casa ${house}`,
  phase: (phase: string) => `Lunazione progressa: ${phase}`,
  /** «Luna nuova in Ariete, casa 5». */
  lunation: (phase: string, sign: string, house: number) => `${phase} in ${sign}, casa ${house}`,
  /** «Eclissi solare anulare in Ariete, casa 5». */
  eclipse: (kind: string, type: string, sign: string, house: number) => `${kind} ${type} in ${sign}, casa ${house}`,
  /** «, Saros 121 n. 61». */
  saros: (series: number, member: number) => `, Saros ${series} n. ${member}`,
  /** The natal points an eclipse hits: «: congiunzione Venere, quadratura Marte». */
  eclipseHits: (hits: readonly string[]) => `: ${listIt(hits)}`,
  eclipseHit: (aspect: string, point: string) => `${aspect} ${point}`,
  contacts: (points: string) => `su ${points}`,
  exactOn: (date: string, time: string) => `esatto ${onDay('il', date)} alle ${time}`,
  on: (date: string, time: string) => `${onDay('il', date)} alle ${time}`,
  activeUntil: (date: string) => `in orbita fino ${onDay('al', date)}`,
  /** An aspect in orb that never comes exact in the period: its closest orb and when. */
  neverExact: (orb: string, date: string) => `non esatto nel periodo: orbita minima ${orb} ${onDay('il', date)}`,
  /** The progressed Moon of today (issue 34), in the layers' area when Progressioni is chosen. */
  progressedMoon: {
    title: 'Luna progressa oggi',
    /** «17°07′ Cancro, casa 4». */
    position: (position: string, house: number) => `${position}, casa ${house}`,
    nextIngresses: 'Prossimi ingressi',
    /** «in casa 5 il 30 settembre 2025 e in Leone l’11 febbraio 2026». */
    ingresses: (items: readonly string[]) => listIt(items),
    /** «in Leone l’11 febbraio 2026». */
    signIngress: (sign: string, date: string) => `in ${sign} ${onDay('il', date)}`,
    houseIngress: (house: number, date: string) => `in casa ${house} ${onDay('il', date)}`,
    phase: 'Lunazione progressa',
    /** «Primo quarto (97°15′ dal Sole) dal 3 gennaio 2025» or «… già alla nascita». */
    phaseNow: (phase: string, elongation: string, since: string | null) =>
      `${phase} (${elongation} dal Sole progresso) ${since === null ? 'già alla nascita' : onDay('dal', since)}`,
    /** «prossima fase: Luna gibbosa il 12 settembre 2028». */
    nextPhase: (phase: string, date: string) => `prossima fase: ${phase} ${onDay('il', date)}`,
    /** Where the phases come from. */
    phaseSource: 'Le otto fasi di Rudhyar, di 45° ciascuna.',
  },
  rowLabel: (title: string, when: string) => `${title}, ${when}`,
  /** What the layers are computed with: the chart's settings have no orbs for them, so the API's defaults. */
  settingsNote: (progressionOrbDeg: number, lunationOrbDeg: number, angleMethod: string) =>
    `Aspetti delle Opzioni di calcolo; orbite: progressioni e direzioni ${degreesIt(progressionOrbDeg)}, `
    + `lunazioni ed eclissi ${degreesIt(lunationOrbDeg)}; angoli progrediti: ${angleMethod.toLowerCase()}.`,
  slowPeriod: 'Periodo delle tecniche lente',
  slowPeriodHint: 'Progressioni e direzioni d’arco solare: fino a cento anni',
  slowPeriodTransits: 'Il periodo dei transiti',
  slowPeriodLife: 'Tutta la vita (cento anni dalla nascita)',
  slowPeriodYears: (years: number) => `${years} anni dall’inizio del periodo`,
  slowTitle: (from: string, to: string) => `Progressioni e direzioni d’arco solare, dal ${from} al ${to}`,
  fastTitle: 'Lunazioni ed eclissi',
  /** The years axis' accessible name. */
  yearsAxis: (first: number, last: number, step: number) => `Asse degli anni, dal ${first} al ${last}, un’etichetta ogni ${step === 1 ? 'anno' : `${step} anni`}`,
} as const;
