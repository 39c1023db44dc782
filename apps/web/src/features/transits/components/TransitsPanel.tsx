/**
 * Tab Tabella Transiti: one POST /api/transiti for the chart and period (again only when Luna is
 * switched on or off; POST /api/coppia/transiti for a couple's chart, features/couple), then the
 * header, filters, downloads, «Attivo oggi» and the view chosen (Tabella or Timeline), with the
 * spec's states: loading (with what is computed), error (with its hint and a retry), loaded.
 * Filters and notes are kept with the chart.
 */
import { useDeferredValue, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { NatalChartCodes, TemaNataleResponse } from '@astrolabio/contract';
import { DEFAULT_CALCULATION_SETTINGS, MS_PER_DAY, TRANSIT_BODY_CODES, utcDateOf, zodiacPosition, type AspectCode, type CalculationSettings, type SignCode, type TransitBodyCode } from '@astrolabio/core';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateIt } from '../../../lib/format.ts';
import { startPrint } from '../../../lib/print-mode.ts';
import { it } from '../../../i18n/it.ts';
import { useTransits, type CoupleTransitsTarget, type TransitsRequest } from '../api/transiti.ts';
import { fetchTecnicheExport } from '../api/tecniche.ts';
import { techniqueExportRequest, useTechniqueLayers } from '../api/technique-layers.ts';
import { activeLayerEvents, filterLayerEvents } from '../model/layers.ts';
import { linkedLayerChoice, readLayerChoice, writeLayerChoice, type LayerChoice } from '../model/layer-choice.ts';
import { transitSettingsNotes, widestTransitOrbDeg } from '../model/settings-notes.ts';
import { TechniqueLayersChooser } from './TechniqueLayersChooser.tsx';
import { TechniqueLayersView } from './TechniqueLayersView.tsx';
import { activeTransits } from '../model/active-today.ts';
import { chartIdOf, type ChartIdentity } from '../model/chart-identity.ts';
import type { ExportPerson } from '../model/export-person.ts';
import { bodiesToFetch, filtersChartId, initialFilters, isLongPeriod, LONG_PERIOD_HIDDEN_BODY, writeFilters, type TransitFilters } from '../model/filters.ts';
import type { TransitView } from '../model/row-drawing.ts';
import { dayStartMs, fitMonthWidthPx, monthColumnScale, monthCountOf } from '../timeline/timeline-geometry.ts';
import { hasShownGroups, MONTH_WIDTH_PX, periodScale, shownGroups } from '../model/view-model.ts';
import { ActiveToday } from './ActiveToday.tsx';
import { ExportButtons } from './ExportButtons.tsx';
import { TimelinePlainTable } from '../timeline/TimelinePlainTable.tsx';
import { TransitFiltersBar } from './TransitFiltersBar.tsx';
import { TransitLegend } from '../table/TransitLegend.tsx';
import { TransitsHeader } from './TransitsHeader.tsx';
import { TransitsPrint, usePrinting } from './TransitsPrint.tsx';
import { LABEL_WIDTH_PX, TransitViewGrid } from '../table/TransitViewGrid.tsx';
import { ViewToggle } from './ViewToggle.tsx';
import type { CuspSigns } from '../table/PlanetHouses.tsx';
import './transits.css';

export { MONTH_WIDTH_PX } from '../model/view-model.ts';

