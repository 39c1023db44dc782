/** UI copy of the /testing pages (app/routes): part of the one catalogue `it` (../it.ts). */
import { degreesIt, pageTitle } from './shared.ts';

export const testing = {
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
  sampleNotice: (perMonth: number, perYear: number) =>
    `Nessun tema natale calcolato: questi transiti sono inventati da un generatore (${perMonth} per un mese, ${perYear} per un anno), non calcolati con le effemeridi. Calcola un tema natale qui sopra per vedere i transiti reali.`,
  realNotice: (name: string, maxOrbDeg: number, exactOrbDeg: number) =>
    `Transiti reali${name ? ` sul tema di ${name}` : ''}: orbita fino a ${degreesIt(maxOrbDeg)}, esatti entro ${degreesIt(exactOrbDeg)}.`,
  focus: (planet: string, point: string) => `Solo ${planet} con ${point} natale`,
  clearFocus: 'Mostra tutti',
};
