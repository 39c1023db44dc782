/**
 * The technique layers chosen for a chart and the period of its slow layers, saved with the chart
 * like its filters and notes (keyed by chartIdOf), so that the chart computed again shows them again.
 */
import { z } from 'zod/mini';
import { readStored, writeStored } from '../../../lib/storage.ts';
import { TECHNIQUE_LAYERS } from './layers.ts';
import { slowPeriodChoiceSchema, type SlowPeriodChoice } from './slow-period.ts';

export type TechniqueLayer = (typeof TECHNIQUE_LAYERS)[number];

export interface LayerChoice {
  /** In TECHNIQUE_LAYERS order. */
  layers: TechniqueLayer[];
  slowPeriod: SlowPeriodChoice;
}

export const DEFAULT_LAYER_CHOICE: LayerChoice = { layers: [], slowPeriod: 'transits' };

const LAYER_CHOICE_KEY_PREFIX = 'astrolabio:livelli-transiti:';

export const layerChoiceSchema = z.object({
  layers: z.array(z.enum(TECHNIQUE_LAYERS as [TechniqueLayer, ...TechniqueLayer[]])),
  slowPeriod: slowPeriodChoiceSchema,
});

/** In canonical order, without repeats. */
export const orderedLayers = (layers: Iterable<TechniqueLayer>): TechniqueLayer[] => {
  const set = new Set(layers);
  return TECHNIQUE_LAYERS.filter((l) => set.has(l));
};

/** The choice saved with a chart, or the default (nothing saved, or written by something else). */
export function readLayerChoice(chartId: string): LayerChoice {
  const stored = readStored(LAYER_CHOICE_KEY_PREFIX + chartId, layerChoiceSchema);
  return stored ? { layers: orderedLayers(stored.layers), slowPeriod: stored.slowPeriod } : DEFAULT_LAYER_CHOICE;
}

/** A shared link's layers (codes it could not check), or null when they are not a choice this view offers. */
export function linkedLayerChoice(linked: { layers: readonly string[]; slowPeriod: string } | null | undefined): LayerChoice | null {
  const parsed = linked ? layerChoiceSchema.safeParse(linked) : null;
  return parsed?.success ? { layers: orderedLayers(parsed.data.layers), slowPeriod: parsed.data.slowPeriod } : null;
}

/** Saves it with the chart; a full or disabled storage only costs its persistence. */
export function writeLayerChoice(chartId: string, choice: LayerChoice): void {
  try {
    writeStored(LAYER_CHOICE_KEY_PREFIX + chartId, choice);
  } catch {
    // The choice still applies on screen.
  }
}
