/** The transiting-planet filter of the transit test pages, with Pianeti Lenti, Tutti and Nessuno. */
import type { TransitBodyCode } from '@astrolabio/core';
import { BODY_NAMES_IT } from '@astrolabio/names-it';
import { it } from '../../../i18n/it.ts';
import { PLANET_OPTIONS, PLANET_PRESETS, type PlanetPreset } from '../selection.ts';
import { CodeFilter } from './CodeFilter.tsx';

const PRESET_LABELS: Readonly<Record<PlanetPreset, string>> = {
  slow: it.samples.presetSlow,
  all: it.samples.presetAll,
  none: it.samples.presetNone,
};

export function PlanetFilter({ selected, onChange }: { selected: readonly TransitBodyCode[]; onChange: (planets: TransitBodyCode[]) => void }) {
  return (
    <CodeFilter
      title={it.samples.planetsTitle}
      options={PLANET_OPTIONS}
      labelOf={(c) => BODY_NAMES_IT[c]}
      selected={selected}
      onChange={onChange}
      presets={PLANET_PRESETS}
      presetLabels={PRESET_LABELS}
    />
  );
}
