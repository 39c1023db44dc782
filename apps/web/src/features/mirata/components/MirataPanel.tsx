/**
 * The «Mirata» tab: the search and the rules, then for the year searched the list of choices with
 * their verdicts and sentences, the map (field, lines, places), and the plan across years with
 * the lunar returns. What is on screen (the search, the plan's years, the open lunar year, the
 * map's view and natal lines) is told to the page for the shared link, and a link reopens it all.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Button, Card, Collapse, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_RETURN_ZODIAC, DISCEPOLO_RULE_SET, type MirataRuleSet } from '@astrolabio/core';
import { it } from '../../../i18n/it.ts';
import { defaultReturnYear, returnYears } from '../../../lib/return-years.ts';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import type { NatalRequest } from '../../../result-tabs/tab-spec.ts';
import { useMirataPlaces } from '../api/mirata-luoghi.ts';
import type { MirataTabChoice } from '../mirata-link.ts';
import { viewAround, type MapView } from '../map/map-view.ts';
import { readProfileRules } from '../rules/profile-rules.ts';
import {
  DEFAULT_VERDICTS,
  formValuesOf,
  luoghiBody,
  pianoBody,
  searchOf,
  type Home,
  type MirataSearch,
  type SearchFieldErrors,
  type SearchFormValues,
} from '../search/mirata-search.ts';
import { ChoicesTable } from './ChoicesTable.tsx';
import { PlanSection } from './PlanSection.tsx';
import { RulesEditor, RulesSummary } from './RulesEditor.tsx';
import { SearchForm } from './SearchForm.tsx';

const T = it.mirata;
// The map, its outlines and its names load only when there is a search to draw.
const MirataMap = lazy(() => import('./MirataMap.tsx'));
/** The map's reach around home when the search sets no distance, km. */
const DEFAULT_MAP_RADIUS_KM = 1500;

export interface MirataPanelProps {
  natal: NatalRequest;
  birthYear: number;
  home: Home;
  /** The profile the form names ('' for none): its saved rules are the starting copy, and «Salva» keeps them there. */
  profileName: string;
  initialChoice?: MirataTabChoice | null;
  onChoiceChange?: (choice: MirataTabChoice) => void;
}

function startingForm(birthYear: number): SearchFormValues {
  return { year: defaultReturnYear(birthYear, new Date().getFullYear()), zodiac: DEFAULT_RETURN_ZODIAC, maxKm: '', countries: '', airportsOnly: false, verdicts: [...DEFAULT_VERDICTS], minScore: '', sort: 'verdict' };
}

export function MirataPanel({ natal, birthYear, home, profileName, initialChoice, onChoiceChange }: MirataPanelProps) {
  const years = returnYears(birthYear);
  const linked = initialChoice?.search && years.includes(initialChoice.search.year) ? initialChoice : null;
  const [rules, setRules] = useState<MirataRuleSet>(() => linked?.search?.rules ?? readProfileRules(profileName) ?? DISCEPOLO_RULE_SET);
  const [form, setForm] = useState<SearchFormValues>(() => (linked?.search ? formValuesOf(linked.search) : startingForm(birthYear)));
  const [errors, setErrors] = useState<SearchFieldErrors>({});
  const [search, setSearch] = useState<MirataSearch | null>(linked?.search ?? null);
  const [planYears, setPlanYears] = useState<number | null>(linked?.planYears ?? null);
  const [lunarYear, setLunarYear] = useState<number | null>(linked?.lunarYear ?? null);
  const [view, setView] = useState<MapView | null>(linked?.view ?? null);
  const [natalLines, setNatalLines] = useState(linked?.natalLines ?? false);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);

  useEffect(() => {
    onChoiceChange?.({ search, planYears, lunarYear, view, natalLines });
  }, [search, planYears, lunarYear, view, natalLines, onChoiceChange]);

  const body = useMemo(() => (search ? luoghiBody(search, natal, home) : null), [search, natal, home]);
  const places = useMirataPlaces(body);
  const homeView = useMemo(() => viewAround(home, search?.maxKm ?? DEFAULT_MAP_RADIUS_KM), [home, search?.maxKm]);

  const submit = () => {
    const read = searchOf(form, rules);
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    if (!search || read.search.maxKm !== search.maxKm) setView(null);
    setSearch(read.search);
  };

  return (
    <Stack gap="md" data-testid="mirata-panel">
      <Stack gap={4}>
        <Title order={3} size="h4">{T.title}</Title>
        <Text size="sm" c="dimmed">{T.intro}</Text>
        <Text size="sm">{T.home(home.nome)}</Text>
      </Stack>
      <Card withBorder p="sm">
        <SearchForm values={form} errors={errors} years={years} onChange={(patch) => setForm((f) => ({ ...f, ...patch }))} onSearch={submit} searching={places.isFetching} />
        <Group gap="xs" mt="sm">
          <RulesSummary rules={rules} />
          <Button variant="subtle" size="compact-sm" onClick={() => setRulesOpen((o) => !o)} aria-expanded={rulesOpen}>{rulesOpen ? T.rulesHide : T.rulesShow}</Button>
        </Group>
        <Collapse expanded={rulesOpen}>
          <Stack mt="sm">
            <Title order={4} size="h5">{T.rulesTitle}</Title>
            <RulesEditor rules={rules} onChange={setRules} profileName={profileName} />
          </Stack>
        </Collapse>
      </Card>
      {places.isFetching && <Text size="sm" c="dimmed" aria-live="polite">{T.searching}</Text>}
      {places.isError && <ApiErrorAlert error={places.error} title={T.errorTitle} />}
      {search && places.data && (
        <Stack gap="sm" component="section" aria-labelledby="mirata-list-title">
          <Title order={3} size="h4" id="mirata-list-title">{T.listTitle}</Title>
          <Text size="sm" aria-live="polite" data-testid="mirata-summary">
            {T.summary(places.data.placesRead, places.data.placesByVerdict.recommended, places.data.placesByVerdict.acceptable, places.data.placesByVerdict.discarded)}{' '}
            {T.choicesShown(places.data.choices.length, places.data.choicesTotal ?? places.data.choices.length)}
          </Text>
          <Suspense fallback={<Loader size="sm" aria-label={it.loading} />}>
            <MirataMap
              natal={natal}
              search={search}
              home={home}
              places={places.data}
              view={view ?? homeView}
              onViewChange={setView}
              homeView={homeView}
              natalLines={natalLines}
              onNatalLinesChange={setNatalLines}
              selected={selected}
              onSelect={setSelected}
            />
          </Suspense>
          {places.data.choices.length === 0
            ? <Text size="sm">{T.none}</Text>
            : <ChoicesTable choices={places.data.choices} rules={search.rules} selected={selected} onShow={setSelected} />}
        </Stack>
      )}
      {search && (
        <Card withBorder p="sm">
          <PlanSection
            bodyFor={(n) => pianoBody(search, natal, home, n)}
            rules={search.rules}
            years={planYears}
            onYears={setPlanYears}
            lunarYear={lunarYear}
            onLunarYear={setLunarYear}
          />
        </Card>
      )}
      <Text size="xs" c="dimmed">{T.noPrediction}</Text>
    </Stack>
  );
}
