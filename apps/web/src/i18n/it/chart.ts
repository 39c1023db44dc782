/** UI copy of the natal chart's results (features/chart): part of the one catalogue `it` (../it.ts). */
import { RETROGRADE_MARK } from '../../lib/glyphs.ts';
import { MORE_TO_THE_RIGHT_IT, offsetRuleIt, type OffsetRuleCodeIt } from './shared.ts';

export const results = {
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
    /** The zone row: the place's zone, or the rule applied when another country's (Trieste 1916), with its summer time. */
    zoneValue: (zone: string, rule: { code: OffsetRuleCodeIt; zone: string } | undefined, dst: boolean | undefined) => {
      const applied = rule && rule.code !== 'placeZone' ? `${zone}; ${offsetRuleIt(rule.code, rule.zone)}` : zone;
      return dst === undefined ? applied : `${applied} (ora legale: ${dst ? 'sì' : 'no'})`;
    },
    ut: 'Tempo universale',
    lilith: 'Lilith',
    aspects: 'Aspetti',
    orbs: 'Orbite',
    orbValue: (aspect: string, orb: number, luminaryOrb: number) =>
      `${aspect} ${String(orb).replace('.', ',')}° (Sole/Luna ${String(luminaryOrb).replace('.', ',')}°)`,
    houses: 'Case',
    node: 'Nodi lunari',
  },
  downloadSvg: 'Scarica la ruota (SVG)',
  downloadPng: 'Scarica la ruota (PNG)',
  print: 'Stampa',
  exportFailed: 'Impossibile preparare il file della ruota. Riprova.',
  warningsTitle: 'Avvisi',
  /** The arrows beside the result tabs when the row of tabs is wider than the screen. */
  tabsBack: 'Schede precedenti',
  tabsMore: 'Altre schede',
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
  /** A body's or an axis' place on the wheel, one reading order on every side: «4°♑37′». */
  wheelPosition: (degrees: string, signGlyph: string, minutes: string) => `${degrees}${signGlyph}${minutes}`,
  wheelDescription: (asc: string, mc: string) => `Ruota dello zodiaco con case, pianeti e aspetti. Ascendente ${asc}, Medio Coeli ${mc}.`,
  ascendantShort: 'AC',
  midheavenShort: 'MC',
  /** A house cusp under a transit's peak: its Roman numeral, as «Cuspide II» shortens. */
  cuspShort: (house: number) => ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'][house - 1]!,
  gridTitle: 'Griglia degli aspetti',
  gridMoreHint: MORE_TO_THE_RIGHT_IT,
  gridCell: (a: string, b: string, aspect: string, orb: string) => `${a} ${aspect} ${b}, orbita ${orb}`,
  rawJson: 'Dati tecnici (JSON)',
};
