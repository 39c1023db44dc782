/**
 * The filters of Tabella Transiti: transiting planets (presets Pianeti Lenti, Tutti, Nessuno) and
 * aspects (Armoniosi, Tesi, Tutti, Nessuno), as checkboxes with big enough targets for a thumb,
 * folded under a «Filtri» button with a summary (on a phone they would push the table a screen
 * down); and, when Luna is hidden on a long period, why, with a button that shows it.
 */
import { useId, useState } from 'react';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { ASPECT_CODES, type AspectCode, type TransitBodyCode } from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT } from '@astrolabio/names-it';
import { it } from '../../../i18n/it.ts';
import {
  ASPECT_PRESETS,
  LONG_PERIOD_HIDDEN_BODY,
  orderedAspects,
  orderedPlanets,
  PLANET_PRESETS,
  type AspectPreset,
  type PlanetPreset,
  type TransitFilters,
} from '../filters.ts';
import { TRANSIT_TABLE_ORDER } from '../planet-order.ts';

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
}

export function TransitFiltersBar({ filters, onChange, longPeriod }: TransitFiltersBarProps) {
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
          {it.transits.filtersSummary(filters.planets.length, TRANSIT_TABLE_ORDER.length, filters.aspects.length, ASPECT_CODES.length)}
        </Text>
      </Group>
      {moonHidden && (
        <Group gap="xs" align="center">
          <Text size="xs" c="dimmed">{it.transits.moonHidden}</Text>
          <Button size="compact-xs" variant="light" onClick={() => onChange({ ...filters, planets: orderedPlanets([...filters.planets, LONG_PERIOD_HIDDEN_BODY]) })}>
            {it.transits.showMoon}
          </Button>
        </Group>
      )}
      {open && <FilterChecks id={id} filters={filters} onChange={onChange} />}
    </Stack>
  );
}

function FilterChecks({ id, filters, onChange }: { id: string; filters: TransitFilters; onChange: (filters: TransitFilters) => void }) {
  const setPlanets = (planets: Iterable<TransitBodyCode>) => onChange({ ...filters, planets: orderedPlanets(planets) });
  const setAspects = (aspects: Iterable<AspectCode>) => onChange({ ...filters, aspects: orderedAspects(aspects) });
  return (
    <Stack gap="xs" className="tt-filters" id={id}>
      <Checkbox.Group label={it.transits.planetsFilter} value={filters.planets} onChange={(v) => setPlanets(v as TransitBodyCode[])}>
        <Group gap="xs" mt={4}>
          {(Object.keys(PLANET_PRESETS) as PlanetPreset[]).map((p) => (
            <Button key={p} size="compact-sm" variant="light" aria-label={`${it.transits.planetsFilter}: ${PLANET_PRESET_LABELS[p]}`} onClick={() => setPlanets(PLANET_PRESETS[p])}>{PLANET_PRESET_LABELS[p]}</Button>
          ))}
        </Group>
        <Group gap="sm" mt={6}>
          {TRANSIT_TABLE_ORDER.map((b) => <Checkbox key={b} value={b} label={BODY_NAMES_IT[b]} size="sm" className="tt-check" />)}
        </Group>
      </Checkbox.Group>
      <Checkbox.Group label={it.transits.aspectsFilter} value={filters.aspects} onChange={(v) => setAspects(v as AspectCode[])}>
        <Group gap="xs" mt={4}>
          {(Object.keys(ASPECT_PRESETS) as AspectPreset[]).map((p) => (
            <Button key={p} size="compact-sm" variant="light" aria-label={`${it.transits.aspectsFilter}: ${ASPECT_PRESET_LABELS[p]}`} onClick={() => setAspects(ASPECT_PRESETS[p])}>{ASPECT_PRESET_LABELS[p]}</Button>
          ))}
        </Group>
        <Group gap="sm" mt={6}>
          {ASPECT_CODES.map((a) => <Checkbox key={a} value={a} label={ASPECT_NAMES_IT[a]} size="sm" className="tt-check" />)}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}