export interface TransitsPanelProps {
  /** The chart as the server computed it (same houses and node for the transits), sent back with each request. */
  chart: TemaNataleResponse;
  /** The same chart in codes, as the chart feature decoded it once (app/ hands it over). */
  natal: NatalChartCodes;
  startDate: string;
  endDate: string;
  /** Birth instant and place: the key of the notes and filters. */
  identity: ChartIdentity;
  /** Whose chart: the profile's name, or the birth date and place. */
  userLabel: string;
  /** The name and birth place typed: the exports name them (issue 34). */
  person?: ExportPerson;
  /** The chart's calculation settings (issue 25): its aspects, transit orbs, cusps. */
  settings?: CalculationSettings;
  /**
   * The layers a shared link opened on (checked here: the link only knows codes), shown instead of
   * the chart's saved choice, which they do not overwrite; a period this view does not offer is ignored.
   */
  initialLayerChoice?: { layers: readonly string[]; slowPeriod: string } | null;
  /** Told the layer choice on screen (at first and at each change): the address bar and «Condividi» carry it. */
  onLayerChoiceChange?: (choice: LayerChoice) => void;
  /** The transits are to a chart of a couple (issue 35): `chart` and `natal` are that chart, asked of POST /api/coppia/transiti. */
  couple?: CoupleTransitsTarget;
  /** Why the technique layers are not offered for this chart (a couple's composite has no birth to progress): said instead of their chooser. */
  layersUnavailable?: string;
}

function useChartFilters(chartId: string, startDate: string, endDate: string, aspects: readonly AspectCode[]) {
  const [filters, setFilters] = useState<TransitFilters>(() => initialFilters(chartId, startDate, endDate, aspects));
  const change = (next: TransitFilters) => {
    setFilters(next);
    writeFilters(chartId, next);
  };
  return [filters, change] as const;
}

/** Before an answer: no days, no columns. */
const NO_PERIOD = { dates: [] as readonly string[], scale: null };

/**
 * The technique layers chosen for the chart and their slow period, kept with it like the filters
 * (a link's choice, when given, is shown first), and reported to `onChange` as they change.
 */
function useChartLayerChoice(chartId: string, initial: TransitsPanelProps['initialLayerChoice'], onChange: ((choice: LayerChoice) => void) | undefined) {
  const [choice, setChoice] = useState<LayerChoice>(() => linkedLayerChoice(initial) ?? readLayerChoice(chartId));
  const change = (next: LayerChoice) => {
    setChoice(next);
    writeLayerChoice(chartId, next);
  };
  useEffect(() => onChange?.(choice), [choice, onChange]);
  return [choice, change] as const;
}

/** The natal chart's facts the views need: each cusp's sign, each planet's house. */
function natalFacts(natal: NatalChartCodes) {
  const cuspSigns: Record<number, SignCode> = {};
  natal.cusps.forEach((cusp, i) => { cuspSigns[i + 1] = zodiacPosition(cusp).sign; });
  const natalHouses: Partial<Record<TransitBodyCode, number>> = {};
  for (const code of TRANSIT_BODY_CODES) natalHouses[code] = natal.bodies[code].house;
  return { cuspSigns: cuspSigns as CuspSigns, natalHouses };
}

/** «Adatta al periodo» or the spec's 120 px a month. */
export type MonthZoom = 'month' | 'fit';

/** Room the grid's box takes besides its month columns: its borders and a vertical scroll bar. */
const GRID_CHROME_PX = 20;

