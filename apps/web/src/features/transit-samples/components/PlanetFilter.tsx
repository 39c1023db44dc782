/** The transiting-planet filter of the transit test pages, with Pianeti Lenti, Tutti and Nessuno. */
import type { TransitBodyCode } from '@astrolabio/core';
import { BODY_NAMES_IT } from '@astrolabio/names-it';
import { it } from '../../../i18n/it.ts';
import { PresetCheckGroup } from '../../../components/PresetCheckGroup.tsx';
import { PLANET_OPTIONS, PLANET_PRESETS } from '../selection.ts';

export function PlanetFilter({ selected, onChange }: { selected: readonly TransitBodyCode[]; onChange: (planets: TransitBodyCode[]) => void }) {
  return (
    <PresetCheckGroup
      label={it.samples.planetsTitle}
      options={PLANET_OPTIONS}
      labelOf={(c) => BODY_NAMES_IT[c]}
      value={selected}
      onChange={onChange}
      presets={PLANET_PRESETS}
      presetLabels={it.presets.planets}
      layout="grid"
      note={it.samples.selectedCount(selected.length, PLANET_OPTIONS.length)}
    />
  );
}
