/**
 * The chart screen (spec section 2): one tab, "Calcolo Tema Natale e Transiti", holding the input
 * form and the result panel. Composes the features: the form with its profile block and place
 * search, the natal chart, and after it the result tabs the features register (app/result-tabs.ts);
 * keeps the chart on screen, its tab and the tabs' choices in the address bar and the share link.
 */
import { memo, useCallback, useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { Alert, Anchor, Button, Container, Grid, Group, Tabs, Title } from '@mantine/core';
import type { NatalChartCodes } from '@astrolabio/contract';
import { BirthForm, checkBirthForm, hasProblems, useBirthFormDraft } from '../../features/birth-form/index.ts';
import { ProfileManager } from '../../features/profiles/index.ts';
import { PlaceSearch, RESOLVE_LOCATION_KEY } from '../../features/place-search/index.ts';
import { ChartResults, CodesWheel, natalChartOf, temaNataleRequestFrom, useTemaNatale, type ChartResultState } from '../../features/chart/index.ts';
import { clearAddressLink, readAddressLink, ShareButton, useLinkOpened, writeAddressLink, type AddressLink, type ShareFragmentReading, type TabChoices } from '../../features/share-link/index.ts';
import { clearedBirthFormValues, isBlankField, type BirthFormValues } from '../../birth-data/birth-form-values.ts';
import { birthDataOf } from '../../birth-data/chart-birth-data.ts';
import { applyListedCoordinates, applyPlaceFound, choosePlace, editPlaceText, typeFixFields } from '../../birth-data/place-fix.ts';
import type { ChartScreen, NatalRequest, Submission } from '../../result-tabs/tab-spec.ts';
import { errorLines } from '../../lib/api-client.ts';
import { it } from '../../i18n/it.ts';
import { ScreenProviders } from '../screen-providers.tsx';
import { SHARE_FORMAT } from '../result-tabs.ts';
import { useResultTabs } from './use-result-tabs.tsx';

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

/** A choice told again unchanged keeps the record as it was (no re-render, no address written again). */
function withChoice(choices: TabChoices, tabId: string, choice: unknown): TabChoices {
  return JSON.stringify(choices[tabId]) === JSON.stringify(choice) ? choices : { ...choices, [tabId]: choice };
}

/** Mantine's VisuallyHidden, which renders only a span: the heading is for screen readers and focus. */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap', border: 0 } as const;

/** What the form submitted, with the request sent for it and whether its chart gets a history entry of its own. */
interface ScreenSubmission extends Submission {
  request: NatalRequest;
  /** Computed from the form while the address held another chart: Back returns to that one. */
  newEntry: boolean;
}

/** Where a submission came from: a link (its tab and its tabs' choices), or the form. */
interface SubmitFrom {
  tab?: string;
  choices?: TabChoices;
  link?: boolean;
}

/**
 * `focusHeading`: the user just left the welcome gate, so focus moves to this screen's heading.
 * `behindGate`: drawn hidden behind the welcome gate, so that a shared link's chart is computed
 * while the gate is read (issue 34): no page title, no scrolling, until the visitor enters.
 */
export function MainScreen({ onShowIntro, focusHeading = false, behindGate = false }: { onShowIntro: () => void; focusHeading?: boolean; behindGate?: boolean }) {
  const chart = useTemaNatale();
  const [submission, setSubmission] = useState<ScreenSubmission | null>(null);
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
  // The tabs' choices (a return's year, Tabella Transiti's layers…), by tab: those a link opened on, and those on screen (told by the tabs).
  const [linkChoices, setLinkChoices] = useState<TabChoices>({});
  const [choices, setChoices] = useState<TabChoices>({});
  const tellChoice = useCallback((tabId: string, choice: unknown) => setChoices((c) => withChoice(c, tabId, choice)), []);
  // Whether the address holds a chart (this screen's or a link's): a new chart from the form then gets its own history entry.
  const addressHoldsChart = useRef(false);
  const lastSubmission = useRef<ScreenSubmission | null>(null);
  const { mutate } = chart;
  const submit = useCallback((values: BirthFormValues, from: SubmitFrom = {}) => {
    // BirthForm submits only when canSubmit holds, which requires both transit dates.
    const request = temaNataleRequestFrom(values);
    const next: ScreenSubmission = { values, birth: birthDataOf(values), request, newEntry: !from.link && addressHoldsChart.current };
    // The same chart again keeps the tabs' choices (its panels tell them again); another starts from the link's, or none.
    const previous = lastSubmission.current;
    const sameChart = previous !== null && SHARE_FORMAT.encode(previous.values, null) === SHARE_FORMAT.encode(values, null);
    lastSubmission.current = next;
    setSubmission(next);
    setResultTab(from.tab ?? 'pianeti');
    setLinkChoices(from.choices ?? {});
    setChoices((old) => from.choices ?? (sameChart ? old : {}));
    mutate(request);
  }, [mutate]);
  const submitFromForm = useCallback((values: BirthFormValues) => submit(values), [submit]);
  // The link of the chart, its tab and its choices: written to the address bar and given to «Condividi».
  const shareFragment = useMemo(() => submission && SHARE_FORMAT.encode(submission.values, resultTab, choices), [submission, resultTab, choices]);
  // The chart on screen is the submission's once its answer is there (not the previous chart's, in the moment before the new one is asked).
  const answered = chart.isSuccess && submission !== null && chart.variables === submission.request;
  // The address bar follows the chart, its tab and the tabs' choices (a reload shows them again);
  // a calculation that failed leaves no chart on screen, and none in the address (a reload would
  // otherwise compute it again and fold the form away over what the user is correcting).
  const entryWrittenFor = useRef<ScreenSubmission | null>(null);
  useEffect(() => {
    if (chart.isError) {
      clearAddressLink();
      addressHoldsChart.current = false;
      return;
    }
    if (!answered || !shareFragment) return;
    writeAddressLink(shareFragment, { newEntry: submission.newEntry && entryWrittenFor.current !== submission });
    entryWrittenFor.current = submission;
    addressHoldsChart.current = true;
  }, [chart.isError, answered, shareFragment, submission]);

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
    // The address already holds this chart: it is read, not written as a new entry.
    addressHoldsChart.current = true;
    submit(reading.chart.values, { tab: reading.chart.tab ?? 'pianeti', choices: reading.chart.choices, link: true });
  };
  const openedAtStart = useRef(false);
  const openAtStart = useEffectEvent(() => openLink(readAddressLink(SHARE_FORMAT)));
  useEffect(() => {
    if (openedAtStart.current) return;
    openedAtStart.current = true;
    openAtStart();
  }, []);
  useLinkOpened(SHARE_FORMAT, openLink);

  const state: ChartResultState = chart.isPending
    ? { status: 'pending' }
    : chart.isError
      ? { status: 'error', ...errorLines(chart.error) }
      : chart.isSuccess
        ? { status: 'success', chart: chart.data }
        : { status: 'idle' };

  // On a phone the result is below the form: bring it into view once it arrives (not while hidden behind the gate).
  useEffect(() => {
    if (!behindGate && (chart.isSuccess || chart.isError)) resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [behindGate, chart.isSuccess, chart.isError, chart.submittedAt]);

  // What the result tabs get: one object per chart, so that their panels' props stay the same between renders.
  const screenChart = useMemo(
    () => (answered ? { answer: chart.data, natal: natalChartOf(chart.data), request: submission.request } : null),
    [answered, chart.data, submission],
  );
  const screen: ChartScreen = useMemo(() => ({ submission, chart: screenChart, renderWheel, showTab: setResultTab }), [submission, screenChart]);
  const { tabs, notices } = useResultTabs(screen, linkChoices, tellChoice);

  return (
    <ScreenProviders>
      <Container size="xl" py="md" px={{ base: 6, sm: 'md' }}>
        {!behindGate && <title>{it.main.pageTitle}</title>}
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
                <FormColumn onSubmit={submitFromForm} submitting={chart.isPending} incoming={incoming} />
              </Grid.Col>
              <Grid.Col span={formFolded ? 12 : { base: 12, lg: 7 }} ref={resultsRef} style={{ scrollMarginTop: 16 }}>
                <ChartResults
                  state={state}
                  extraTabs={tabs}
                  notices={notices}
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

/** The wheel the screen lends the tabs (a return's chart), drawn by the chart feature. */
function renderWheel(chart: NatalChartCodes, title?: string) {
  return <CodesWheel chart={chart} title={title} />;
}
