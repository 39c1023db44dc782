/**
 * All visible UI copy, in Italian: components read keys from here and type no text themselves.
 * One file per feature under it/ (the feature's own words), put together here into one typed
 * surface, `it`, which every component imports from this path.
 * The spec's texts are verbatim; those the server says too (its error catalogue and toasts) come
 * from the API contract, as do the limits the texts quote. Names of bodies, signs and aspects come
 * from @astrolabio/names-it. In development and tests a key that does not exist throws instead of
 * rendering "undefined".
 */
import { strictCatalogue } from './strict.ts';
import { crash, errors, layout, main, notFound, pageLoading } from './it/app.ts';
import { form } from './it/birth-form.ts';
import { results } from './it/chart.ts';
import { gate } from './it/gate.ts';
import { monthly } from './it/monthly-transits.ts';
import { place } from './it/place-search.ts';
import { profiles } from './it/profiles.ts';
import { quickChart } from './it/quick-chart.ts';
import { testing } from './it/testing.ts';
import { debug } from './it/transit-debug.ts';
import { samples } from './it/transit-samples.ts';
import { share } from './it/share-link.ts';
import { transits } from './it/transits.ts';
import { layers } from './it/layers.ts';
import { solarReturn } from './it/solar-return.ts';
import { mirata } from './it/mirata.ts';
import { couple } from './it/couple.ts';
import { APP_NAME, pageTitle } from './it/shared.ts';

const catalogue = {
  appName: APP_NAME,
  pageTitle,
  tagline: 'Tema natale e transiti planetari',
  loading: 'Caricamento…',
  close: 'Chiudi',
  clear: 'Cancella',
  /** The quick choices of a filter's check group (components/PresetCheckGroup): their group's name, their buttons. */
  presetsLabel: (what: string) => `Scelte rapide: ${what}`,
  /** Each filter's presets (core's PLANET_PRESETS, ASPECT_PRESETS), in the order of their buttons. */
  presets: {
    planets: { slow: 'Pianeti Lenti', all: 'Tutti', none: 'Nessuno' },
    aspects: { harmonious: 'Armoniosi', tense: 'Tesi', all: 'Tutti', none: 'Nessuno' },
  },
  gate,
  layout,
  main,
  form,
  profiles,
  place,
  results,
  monthly,
  layers,
  transits,
  solarReturn,
  mirata,
  couple,
  debug,
  samples,
  quickChart,
  share,
  testing,
  crash,
  notFound,
  pageLoading,
  errors,
};

export type Catalogue = typeof catalogue;
export const it: Catalogue = strictCatalogue(catalogue, import.meta.env.DEV);
