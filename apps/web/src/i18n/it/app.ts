/** UI copy of the app shell: the layout's links, the main screen, the crash and not-found pages, the generic errors: part of the one catalogue `it` (../it.ts). */
import { SPEC_ERRORS } from '@astrolabio/contract/spec-texts.ts';
import { pageTitle } from './shared.ts';

export const layout = {
  homeLink: 'Astrolabio, pagina principale',
  sourceCode: 'Codice sorgente (AGPL-3.0)',
  geonames: 'Dati geografici: GeoNames (CC BY 4.0)',
  ephemeris: 'Effemeridi: Swiss Ephemeris',
};

export const main = {
  pageTitle: 'Astrolabio — Tema natale e transiti',
  tab: 'Calcolo Tema Natale e Transiti',
  /** The screen's heading, read by screen readers (the tab shows the same words). */
  heading: 'Calcolo Tema Natale e Transiti',
  /** With a chart on screen the form folds away and the results take the page's width. */
  showForm: 'Modifica i dati di nascita',
  hideForm: 'Nascondi il modulo',
};

export const crash = {
  pageTitle: pageTitle('Errore'),
  title: 'Qualcosa è andato storto',
  text: 'La pagina non si è caricata correttamente, forse per un problema di connessione o perché l’app è stata appena aggiornata.',
  reload: 'Ricarica la pagina',
};

/** While a page's own chunk loads on a first visit straight to its address (/testing/…). */
export const pageLoading = {
  text: 'Caricamento della pagina…',
};

export const notFound = {
  title: 'Pagina non trovata',
  text: 'L’indirizzo che hai aperto non corrisponde a nessuna pagina di Astrolabio.',
  home: 'Torna alla pagina principale',
};

export const errors = {
  server: SPEC_ERRORS.server,
  unknown: SPEC_ERRORS.unknown,
  network: 'Impossibile contattare il server: controlla la connessione e riprova.',
  invalidResponse: 'Il server ha risposto con dati non validi.',
};
