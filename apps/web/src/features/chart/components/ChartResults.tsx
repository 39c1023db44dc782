/**
 * The result panel (spec section 2): the "Errore!" alert, or the chart — what it was computed for,
 * the wheel (downloadable, printable), tabs Pianeti / Case / Aspetti plus any tab another feature
 * adds (Transiti Mensili), and the raw JSON. Printed on A4 as header, wheel and the three tables.
 */
import { Activity, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Card, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { it } from '../../../i18n/it.ts';
import { natalChartOf, type TemaNatale } from '../api/tema-natale.ts';
import { chartView } from '../chart-view.ts';
import { wheelCaption } from '../wheel-caption.ts';
import { wheelFileStem } from '../wheel-export.ts';
import { WHEEL_VIEW_PX } from '../wheel-geometry.ts';
import '../print.css';
import { AspectGrid } from './AspectGrid.tsx';
import { AspectsList } from './AspectsList.tsx';
import { ChartHeader, chartHeaderRows, chartTitle, type ChartBirthData } from './ChartHeader.tsx';
import { ChartWheel } from './ChartWheel.tsx';
import { HousesTable } from './HousesTable.tsx';
import { PlanetsTable } from './PlanetsTable.tsx';
import { RawJson } from '../../../components/RawJson.tsx';
import { ScrollingTabList } from '../../../components/ScrollingTabList.tsx';
import { WheelTools } from './WheelTools.tsx';

export type { ChartBirthData } from './ChartHeader.tsx';

export interface ResultTab {
  value: string;
  label: string;
  panel: ReactNode;
  /**
   * Drawn ahead while another tab is shown (React's Activity, hidden: rendered when the page is
   * idle, its effects off), so that the click on the tab only shows it. Absent, the panel is
   * rendered when its tab is chosen.
   */
  keepMounted?: boolean;
}

export type ChartResultState =
  | { status: 'idle' }
  | { status: 'pending' }
  /** `detail`: the server's own explanation, on the line after the message. */
  | { status: 'error'; message: string; detail?: string | null }
  | { status: 'success'; chart: TemaNatale };

export interface ChartResultsProps {
  state: ChartResultState;
  /** Tabs after Aspetti, supplied by other features. */
  extraTabs?: readonly ResultTab[];
  /** Shown between the summary and the tabs (e.g. monthly transits loading or failing). */
  notices?: ReactNode;
  /** What the chart was asked for (the header shows it); absent, only the answer's own data is shown. */
  birth?: ChartBirthData;
  /** The tab shown, when the page keeps it (a shared link opens one); absent, the panel keeps its own. */
  tab?: string;
  onTabChange?: (tab: string) => void;
  /** Beside the header (the page's «Condividi»). */
  actions?: ReactNode;
}

export function ChartResults({ state, extraTabs = [], notices, birth, tab, onTabChange, actions }: ChartResultsProps) {
  if (state.status === 'idle') {
    return <Text c="dimmed" size="sm" py="md" ta="center">{it.results.idle}</Text>;
  }
  if (state.status === 'pending') {
    // Sticky: on a wide screen the button is at the bottom of a long form, and the top of this
    // column is above the window; the spinner stays in view while the column is.
    return (
      <Group justify="center" py="xl" aria-live="polite" style={{ position: 'sticky', top: '30vh' }}>
        <Loader size="md" aria-label={it.form.submitting} />
      </Group>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert color="red" variant="light" title={it.results.errorTitle} role="alert">
        <Text size="sm">{state.message}</Text>
        {state.detail && <Text size="sm">{state.detail}</Text>}
      </Alert>
    );
  }
  return <ChartPanel chart={state.chart} extraTabs={extraTabs} notices={notices} birth={birth} shownTab={tab} onTabChange={onTabChange} actions={actions} />;
}

const TAB_LIST_STYLES = { tab: { flexShrink: 0 } } as const;

function ChartPanel({ chart, extraTabs, notices, birth, shownTab, onTabChange, actions }: {
  chart: TemaNatale;
  extraTabs: readonly ResultTab[];
  notices: ReactNode;
  birth?: ChartBirthData;
  shownTab?: string;
  onTabChange?: (tab: string) => void;
  actions?: ReactNode;
}) {
  const [ownTab, setOwnTab] = useState<string | null>('pianeti');
  const tab = shownTab ?? ownTab;
  const setTab = (next: string | null) => {
    if (next === null) return;
    setOwnTab(next);
    onTabChange?.(next);
  };
  // The panel re-renders on every change of tab: read the chart once, so the wheel's props stay the same.
  const view = useMemo(() => chartView(natalChartOf(chart)), [chart]);
  // The same for the tables, the grid and the wheel's tools, which are memoised: a click on a tab re-renders the tabs alone.
  const gridAspects = useMemo(() => [...view.aspects, ...view.angleAspects], [view]);
  const caption = useMemo(() => wheelCaption(chartTitle(birth), chartHeaderRows(chart, birth), WHEEL_VIEW_PX), [chart, birth]);
  const wheelRef = useRef<HTMLDivElement>(null);
  const activeTab = tab === 'pianeti' || tab === 'case' || tab === 'aspetti' || extraTabs.some((t) => t.value === tab) ? tab : 'pianeti';
  return (
    <Card withBorder p={{ base: 8, sm: 'md' }} radius="md" component="section" aria-labelledby="chart-title" data-print-root>
      <Stack gap="sm">
        <ChartHeader chart={chart} birth={birth} />
        {actions}
        {chart.meta.warnings.length > 0 && (
          <Alert color="yellow" variant="light" title={it.results.warningsTitle}>
            {chart.meta.warnings.map((w) => <Text key={w} size="sm">{w}</Text>)}
          </Alert>
        )}
        <div ref={wheelRef} data-print="wheel">
          <ChartWheel bodies={view.bodies} cusps={view.cusps} ascendant={view.ascendant.longitude} midheaven={view.midheaven.longitude} aspects={view.aspects} />
        </div>
        <WheelTools wheel={wheelRef} fileStem={wheelFileStem(birth?.name, birth?.date ?? chart.meta.ut.slice(0, 10))} caption={caption} />
        <div data-print="hide">{notices}</div>
        {/* The three chart tabs stay mounted (hidden) so that printing shows them all; tabs scroll sideways rather than wrap, with arrows where more are hidden. */}
        <Tabs value={activeTab} onChange={setTab} keepMounted={false} keepMountedMode="display-none" styles={TAB_LIST_STYLES}>
          <ScrollingTabList data-print="hide" backLabel={it.results.tabsBack} moreLabel={it.results.tabsMore}>
            <Tabs.Tab value="pianeti">{it.results.tabPlanets}</Tabs.Tab>
            <Tabs.Tab value="case">{it.results.tabHouses}</Tabs.Tab>
            <Tabs.Tab value="aspetti">{it.results.tabAspects}</Tabs.Tab>
            {extraTabs.map((t) => <Tabs.Tab key={t.value} value={t.value}>{t.label}</Tabs.Tab>)}
          </ScrollingTabList>
          <Tabs.Panel value="pianeti" pt="sm" keepMounted data-print="panel">
            <Title order={3} size="h4" data-print="only">{it.results.tabPlanets}</Title>
            <PlanetsTable view={view} />
          </Tabs.Panel>
          <Tabs.Panel value="case" pt="sm" keepMounted data-print="panel">
            <Title order={3} size="h4" data-print="only">{it.results.tabHouses}</Title>
            <HousesTable view={view} />
          </Tabs.Panel>
          <Tabs.Panel value="aspetti" pt="sm" keepMounted data-print="panel">
            <Title order={3} size="h4" data-print="only">{it.results.tabAspects}</Title>
            <AspectsList view={view} />
            {gridAspects.length > 0 && <AspectGrid aspects={gridAspects} />}
          </Tabs.Panel>
          {/* Always inside an Activity, so that a panel kept mounted from a later render is the same tree, not a new one. */}
          {extraTabs.map((t) => (
            <Tabs.Panel key={t.value} value={t.value} pt="sm" data-print="hide" keepMounted={t.keepMounted}>
              <Activity mode={activeTab === t.value ? 'visible' : 'hidden'}>{t.panel}</Activity>
            </Tabs.Panel>
          ))}
        </Tabs>
        <div data-print="hide"><RawJson data={chart} /></div>
      </Stack>
    </Card>
  );
}
