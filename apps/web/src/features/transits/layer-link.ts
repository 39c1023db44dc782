/**
 * Tabella Transiti's keys in a shared link (issue 26): its technique layers, comma separated, and
 * the slow layers' period when not the transits' own. `layers=progressions,lunations&slow=life`.
 * Read as version 1 read them: a code outside the layers breaks the link; the period is checked by
 * the panel when it takes the choice (a period it does not offer leaves the chart's own choice).
 */
import { z } from 'zod/mini';
import { LAYER_CODES, type LayerCode } from '@astrolabio/core';
import { tabLink } from '../../result-tabs/link-keys.ts';

/** The layers a link may name: the techniques (Transiti are always shown). */
const TECHNIQUE_LAYER_CODES = LAYER_CODES.filter((l): l is Exclude<LayerCode, 'transits'> => l !== 'transits');

/** The slow period of a choice that does not name one: the transits' (the panel's default). */
const DEFAULT_SLOW_PERIOD = 'transits';

/** The layers and slow period as a link carries them (the panel checks them against its own choices). */
export interface LinkedLayers {
  layers: Exclude<LayerCode, 'transits'>[];
  slowPeriod: string;
}

export const layerLink = tabLink({
  keys: {
    layers: z.pipe(
      z.string().check(z.regex(/^[a-z]+(,[a-z]+){0,15}$/)),
      z.pipe(z.transform((s: string) => s.split(',')), z.array(z.enum(TECHNIQUE_LAYER_CODES))),
    ),
    slow: z.string().check(z.regex(/^[a-z0-9]{1,12}$/)),
  },
  read: (keys): LinkedLayers | null => keys.layers
    ? { layers: TECHNIQUE_LAYER_CODES.filter((l) => keys.layers!.includes(l)), slowPeriod: keys.slow ?? DEFAULT_SLOW_PERIOD }
    : null,
  // No key when no layer is chosen; the period only when not the default.
  write: (choice: LinkedLayers) => choice.layers.length === 0
    ? {}
    : { layers: choice.layers.join(','), ...(choice.slowPeriod !== DEFAULT_SLOW_PERIOD ? { slow: choice.slowPeriod } : {}) },
});
