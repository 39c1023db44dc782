/**
 * The «Livelli» row of Tabella Transiti: Transiti (always on), chips for the three techniques, and,
 * when progressions or directions are chosen, the period of those slow layers (model/slow-period.ts).
 */
import { Badge, Chip, Group, NativeSelect, Text, VisuallyHidden } from '@mantine/core';
import { DEFAULT_LUNATION_ORB_DEG, DEFAULT_PROGRESSED_ANGLE_METHOD, DEFAULT_PROGRESSION_MAX_ORB_DEG } from '@astrolabio/core';
import { LAYER_NAMES_IT, PROGRESSED_ANGLE_METHOD_NAMES_IT } from '@astrolabio/names-it';
import { it } from '../../../i18n/it.ts';
import { TECHNIQUE_LAYERS } from '../model/layers.ts';
import { SLOW_LAYERS, SLOW_PERIOD_CHOICES, slowPeriodYears, type SlowPeriodChoice } from '../model/slow-period.ts';
import type { TechniqueLayer } from '../api/technique-layers.ts';

const choiceLabel = (c: SlowPeriodChoice) => {
  const years = slowPeriodYears(c);
  if (years !== null) return it.layers.slowPeriodYears(years);
  return c === 'life' ? it.layers.slowPeriodLife : it.layers.slowPeriodTransits;
};

export interface TechniqueLayersChooserProps {
  layers: readonly TechniqueLayer[];
  onLayersChange: (layers: TechniqueLayer[]) => void;
  slowPeriod: SlowPeriodChoice;
  onSlowPeriodChange: (choice: SlowPeriodChoice) => void;
}

export function TechniqueLayersChooser({ layers, onLayersChange, slowPeriod, onSlowPeriodChange }: TechniqueLayersChooserProps) {
  const slowChosen = SLOW_LAYERS.some((l) => layers.includes(l));
  return (
    <>
      <Group gap="xs" role="group" aria-label={it.layers.filter}>
        <Text size="sm" fw={600}>{it.layers.filter}:</Text>
        {/* Always on: drawn as a chosen layer, not as a greyed-out control one cannot use. */}
        <Badge variant="outline" color="dark" radius="xl" size="lg" tt="none" fw={500} leftSection="✓" title={it.layers.transitsAlwaysOn} data-layer="transits">
          {LAYER_NAMES_IT.transits}<VisuallyHidden>, {it.layers.transitsAlwaysOn}</VisuallyHidden>
        </Badge>
        <Chip.Group multiple value={[...layers]} onChange={(v) => onLayersChange(TECHNIQUE_LAYERS.filter((l) => v.includes(l)))}>
          {TECHNIQUE_LAYERS.map((l) => <Chip key={l} value={l} size="xs">{LAYER_NAMES_IT[l]}</Chip>)}
        </Chip.Group>
        {slowChosen && (
          <NativeSelect
            size="xs"
            label={it.layers.slowPeriod}
            title={it.layers.slowPeriodHint}
            value={slowPeriod}
            onChange={(e) => onSlowPeriodChange(e.currentTarget.value as SlowPeriodChoice)}
            data={SLOW_PERIOD_CHOICES.map((c) => ({ value: c, label: choiceLabel(c) }))}
          />
        )}
      </Group>
      {layers.length > 0 && (
        <Text size="xs" c="dimmed">
          {it.layers.settingsNote(DEFAULT_PROGRESSION_MAX_ORB_DEG, DEFAULT_LUNATION_ORB_DEG, PROGRESSED_ANGLE_METHOD_NAMES_IT[DEFAULT_PROGRESSED_ANGLE_METHOD])}
        </Text>
      )}
    </>
  );
}