/** The panel's inner width, px, followed as the window or the layout changes (the form folding away). */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    // The observer's first answer comes once the browser has laid the panel out; reading the width
    // here would force that layout in the click that shows the tab (issue 23).
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** Now, refreshed every minute (today's line, «Attivo oggi»). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

export function TransitsPanel({
  chart, natal, startDate, endDate, identity, userLabel, person, settings = DEFAULT_CALCULATION_SETTINGS, initialLayerChoice, onLayerChoiceChange,
  couple, layersUnavailable,
}: TransitsPanelProps) {
  const chartId = chartIdOf(identity);
  const [filters, setFilters] = useChartFilters(filtersChartId(chartId, settings.aspects), startDate, endDate, settings.aspects);
  const [view, setView] = useState<TransitView>('table');
  const [zoom, setZoom] = useState<MonthZoom>('month');
  const panelRef = useRef<HTMLDivElement>(null);
  const panelWidthPx = useWidth(panelRef);
  const nowMs = useNow();
  // The bodies asked for change only with Luna, and once it has been asked for they stay: the
  // request is rebuilt only when Luna is first shown.
  const [moonAsked, setMoonAsked] = useState(() => filters.planets.includes(LONG_PERIOD_HIDDEN_BODY));
  if (!moonAsked && filters.planets.includes(LONG_PERIOD_HIDDEN_BODY)) setMoonAsked(true);
  const bodiesKey = bodiesToFetch(filters, moonAsked)?.join(',') ?? '';
  const request: TransitsRequest | null = useMemo(
    () => (bodiesKey ? { natalData: chart, startDate, endDate, planets: bodiesKey.split(',') as TransitBodyCode[], settings, ...(couple ? { couple } : {}) } : null),
    [chart, startDate, endDate, bodiesKey, settings, couple],
  );
  const query = useTransits(request);
  // The technique layers (issue 26) come from their own requests, only when one is chosen.
  const [chosenLayerChoice, setLayerChoice] = useChartLayerChoice(chartId, initialLayerChoice, onLayerChoiceChange);
  const layerChoice = layersUnavailable ? { ...chosenLayerChoice, layers: [] } : chosenLayerChoice;
  const today = utcDateOf(nowMs);
  const layerInput = { chart, identity, startDate, endDate, layers: layerChoice.layers, slowPeriod: layerChoice.slowPeriod, settings, today };
  const layers = useTechniqueLayers(layerInput);
  // The planet and aspect filters narrow the layers' rows too; «Attivo oggi» lists those of now.
  const activeLayers = useMemo(() => activeLayerEvents(filterLayerEvents(layers.events, filters), nowMs), [layers.events, filters, nowMs]);
  const chosenLayers = layerChoice.layers;
  // The answer and the filters reach the views as deferred values: React then draws the rows in a
  // transition, giving the page back between rows, so ten years never freeze it (on the tab's
  // first render too: it shows the panel, then the rows) — unless the answer's model for these
  // filters was made when it arrived (view-model.ts): then the tab draws the rows at once.
  const ready = query.data !== undefined && hasShownGroups(query.data, filters);
  const data = useDeferredValue(query.data, ready ? query.data : undefined);
  const shownFilters = useDeferredValue(filters);
  // The period's days and its month columns at the usual width were made when the answer arrived
  // (view-model.ts); «adatta» fits them to the panel instead.
  const period = data ? periodScale(data) : NO_PERIOD;
  const dates = period.dates;
  const monthWidthPx = zoom === 'fit' && panelWidthPx > 0
    ? fitMonthWidthPx(monthCountOf(dates), panelWidthPx - LABEL_WIDTH_PX - GRID_CHROME_PX)
    : MONTH_WIDTH_PX;
  const fitted = useMemo(() => (dates.length > 0 && monthWidthPx !== MONTH_WIDTH_PX ? monthColumnScale(dates, monthWidthPx) : null), [dates, monthWidthPx]);
  const scale = fitted ?? period.scale;
  // The printout has its own month width: the screen's zoom does not reach it.
  const printScale = period.scale;
  const groups = useMemo(() => (data ? shownGroups(data, shownFilters) : []), [data, shownFilters]);
  const facts = useMemo(() => natalFacts(natal), [natal]);
  const exportRequest = request && filters.aspects.length > 0 ? { ...request, planets: filters.planets, aspects: filters.aspects } : null;
  const inPeriod = data ? nowMs >= dayStartMs(data.startDate) && nowMs < dayStartMs(data.endDate) + MS_PER_DAY : false;

  const grid = data && scale ? {
    view, groups, data, cuspSigns: facts.cuspSigns, natalHouses: facts.natalHouses, chartId, nowMs,
  } : null;
  const settingsNotes = useMemo(() => transitSettingsNotes(settings), [settings]);
  // Once per answer, minute and filters: ten years with Luna are 20,000 transits to look through.
  const active = useMemo(() => (data ? activeTransits(data.records, nowMs, filters) : []), [data, nowMs, filters]);
  const printing = usePrinting(panelRef, grid !== null && request !== null && !query.isError);

  return (
    <Stack gap="sm" className="tt-panel" ref={panelRef}>
      <TransitsHeader startDate={startDate} endDate={endDate} userLabel={userLabel} settingsNotes={settingsNotes} />
      <TransitFiltersBar filters={filters} onChange={setFilters} longPeriod={isLongPeriod(startDate, endDate)} aspectOptions={settings.aspects} />
      {layersUnavailable ? <Text size="sm" c="dimmed">{layersUnavailable}</Text> : (
        <TechniqueLayersChooser
          layers={layerChoice.layers}
          onLayersChange={(l) => setLayerChoice({ ...layerChoice, layers: l })}
          slowPeriod={layerChoice.slowPeriod}
          onSlowPeriodChange={(slowPeriod) => setLayerChoice({ ...layerChoice, slowPeriod })}
        />
      )}
      <Group justify="space-between" gap="xs" className="tt-controls">
        <Group gap="xs">
          <ViewToggle<TransitView>
            label={it.transits.view}
            value={view}
            onChange={setView}
            options={[{ value: 'table', label: it.transits.viewTable }, { value: 'timeline', label: it.transits.viewTimeline }]}
          />
          <ViewToggle<MonthZoom>
            label={it.transits.zoom}
            value={zoom}
            onChange={setZoom}
            options={[{ value: 'month', label: it.transits.zoomMonth }, { value: 'fit', label: it.transits.zoomFit }]}
          />
        </Group>
        <Group gap="xs">
          <ExportButtons
            request={exportRequest}
            person={person}
            download={chosenLayers.length > 0 && filters.aspects.length > 0
              ? (format) => fetchTecnicheExport(techniqueExportRequest(layerInput, filters), format, person)
              : undefined}
          />
          <Button size="compact-sm" variant="default" onClick={() => startPrint('transits')} disabled={!grid}>{it.transits.print}</Button>
        </Group>
      </Group>

      {request === null ? (
        <Text size="sm" c="dimmed">{it.transits.noPlanets}</Text>
      ) : query.isError ? (
        <Alert color="red" variant="light" title={it.transits.error} role="alert">
          <Text size="sm">{it.transits.errorHint}</Text>
          <Text size="xs" c="dimmed" mt={4}>{errorMessage(query.error)}</Text>
          <Button mt="xs" size="compact-sm" variant="light" color="red" onClick={() => void query.refetch()} loading={query.isFetching}>
            {it.transits.retry}
          </Button>
        </Alert>
      ) : !grid || !scale ? (
        <Group gap="sm" py="md" aria-live="polite" role="status">
          <Loader size="sm" />
          <div>
            <Text size="sm" fw={600}>{it.transits.loadingTitle}</Text>
            <Text size="sm" c="dimmed">{it.transits.loadingDetail(request.planets.length, formatDateIt(startDate), formatDateIt(endDate))}</Text>
          </div>
        </Group>
      ) : (
        <>
          {(query.isPlaceholderData || data !== query.data || shownFilters !== filters) && (
            <Group gap="xs" aria-live="polite" role="status"><Loader size="xs" /><Text size="sm">{it.transits.updating}</Text></Group>
          )}
          <ActiveToday active={active} inPeriod={inPeriod} layerEvents={activeLayers} />
          {filters.aspects.length === 0 && <Text size="sm" c="dimmed">{it.transits.noAspectsChosen}</Text>}
          <TransitViewGrid {...grid} scale={scale} virtualize />
          <TechniqueLayersView slow={layers.slow} fast={layers.fast} filters={shownFilters} scale={scale} transits={{ startDate, endDate }} widthPx={panelWidthPx - GRID_CHROME_PX} />
          <TransitLegend view={view} layers={chosenLayers} aspects={settings.aspects} maxOrbDeg={widestTransitOrbDeg(settings)} />
          {view === 'timeline' && <TimelinePlainTable groups={groups} data={grid.data} dates={dates} />}
          {printing && printScale && <TransitsPrint {...grid} dates={dates} fullScale={printScale} userLabel={userLabel} settingsNotes={settingsNotes} />}
        </>
      )}
    </Stack>
  );
}
