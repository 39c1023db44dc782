/**
 * The chart screen (spec section 2): one tab, "Calcolo Tema Natale e Transiti", holding the input
 * form and the result panel. Composes the features: the form with its profile block and place
 * search, the natal chart, and the transit tabs after it (transit-tabs.tsx).
 */
import { memo, useCallback, useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { Alert, Anchor, Button, Container, Grid, Group, Tabs, Title } from '@mantine/core';
import { BirthForm } from '../../features/birth-form/components/BirthForm.tsx';
import { useBirthFormDraft } from '../../features/birth-form/use-birth-form-draft.ts';
import { ProfileManager } from '../../features/profiles/components/ProfileManager.tsx';
import { PlaceSearch } from '../../features/place-search/components/PlaceSearch.tsx';
import { RESOLVE_LOCATION_KEY } from '../../features/place-search/api/resolve-location.ts';
import { temaNataleRequestFrom, useTemaNatale } from '../../features/chart/api/tema-natale.ts';
import { ChartResults, type ChartResultState, type ResultTab } from '../../features/chart/components/ChartResults.tsx';
import { useMonthlyTransits } from '../../features/monthly-transits/api/transiti-mensili.ts';
import { MonthlyTransitsStatus } from '../../features/monthly-transits/components/MonthlyTransits.tsx';
import { useTransitDebug } from '../../features/transit-debug/use-transit-debug.ts';
import { TransitDebug } from '../../features/transit-debug/components/TransitDebug.tsx';
import { checkBirthForm, hasProblems } from '../../features/birth-form/form-rules.ts';
import { encodeShareFragment, type SharedLayerChoice, type SharedReturnChoice, type ShareFragmentReading } from '../../features/share-link/share-fragment.ts';
import { clearAddressLink, readAddressLink, useLinkOpened, writeAddressLink, type AddressLink } from '../../features/share-link/chart-address.ts';
import { ShareButton } from '../../features/share-link/components/ShareButton.tsx';
import { clearedBirthFormValues, isBlankField, type BirthFormValues } from '../../birth-data/birth-form-values.ts';
import { applyListedCoordinates, applyPlaceFound, choosePlace, editPlaceText, typeFixFields } from '../../birth-data/place-fix.ts';
import { errorLines } from '../../lib/api-client.ts';
import { it } from '../../i18n/it.ts';
import { ScreenProviders } from '../screen-providers.tsx';
import { birthDataOf } from './birth-data.ts';
import { TABELLA_TRANSITI_TAB, useTransitTabs, type Submission } from './transit-tabs.tsx';
import { solarReturnTab } from './solar-return-tab.tsx';

/**
 * The form column owns what is being typed, so a keystroke re-renders the form alone, not the
 * results beside it (chart wheel, tables); memoised, so a click on a result tab does not re-render it.
 */
const FormColumn = memo(function FormColumn({ onSubmit, submitting, incoming }: {
  onSubmit: (values: BirthFormValues) => void;
  submitting: boolean;
  /** Values a shared link brought: they replace the form's, as a loaded profile's do. */
  incoming: BirthFormValues | null;
}) {
  const { values, update, replace } = useBirthFormDraft();
  // Values set from outside restart the date and time inputs, even where a value stays the same.
  const [restartInputs, setRestartInputs] = useState(0);
  const replaceFromOutside = (next: BirthFormValues) => {
    replace(next);
    setRestartInputs((n) => n + 1);
  };
  const [seenIncoming, setSeenIncoming] = useState<BirthFormValues | null>(null);
  if (incoming !== seenIncoming) {
    setSeenIncoming(incoming);
    if (incoming) replaceFromOutside(incoming);
  }
  // The chart waits while a place's coordinates and zone are being found (issue 15).
  const resolving = useIsMutating({ mutationKey: RESOLVE_LOCATION_KEY }) > 0;
  return (
    <BirthForm
      values={values}
      onChange={update}
      onTypeFields={(patch) => replace((v) => typeFixFields(v, patch))}
      onSubmit={() => onSubmit(values)}
      submitting={submitting}
      waitingForPlace={resolving}
      restartInputs={restartInputs}
      profileBlock={
        <ProfileManager
          values={values}
          onNameChange={(profileName) => update({ profileName })}
          onLoad={replaceFromOutside}
          onClear={() => replaceFromOutside(clearedBirthFormValues(values))}
        />
      }
      placeBlock={
        <PlaceSearch
          city={values.city}
          selected={values.placeSelected}
          date={values.date}
          time={values.time}
          fix={values.placeFix}
          onChoose={(place) => replace((v) => choosePlace(v, place))}
          onEdit={(text) => replace((v) => editPlaceText(v, text))}
          onFound={(question, found, asked) => replace((v) => applyPlaceFound(v, question, found, asked))}
          coordinatesEmpty={isBlankField(values.latitude) && isBlankField(values.longitude)}
          onUseListed={(place, listed) => replace((v) => applyListedCoordinates(v, place, listed))}
        />
      }
    />
  );
});

/** A choice told again unchanged keeps the state as it was (no re-render, no address written again). */
function keptIfSame<T>(next: T): (old: T | null) => T {
  return (old) => (old !== null && JSON.stringify(old) === JSON.stringify(next) ? old : next);
}

/** Mantine's VisuallyHidden, which renders only a span: the heading is for screen readers and focus. */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap', border: 0 } as const;

/** `focusHeading`: the user just left the welcome gate, so focus moves to this screen's heading. */
export function MainScreen({ onShowIntro, focusHeading = false }: { onShowIntro: () => void; focusHeading?: boolean }) {
  const chart = useTemaNatale();
  const [submission, setSubmission] = useState<Submission | null>(null);
  // One object per submission: the transit hooks restart when it changes.
  const period = useMemo(() => submission && {
    startDate: submission.values.transitStart,
    endDate: submission.values.transitEnd,
    nodo: submission.values.nodeKind,
  }, [submission]);
  const monthly = useMonthlyTransits(chart.isSuccess ? period : null);
  // Debug Transiti's run lives here, not in its tab, so that switching tabs does not lose it.
  const debug = useTransitDebug(chart.isSuccess ? chart.data : null, period);
  const resultsRef = useRef<HTMLDivElement>(null);
  // A computed chart takes the page's width (the transit views show a year, not two months): the
  // form folds away, stays mounted with what was typed, and one click brings it back.
  // The chart (by its submission time) for which the form was opened again; a new chart folds it.
  const [formOpenFor, setFormOpenFor] = useState<number | null>(null);
  const formFolded = chart.isSuccess && formOpenFor !== chart.submittedAt;
  const formColumnId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus({ preventScroll: true });
  }, [focusHeading]);

  // The result tab, kept here so that the address bar and a shared link carry it.
  const [resultTab, setResultTab] = useState('pianeti');
  // The «Rivoluzione Solare» tab's year, zodiac and place: the one a link opened on, and the one on screen.
  const [linkReturn, setLinkReturn] = useState<SharedReturnChoice | null>(null);
  const [returnChoice, setReturnChoice] = useState<SharedReturnChoice | null>(null);
  const changeReturnChoice = useCallback((next: SharedReturnChoice) => setReturnChoice(keptIfSame(next)), []);
  // Tabella Transiti's technique layers: those a link opened on, and those on screen (told by the panel).
  const [linkLayers, setLinkLayers] = useState<SharedLayerChoice | null>(null);
  const [layerChoice, setLayerChoice] = useState<SharedLayerChoice | null>(null);
  const changeLayerChoice = useCallback((next: SharedLayerChoice) => setLayerChoice(keptIfSame(next)), []);
  const { mutate } = chart;
  const submit = useCallback((values: BirthFormValues, tab = 'pianeti', solarReturn: SharedReturnChoice | null = null, layers: SharedLayerChoice | null = null) => {
    // BirthForm submits only when canSubmit holds, which requires both transit dates.
    setSubmission({ values, birth: birthDataOf(values) });
    setResultTab(tab);
    setLinkReturn(solarReturn);
    setReturnChoice(solarReturn);
    setLinkLayers(layers);
    // Without a link's layers the panel tells its own choice: at once for another chart (it is
    // drawn afresh), and the one on screen stays for the same chart.
    if (layers) setLayerChoice(layers);
    mutate(temaNataleRequestFrom(values));
  }, [mutate]);
  // The link of the chart, its tab and its choices: written to the address bar and given to «Condividi».
  const shareFragment = useMemo(
    () => submission && encodeShareFragment(submission.values, resultTab, { solarReturn: returnChoice, layers: layerChoice }),
    [submission, resultTab, returnChoice, layerChoice],
  );
  // The address bar follows the chart, its tab and the return on screen (a reload shows them again);
  // a calculation that failed leaves no chart on screen, and none in the address (a reload would
  // otherwise compute it again and fold the form away over what the user is correcting).
  useEffect(() => {
    if (chart.isError) {
      clearAddressLink();
      return;
    }
    if (chart.isSuccess && shareFragment) writeAddressLink(shareFragment);
  }, [chart.isError, chart.isSuccess, shareFragment]);

  // A chart in the address (a shared link, or this screen's own before a reload) is computed at once.
  const [incoming, setIncoming] = useState<BirthFormValues | null>(null);
  const [linkProblem, setLinkProblem] = useState<Extract<ShareFragmentReading, { kind: 'unreadable' }>['problem'] | null>(null);
  const openLink = ({ reading, own }: AddressLink) => {
    if (reading.kind === 'none') return;
    // A link's values pass the form's own rules (an end before the start…), or the form is left as it was.
    if (reading.kind === 'unreadable' || hasProblems(checkBirthForm(reading.chart.values))) {
      setLinkProblem(reading.kind === 'unreadable' ? reading.problem : 'broken');
      return;
    }
    setLinkProblem(null);
    if (!own) setIncoming(reading.chart.values);
    submit(reading.chart.values, reading.chart.tab ?? 'pianeti', reading.chart.solarReturn ?? null, reading.chart.layers ?? null);
  };
  const openedAtStart = useRef(false);
  const openAtStart = useEffectEvent(() => openLink(readAddressLink()));
  useEffect(() => {
    if (openedAtStart.current) return;
    openedAtStart.current = true;
    openAtStart();
  }, []);
  useLinkOpened(openLink);

  const state: ChartResultState = chart.isPending
    ? { status: 'pending' }
    : chart.isError
      ? { status: 'error', ...errorLines(chart.error) }
      : chart.isSuccess
        ? { status: 'success', chart: chart.data }
        : { status: 'idle' };

  // On a phone the result is below the form: bring it into view once it arrives.
  useEffect(() => {
    if (chart.isSuccess || chart.isError) resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [chart.isSuccess, chart.isError, chart.submittedAt]);

  const transitTabs = useTransitTabs(monthly.data, chart.isSuccess ? chart.data : undefined, submission, { initial: linkLayers, onChange: changeLayerChoice });
  // Debug Transiti after Tabella Transiti, shown with it (see transit-tabs.tsx).
  const withDebug: ResultTab[] = transitTabs.some((t) => t.value === TABELLA_TRANSITI_TAB)
    ? [...transitTabs, { value: 'debug-transiti', label: it.debug.tab, panel: <TransitDebug debug={debug} /> }]
    : transitTabs;
  // Rivoluzione Solare last: it needs only the chart, not the transit period.
  const returnTab = solarReturnTab(chart.isSuccess ? chart.data : undefined, submission, { initial: linkReturn, onChange: changeReturnChoice });
  const extraTabs: ResultTab[] = returnTab ? [...withDebug, returnTab] : withDebug;

  return (
    <ScreenProviders>
      <Container size="xl" py="md" px={{ base: 6, sm: 'md' }}>
        <title>{it.main.pageTitle}</title>
        <Title order={1} ref={headingRef} tabIndex={-1} style={VISUALLY_HIDDEN}>{it.main.heading}</Title>
        <Group justify={chart.isSuccess ? 'space-between' : 'flex-end'} mb="xs">
          {chart.isSuccess && (
            <Button size="compact-sm" variant="light" aria-expanded={!formFolded} aria-controls={formColumnId} onClick={() => setFormOpenFor(formFolded ? chart.submittedAt : null)}>
              {formFolded ? it.main.showForm : it.main.hideForm}
            </Button>
          )}
          <Anchor component="button" type="button" size="sm" onClick={onShowIntro}>{it.gate.showAgain}</Anchor>
        </Group>
        {linkProblem && (
          <Alert color="orange" variant="light" role="alert" title={it.share.unreadableTitle} withCloseButton onClose={() => setLinkProblem(null)} mb="sm">
            {it.share.unreadable[linkProblem]}
          </Alert>
        )}
        <Tabs value="natale">
          <Tabs.List>
            <Tabs.Tab value="natale">{it.main.tab}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="natale" pt="md">
            <Grid gap="md">
              <Grid.Col span={{ base: 12, lg: 5 }} id={formColumnId} style={formFolded ? { display: 'none' } : undefined}>
                <FormColumn onSubmit={submit} submitting={chart.isPending} incoming={incoming} />
              </Grid.Col>
              <Grid.Col span={formFolded ? 12 : { base: 12, lg: 7 }} ref={resultsRef} style={{ scrollMarginTop: 16 }}>
                <ChartResults
                  state={state}
                  extraTabs={extraTabs}
                  notices={<MonthlyTransitsStatus isLoading={monthly.isLoading} error={monthly.error} />}
                  birth={submission?.birth}
                  tab={resultTab}
                  onTabChange={setResultTab}
                  actions={submission && <ShareButton key={`${submission.values.date}|${submission.values.time}|${submission.values.city}`} fragment={shareFragment} name={submission.values.profileName} />}
                />
              </Grid.Col>
            </Grid>
          </Tabs.Panel>
        </Tabs>
      </Container>
    </ScreenProviders>
  );
}
