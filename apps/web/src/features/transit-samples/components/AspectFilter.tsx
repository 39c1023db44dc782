/** The aspect filter of the transit test pages, with Armoniosi, Tesi, Tutti and Nessuno. */
import { ASPECT_PRESETS, type AspectCode } from '@astrolabio/core';
import { ASPECT_NAMES_IT } from '@astrolabio/names-it';
import { it } from '../../../i18n/it.ts';
import { PresetCheckGroup } from '../../../components/PresetCheckGroup.tsx';
import { ASPECT_OPTIONS } from '../selection.ts';

export function AspectFilter({ selected, onChange }: { selected: readonly AspectCode[]; onChange: (aspects: AspectCode[]) => void }) {
  return (
    <PresetCheckGroup
      label={it.samples.aspectsTitle}
      options={ASPECT_OPTIONS}
      labelOf={(c) => ASPECT_NAMES_IT[c]}
      value={selected}
      onChange={onChange}
      presets={ASPECT_PRESETS}
      presetLabels={it.presets.aspects}
      layout="grid"
      note={it.samples.selectedCount(selected.length, ASPECT_OPTIONS.length)}
    />
  );
}
