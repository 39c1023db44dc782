/**
 * The result panel (spec section 2): the "Errore!" alert, or the chart — summary, wheel, tabs
 * Pianeti / Case / Aspetti plus any tab another feature adds (Transiti Mensili), and the raw JSON.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Card, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { HOUSE_SYSTEM_NAMES_IT } from '@astrolabio/names-it';
import { BODY_CODES } from '@astrolabio/core';
import { formatUtcInstantIt } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import type { TemaNatale } from '../api/tema-natale.ts';
import { chartView } from '../chart-view.ts';
import { AspectGrid } from './AspectGrid.tsx';
import { AspectsList } from './AspectsList.tsx';
import { ChartWheel } from './ChartWheel.tsx';
import { HousesTable } from './HousesTable.tsx';
import { PlanetsTable } from './PlanetsTable.tsx';
import { RawJson } from '../../../components/RawJson.tsx';

export interface ResultTab {
  value: string;
  label: string;
  panel: ReactNode;
}

export type ChartResultState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'error'; message: string }
  | { status: 'success'; chart: TemaNatale };

export interface ChartResultsProps {
  state: ChartResultState;
  /** Tabs after Aspetti, supplied by other features. */
  extraTabs?: readonly ResultTab[];
  /** Shown between the summary and the tabs (e.g. monthly transits loading or failing). */
  notices?: ReactNode;
}

export function ChartResults({ state, extraTabs = [], notices }: ChartResultsProps) {
  if (state.status === 'idle') {
    return <Text c="dimmed" size="sm" py="md" ta="center">{it.results.idle}</Text>;
  }
  if (state.status === 'pending') {
    return (
      <Group justify="center" py="xl" aria-live="polite">
        <Loader size="md" aria-label={it.form.submitting} />
      </Group>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert color="red" variant="light" title={it.results.errorTitle} role="alert">
        {state.message}
      </Alert>
    );
  }
  return <ChartPanel chart={state.chart} extraTabs={extraTabs} notices={notices} />;
}

function ChartPanel({ chart, extraTabs, notices }: { chart: TemaNatale; extraTabs: readonly ResultTab[]; notices: ReactNode }) {
  const [tab, setTab] = useState<string | null>('pianeti');
  // The panel re-renders on every change of tab: read the chart once, so the wheel's props stay the same.
  const view = useMemo(() => chartView(chart), [chart]);
  const houseSystem = HOUSE_SYSTEM_NAMES_IT[chart.meta.houseSystem];
  const activeTab = tab === 'pianeti' || tab === 'case' || tab === 'aspetti' || extraTabs.some((t) => t.value === tab) ? tab : 'pianeti';
  return (
    <Card withBorder p={{ base: 8, sm: 'md' }} radius="md" component="section" aria-labelledby="chart-title">
      <Stack gap="sm">
        <div>
          <Title order={2} id="chart-title" size="h3">{it.results.title}</Title>
          <Text size="sm" c="dimmed">{it.results.summary(formatUtcInstantIt(chart.meta.ut), houseSystem)}</Text>
        </div>
        {chart.meta.warnings.length > 0 && (
          <Alert color="yellow" variant="light" title={it.results.warningsTitle}>
            {chart.meta.warnings.map((w) => <Text key={w} size="sm">{w}</Text>)}
          </Alert>
        )}
        <ChartWheel bodies={view.bodies} cusps={view.cusps} ascendant={view.ascendant.longitude} midheaven={view.midheaven.longitude} aspects={view.aspects} />
        {notices}
        <Tabs value={activeTab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="pianeti">{it.results.tabPlanets}</Tabs.Tab>
            <Tabs.Tab value="case">{it.results.tabHouses}</Tabs.Tab>
            <Tabs.Tab value="aspetti">{it.results.tabAspects}</Tabs.Tab>
            {extraTabs.map((t) => <Tabs.Tab key={t.value} value={t.value}>{t.label}</Tabs.Tab>)}
          </Tabs.List>
          <Tabs.Panel value="pianeti" pt="sm"><PlanetsTable view={view} /></Tabs.Panel>
          <Tabs.Panel value="case" pt="sm"><HousesTable view={view} /></Tabs.Panel>
          <Tabs.Panel value="aspetti" pt="sm">
            <AspectsList chart={chart} />
            {view.aspects.length > 0 && <AspectGrid bodies={BODY_CODES} aspects={view.aspects} />}
          </Tabs.Panel>
          {extraTabs.map((t) => <Tabs.Panel key={t.value} value={t.value} pt="sm">{t.panel}</Tabs.Panel>)}
        </Tabs>
        <RawJson data={chart} />
      </Stack>
    </Card>
  );
}
