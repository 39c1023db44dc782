/**
 * The filters of Tabella Transiti: transiting planets (presets Pianeti Lenti, Tutti, Nessuno) and
 * aspects (Armoniosi, Tesi, Tutti, Nessuno), as checkboxes with big enough targets for a thumb,
 * folded under a «Filtri» button with a summary (on a phone they would push the table a screen
 * down); and, when Luna is hidden on a long period, why, with a button that shows it.
 */
import { useId, useState } from 'react';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { ASPECT_CODES, ASPECT_PRESETS, type AspectCode, type AspectPreset } from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT } from '@astrolabio/names-it';
import { it } from '../../../i18n/it.ts';
import {
  LONG_PERIOD_HIDDEN_BODY,
  LONG_PERIOD_MONTHS,
  orderedAspects,
  orderedPlanets,
  PLANET_PRESETS,
  type PlanetPreset,
  type TransitFilters,
} from '../model/filters.ts';
import { TRANSIT_TABLE_ORDER } from '../model/planet-order.ts';

const PLANET_PRESET_LABELS: Readonly<Record<PlanetPreset, string>> = {
  slow: it.transits.presetSlow,
  all: it.transits.presetAll,
  none: it.transits.presetNone,
};
const ASPECT_PRESET_LABELS: Readonly<Record<AspectPreset, string>> = {
  harmonious: it.transits.presetHarmonious,
  tense: it.transits.presetTense,
  all: it.transits.presetAll,
  none: it.transits.presetNone,
};

export interface TransitFiltersBarProps {
  filters: TransitFilters;
  onChange: (filters: TransitFilters) => void;
  longPeriod: boolean;
  /** The aspects the chart's settings chose (default the spec's five): the options and «Tutti». */
  aspectOptions?: readonly AspectCode[];
}

export function TransitFiltersBar({ filters, onChange, longPeriod, aspectOptions = ASPECT_CODES }: TransitFiltersBarProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const moonHidden = longPeriod && filters.planets.length > 0 && !filters.planets.includes(LONG_PERIOD_HIDDEN_BODY);
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Button size="compact-sm" variant="default" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {it.transits.filters} {open ? '▴' : '▾'}
        </Button>
        <Text size="sm" c="dimmed">
          {it.transits.filtersSummary(filters.planets.length, TRANSIT_TABLE_ORDER.length, filters.aspects.length, aspectOptions.length)}
        </Text>
      </Group>
      {moonHidden && (
        <Group gap="xs" align="center">
          <Text size="xs" c="dimmed">{it.transits.moonHidden(LONG_PERIOD_MONTHS)}</Text>
          <Button size="compact-xs" variant="light" onClick={() => onChange({ ...filters, planets: orderedPlanets([...filters.planets, LONG_PERIOD_HIDDEN_BODY]) })}>
            {it.transits.showMoon}
          </Button>
        </Group>
      )}
      {open && <FilterChecks id={id} filters={filters} onChange={onChange} aspectOptions={aspectOptions} />}
    </Stack>
  );
}

interface CheckGroupProps<C extends string> {
  label: string;
  value: readonly C[];
  onChange: (value: Iterable<C>) => void;
  /** Preset buttons: name → the codes it selects. */
  presets: Readonly<Record<string, readonly C[]>>;
  presetLabels: Readonly<Record<string, string>>;
  options: readonly C[];
  names: Readonly<Record<C, string>>;
}

/** One filter: its presets as buttons, then a checkbox per option. */
function CheckGroup<C extends string>({ label, value, onChange, presets, presetLabels, options, names }: CheckGroupProps<C>) {
  return (
    <Checkbox.Group label={label} value={[...value]} onChange={(v) => onChange(v as C[])}>
      <Group gap="xs" mt={4}>
        {Object.keys(presets).map((p) => (
          <Button key={p} size="compact-sm" variant="light" aria-label={`${label}: ${presetLabels[p]}`} onClick={() => onChange(presets[p]!)}>{presetLabels[p]}</Button>
        ))}
      </Group>
      <Group gap="sm" mt={6}>
        {options.map((o) => <Checkbox key={o} value={o} label={names[o]} size="sm" className="tt-check" />)}
      </Group>
    </Checkbox.Group>
  );
}

function FilterChecks({ id, filters, onChange, aspectOptions }: { id: string; filters: TransitFilters; onChange: (filters: TransitFilters) => void; aspectOptions: readonly AspectCode[] }) {
  // The presets among the chosen aspects; «Tutti» is every chosen one.
  const presets = {
    harmonious: ASPECT_PRESETS.harmonious.filter((a) => aspectOptions.includes(a)),
    tense: ASPECT_PRESETS.tense.filter((a) => aspectOptions.includes(a)),
    all: aspectOptions,
    none: ASPECT_PRESETS.none,
  } satisfies Record<AspectPreset, readonly AspectCode[]>;
  return (
    <Stack gap="xs" className="tt-filters" id={id}>
      <CheckGroup
        label={it.transits.planetsFilter}
        value={filters.planets}
        onChange={(planets) => onChange({ ...filters, planets: orderedPlanets(planets) })}
        presets={PLANET_PRESETS}
        presetLabels={PLANET_PRESET_LABELS}
        options={TRANSIT_TABLE_ORDER}
        names={BODY_NAMES_IT}
      />
      <CheckGroup
        label={it.transits.aspectsFilter}
        value={filters.aspects}
        onChange={(aspects) => onChange({ ...filters, aspects: orderedAspects(aspects) })}
        presets={presets}
        presetLabels={ASPECT_PRESET_LABELS}
        options={aspectOptions}
        names={ASPECT_NAMES_IT}
      />
    </Stack>
  );
}
