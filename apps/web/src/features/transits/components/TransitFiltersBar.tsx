/**
 * The filters of Tabella Transiti: transiting planets (presets Pianeti Lenti, Tutti, Nessuno) and
 * aspects (Armoniosi, Tesi, Tutti, Nessuno), as checkboxes with big enough targets for a thumb,
 * folded under a «Filtri» button with a summary (on a phone they would push the table a screen
 * down); and, when Luna is hidden on a long period, why, with a button that shows it.
 */
import { useId, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { ASPECT_CODES, ASPECT_PRESETS, type AspectCode, type AspectPreset } from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT } from '@astrolabio/names-it';
import { PresetCheckGroup } from '../../../components/PresetCheckGroup.tsx';
import { it } from '../../../i18n/it.ts';
import {
  LONG_PERIOD_HIDDEN_BODY,
  LONG_PERIOD_MONTHS,
  orderedAspects,
  orderedPlanets,
  PLANET_PRESETS,
  type TransitFilters,
} from '../model/filters.ts';
import { TRANSIT_TABLE_ORDER } from '../model/planet-order.ts';

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
      <PresetCheckGroup
        label={it.transits.planetsFilter}
        value={filters.planets}
        onChange={(planets) => onChange({ ...filters, planets: orderedPlanets(planets) })}
        presets={PLANET_PRESETS}
        presetLabels={it.presets.planets}
        options={TRANSIT_TABLE_ORDER}
        labelOf={(c) => BODY_NAMES_IT[c]}
      />
      <PresetCheckGroup
        label={it.transits.aspectsFilter}
        value={filters.aspects}
        onChange={(aspects) => onChange({ ...filters, aspects: orderedAspects(aspects) })}
        presets={presets}
        presetLabels={it.presets.aspects}
        options={aspectOptions}
        labelOf={(c) => ASPECT_NAMES_IT[c]}
      />
    </Stack>
  );
}
