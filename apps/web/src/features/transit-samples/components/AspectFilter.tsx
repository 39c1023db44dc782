/** The aspect filter of the transit test pages, with Armoniosi, Tesi, Tutti and Nessuno. */
import { ASPECT_PRESETS, type AspectCode, type AspectPreset } from '@astrolabio/core';
import { ASPECT_NAMES_IT } from '@astrolabio/names-it';
import { it } from '../../../i18n/it.ts';
import { ASPECT_OPTIONS } from '../selection.ts';
import { CodeFilter } from './CodeFilter.tsx';

const PRESET_LABELS: Readonly<Record<AspectPreset, string>> = {
  harmonious: it.samples.presetHarmonious,
  tense: it.samples.presetTense,
  all: it.samples.presetAll,
  none: it.samples.presetNone,
};

export function AspectFilter({ selected, onChange }: { selected: readonly AspectCode[]; onChange: (aspects: AspectCode[]) => void }) {
  return (
    <CodeFilter
      title={it.samples.aspectsTitle}
      options={ASPECT_OPTIONS}
      labelOf={(c) => ASPECT_NAMES_IT[c]}
      selected={selected}
      onChange={onChange}
      presets={ASPECT_PRESETS}
      presetLabels={PRESET_LABELS}
    />
  );
}
