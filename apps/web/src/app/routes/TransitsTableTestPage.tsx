/**
 * /testing/transits-table, «Test Tabella Transiti» (spec section 2): a quick natal chart (the
 * quick-chart card, with the city's coordinates and time zone found by place search's resolution),
 * then the transits of a month or a year against it in one POST /api/transiti (orb up to 3°, only
 * the chosen planets and aspects), or the sample data set while there is no chart; shown as the
 * transits feature's overview views (timeline, matrix, event list). Composes the features; its
 * rules are transit-samples' transits-plan.ts.
 */
import { useMemo, useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { datesInPeriod, DEFAULT_TRANSIT_MAX_ORB_DEG, TIMELINE_EXACT_ORB_DEG, zodiacPosition, type AspectCode, type PointCode, type TransitBodyCode } from '@astrolabio/core';
import { BODY_NAMES_IT, POINT_NAMES_IT, SIGN_NAMES_IT } from '@astrolabio/names-it';
import { PageShell } from '../../components/PageShell.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { type BirthFormValues } from '../../birth-data/birth-form-values.ts';
import { formatDateIt } from '../../lib/format.ts';
import { applyPlaceFound, choosePlace, editPlaceText, typeFixFields } from '../../birth-data/place-fix.ts';
import { it } from '../../i18n/it.ts';
import { ScreenProviders } from '../screen-providers.tsx';
import { birthDataOf, type ChartBirthData } from '../../birth-data/chart-birth-data.ts';
import { ChartHeader, natalChartOf, temaNataleRequestFrom, useTemaNatale, type TemaNatale } from '../../features/chart/index.ts';
import { usePlaceResolution } from '../../features/place-search/index.ts';
import { QUICK_CHART_DEFAULTS, QuickChartCard } from '../../features/quick-chart/index.ts';
import {
  AspectFilter, ASPECT_OPTIONS, DEFAULT_ASPECTS, DEFAULT_PLANETS, defaultPeriodChoice, inOptionOrder, loadFailureText, loadSampleTransits, localYearMonth,
  PeriodPicker, periodRange, PLANET_OPTIONS, PlanetFilter, SAMPLE_ITEM_COUNT, sampleRecords, transitsPlan, yearChoices, type PeriodChoice,
} from '../../features/transit-samples/index.ts';
import { pairRecords, PeriodTimeline, planetGroups, TransitEventList, TransitMatrix, transitEvents, transitMatrix, useTransits } from '../../features/transits/index.ts';

const t = it.testing;

const VIEWS = ['matrix', 'list', 'timeline'] as const;
type View = (typeof VIEWS)[number];
const VIEW_LABELS: Readonly<Record<View, string>> = { matrix: t.viewMatrix, list: t.viewList, timeline: t.viewTimeline };

/** The sample data set is always the same for the same choices. */
const SAMPLE_SEED = 1;
/** Date and time must rest this long before the city's zone is asked for them (a date field reports every keystroke of the year). */
const RESOLVE_SETTLE_MS = 400;

interface Computed {
  chart: TemaNatale;
  birth: ChartBirthData;
}

/** A pair of the matrix shown alone in the timeline. */
interface Focus {
  body: TransitBodyCode;
  point: PointCode;
}

function ChartSummary({ computed }: { computed: Computed }) {
  const codes = natalChartOf(computed.chart);
  const signOf = (longitudeDeg: number) => SIGN_NAMES_IT[zodiacPosition(longitudeDeg).sign];
  return (
    <Stack gap={4}>
      <ChartHeader chart={computed.chart} birth={computed.birth} />
      <Text size="sm">{it.quickChart.signs(signOf(codes.bodies.sun.longitude), signOf(codes.ascendant))}</Text>
    </Stack>
  );
}

/** The birth form's state and the calculation: the chart kept until another one is computed. */
function useQuickChart() {
  const [values, setValues] = useState<BirthFormValues>(QUICK_CHART_DEFAULTS);
  const replace = (next: (v: BirthFormValues) => BirthFormValues) => setValues(next);
  const { resolve, run } = usePlaceResolution({
    city: values.city,
    selected: values.placeSelected,
    date: values.date,
    time: values.time,
    fix: values.placeFix,
    onFound: (question, found, asked) => replace((v) => applyPlaceFound(v, question, found, asked)),
    settleMs: RESOLVE_SETTLE_MS,
  });
  const mutation = useTemaNatale();
  const [computed, setComputed] = useState<Computed | null>(null);
  const [formOpen, setFormOpen] = useState(true);
  const calculate = () => {
    const asked = values;
    mutation.mutate(temaNataleRequestFrom(asked), {
      onSuccess: (chart) => {
        setComputed({ chart, birth: birthDataOf(asked) });
        setFormOpen(false);
      },
    });
  };
  const forThisPlace = resolve.variables?.place === values.city;
  return {
    values,
    replace,
    calculate,
    computed,
    formOpen,
    toggleForm: () => setFormOpen((o) => !o),
    calculating: mutation.isPending,
    calculationError: mutation.isError ? errorMessage(mutation.error) : null,
    resolving: resolve.isPending,
    placeError: resolve.isError && forThisPlace ? errorMessage(resolve.error) : null,
    placeWarnings: resolve.isSuccess && forThisPlace ? resolve.data.warnings : [],
    retryPlace: () => run(false),
  };
}

export function TransitsTableTestPage() {
  const form = useQuickChart();
  const [today] = useState(() => localYearMonth(new Date()));
  const [nowMs] = useState(() => Date.now());
  const [period, setPeriod] = useState<PeriodChoice>(() => defaultPeriodChoice(today));
  const [planets, setPlanets] = useState<readonly TransitBodyCode[]>(() => inOptionOrder(DEFAULT_PLANETS, PLANET_OPTIONS));
  const [aspects, setAspects] = useState<readonly AspectCode[]>(() => inOptionOrder(DEFAULT_ASPECTS, ASPECT_OPTIONS));
  const [view, setView] = useState<View>('timeline');
  const [focus, setFocus] = useState<Focus | null>(null);

  const range = useMemo(() => periodRange(period), [period]);
  const chart = form.computed?.chart ?? null;
  const plan = useMemo(() => transitsPlan({ chart, range, planets, aspects }), [chart, range, planets, aspects]);

  // One query or the other runs; the one not planned is skipped. Spec: results only once loaded.
  const real = useTransits(plan.kind === 'real' ? plan.request : null, { keepPrevious: false });
  const sample = useQuery({
    queryKey: ['transiti-esempio', period.mode, range.startDate, range.endDate, planets.join(','), aspects.join(','), SAMPLE_SEED],
    queryFn: plan.kind === 'sample'
      ? async ({ signal }) => sampleRecords(await loadSampleTransits({ range, planets, aspects, seed: SAMPLE_SEED, mode: period.mode }, { signal }))
      : skipToken,
  });
  const query = plan.kind === 'real' ? real : sample;
  const records = plan.kind === 'real' ? real.data?.records : plan.kind === 'sample' ? sample.data : undefined;

  const dates = useMemo(() => datesInPeriod(range.startDate, range.endDate), [range]);
  const shown = useMemo(() => {
    if (!records) return null;
    // The answer holds only what was asked for; kept to the choices on screen all the same.
    const chosen = records.filter((r) => planets.includes(r.transitBody) && aspects.includes(r.aspect));
    const focused = focus && planets.includes(focus.body) ? focus : null;
    const own = focused ? pairRecords(chosen, focused.body, focused.point) : chosen;
    return {
      focused,
      groups: planetGroups({ records: own, dates, maxOrbDeg: DEFAULT_TRANSIT_MAX_ORB_DEG }, { planets: focused ? [focused.body] : [...planets], aspects: [...aspects] }, { everyAspect: true }),
      matrix: transitMatrix(chosen, planets),
      months: transitEvents(chosen),
    };
  }, [records, dates, planets, aspects, focus]);

  // Spec section 4: a new period or selection reloads (the queries' keys change); a focus on one pair ends.
  const changePeriod = (p: PeriodChoice) => { setPeriod(p); setFocus(null); };
  const changePlanets = (p: readonly TransitBodyCode[]) => { setPlanets(p); setFocus(null); };
  const changeAspects = (a: readonly AspectCode[]) => { setAspects(a); setFocus(null); };
  const showPair = (body: TransitBodyCode, point: PointCode) => { setFocus({ body, point }); setView('timeline'); };

  const loading = (plan.kind === 'real' || plan.kind === 'sample') && query.isPending;
  const failed = (plan.kind === 'real' || plan.kind === 'sample') && query.isError;

  return (
    <ScreenProviders>
      <PageShell title={t.transitsTableTitle} size="lg">
        <Anchor component={Link} to="/testing">{t.backTesting}</Anchor>
        <QuickChartCard
          values={form.values}
          onChange={(patch) => form.replace((v) => ({ ...v, ...patch }))}
          onTypeFields={(patch) => form.replace((v) => typeFixFields(v, patch))}
          onChooseCity={(place) => form.replace((v) => choosePlace(v, place))}
          onEditPlace={(text) => form.replace((v) => editPlaceText(v, text))}
          onCalculate={form.calculate}
          calculating={form.calculating}
          waitingForPlace={form.resolving}
          placeError={form.placeError}
          onRetryPlace={form.retryPlace}
          placeWarnings={form.placeWarnings}
          calculationError={form.calculationError}
          chartSummary={form.computed ? <ChartSummary computed={form.computed} /> : null}
          open={form.formOpen}
          onToggle={form.toggleForm}
        />

        <Card withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="transits-config-title">
          <Title order={2} size="h4" id="transits-config-title" mb="sm">{t.configTitle}</Title>
          <Stack gap="md">
            <SegmentedControl
              aria-label={t.view}
              data={VIEWS.map((v) => ({ value: v, label: VIEW_LABELS[v] }))}
              value={view}
              onChange={(v) => setView(v as View)}
              style={{ alignSelf: 'flex-start' }}
            />
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
              <PeriodPicker value={period} onChange={changePeriod} years={yearChoices(today.year)} />
              <PlanetFilter selected={planets} onChange={changePlanets} />
              <AspectFilter selected={aspects} onChange={changeAspects} />
            </SimpleGrid>
          </Stack>
        </Card>

        {plan.kind === 'noPlanets' ? (
          <Text c="dimmed">{t.noPlanets}</Text>
        ) : plan.kind === 'noAspects' ? (
          <Text c="dimmed">{t.noAspects}</Text>
        ) : loading ? (
          <Card withBorder radius="md" role="status" aria-live="polite">
            <Group gap="sm">
              <Loader size="sm" />
              <div>
                <Text fw={600}>{it.transits.loadingTitle}</Text>
                <Text size="sm" c="dimmed">{it.transits.loadingDetail(planets.length, formatDateIt(range.startDate), formatDateIt(range.endDate))}</Text>
              </div>
            </Group>
          </Card>
        ) : failed ? (
          <Alert color="red" variant="light" role="alert" title={loadFailureText(plan.kind, chart !== null)}>
            <Text size="sm">{errorMessage(query.error)}</Text>
            <Button mt="xs" size="compact-sm" variant="light" color="red" onClick={() => void query.refetch()}>{it.transits.retry}</Button>
          </Alert>
        ) : shown && (
          <Card withBorder radius="md" p={{ base: 'xs', sm: 'md' }} component="section" aria-labelledby="transits-results-title">
            <Stack gap="sm">
              <Group gap="xs" justify="space-between">
                <Title order={2} size="h4" id="transits-results-title">{VIEW_LABELS[view]}</Title>
                {plan.kind === 'sample' && <Badge color="yellow" variant="filled">{t.sampleBadge}</Badge>}
              </Group>
              {plan.kind === 'sample'
                ? <Alert color="yellow" variant="light" title={t.sampleTitle}><Text size="sm">{t.sampleNotice(SAMPLE_ITEM_COUNT.month, SAMPLE_ITEM_COUNT.year)}</Text></Alert>
                : <Text size="sm" c="dimmed">{t.realNotice(form.computed?.birth.name.trim() ?? '', DEFAULT_TRANSIT_MAX_ORB_DEG, TIMELINE_EXACT_ORB_DEG)}</Text>}
              {view === 'timeline' && shown.focused && (
                <Group gap="xs">
                  <Text size="sm" fw={600}>{t.focus(BODY_NAMES_IT[shown.focused.body], POINT_NAMES_IT[shown.focused.point])}</Text>
                  <Button size="compact-xs" variant="light" onClick={() => setFocus(null)}>{t.clearFocus}</Button>
                </Group>
              )}
              {view === 'timeline' && <PeriodTimeline groups={shown.groups} dates={dates} mode={period.mode === 'month' ? 'days' : 'months'} nowMs={nowMs} />}
              {view === 'matrix' && <TransitMatrix matrix={shown.matrix} onSelect={showPair} />}
              {view === 'list' && <TransitEventList key={`${range.startDate}|${plan.kind}`} months={shown.months} />}
            </Stack>
          </Card>
        )}
      </PageShell>
    </ScreenProviders>
  );
}

