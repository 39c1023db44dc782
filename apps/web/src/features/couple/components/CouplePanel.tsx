/**
 * The «Coppia» tab (issue 35): the chart on screen is the first person; the second comes from a saved
 * profile or a second birth form. Once both are there, POST /api/coppia gives the views — Sinastria,
 * Tema composito, Tema Davison — and the transits to the couple (Tabella Transiti on the composite or
 * the Davison chart) and «Transiti di coppia» have their own requests. The choice on screen (the
 * second person, the view, the transits' chart, who is inside the bi-wheel) goes to the share link.
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { checkBirthForm, hasProblems } from '../../birth-form/index.ts';
import type { BirthFormValues } from '../../../birth-data/birth-form-values.ts';
import type { ChartBirthData } from '../../../birth-data/chart-birth-data.ts';
import type { NatalRequest } from '../../../result-tabs/tab-spec.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateIt, formatUtcOffsetIt } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import { couplePeopleOf, coupleRequestOf, useCoupleCharts } from '../api/coppia.ts';
import { SHARED_TRANSIT_BODIES, sharedTransitsRequestOf, useSharedTransits } from '../api/transiti-di-coppia.ts';
import { COUPLE_VIEWS, DEFAULT_COUPLE_CHOICE, type CoupleChoice, type CoupleView } from '../couple-link.ts';
import { formValuesOf, secondPersonOf, type SecondPerson } from '../model/second-person.ts';
import { CoupleChartView } from './CoupleChartView.tsx';
import { CoupleTransitsView } from './CoupleTransitsView.tsx';
import { SecondPersonForm } from './SecondPersonForm.tsx';
import { SharedTransitsView } from './SharedTransitsView.tsx';
import { SynastryView } from './SynastryView.tsx';
import '../couple.css';

const T = it.couple;

export interface CouplePanelProps {
  /** The chart on screen (the first person): the request the form sent, what it was asked for, and the form's values (its period and settings). */
  natal: NatalRequest;
  birth: ChartBirthData;
  values: BirthFormValues;
  /** The choice a shared link opened on. */
  initialChoice?: CoupleChoice | null;
  /** Told of the choice on screen, at first and on each change (the address bar and «Condividi»). */
  onChoiceChange?: (choice: CoupleChoice) => void;
}

/** A link's second person, as the form's values; refused when the form's own rules would refuse them. */
function linkedSecond(initial: CoupleChoice | null | undefined): { person: SecondPerson | null; values: BirthFormValues | null; refused: boolean } {
  const person = initial?.second ?? null;
  if (!person) return { person: null, values: null, refused: false };
  const values = formValuesOf(person);
  return hasProblems(checkBirthForm(values, { period: false })) ? { person: null, values, refused: true } : { person, values, refused: false };
}

/** One person in the summary: the label, the name (or the letter the views call them by), the birth. */
function PersonLine({ label, name, letter, date, time, utcOffsetHours, place }: { label: string; name: string; letter: string; date: string; time: string; utcOffsetHours: number; place: string }) {
  return (
    <Text size="sm">
      <Text span fw={600}>{name ? label : T.summary.unnamed(label, letter)}:</Text> {name ? `${name}, ` : ''}{T.summary.birth(formatDateIt(date), time, formatUtcOffsetIt(utcOffsetHours), place)}
    </Text>
  );
}

export function CouplePanel({ natal, birth, values, initialChoice, onChoiceChange }: CouplePanelProps) {
  const [linked] = useState(() => linkedSecond(initialChoice));
  const [choice, setChoice] = useState<CoupleChoice>(() => ({ ...DEFAULT_COUPLE_CHOICE, ...initialChoice, second: linked.person }));
  useEffect(() => onChoiceChange?.(choice), [choice, onChoiceChange]);
  const change = (patch: Partial<CoupleChoice>) => setChoice((c) => ({ ...c, ...patch }));
  const [formOpen, setFormOpen] = useState(choice.second === null);
  const second = choice.second;

  const request = useMemo(() => (second ? coupleRequestOf(natal, second) : null), [natal, second]);
  const people = useMemo(() => (second ? couplePeopleOf(natal, second) : null), [natal, second]);
  const charts = useCoupleCharts(request);
  const { transitStart, transitEnd, settings } = values;
  const sharedRequest = useMemo(
    () => (people && choice.view === 'transiti-di-coppia' ? sharedTransitsRequestOf(people, transitStart, transitEnd, settings) : null),
    [people, choice.view, transitStart, transitEnd, settings],
  );
  const shared = useSharedTransits(sharedRequest);

  const names = { first: birth.name.trim() || T.firstUnnamed, second: second?.name || T.secondUnnamed };
  const submit = (typed: BirthFormValues) => {
    const person = secondPersonOf(typed);
    if (!person) return;
    change({ second: person });
    setFormOpen(false);
  };

  return (
    <Stack gap="md" className="cp-print-root" data-testid="couple-panel">
      <Card withBorder p="sm" data-print="hide">
        <Stack gap={6}>
          {second === null && <Text size="sm">{T.intro}</Text>}
          <PersonLine label={T.summary.first} name={birth.name.trim()} letter={T.firstUnnamed} date={birth.date} time={birth.time} utcOffsetHours={birth.utcOffsetHours} place={birth.place} />
          {second && <PersonLine label={T.summary.second} name={second.name} letter={T.secondUnnamed} date={second.date} time={second.time} utcOffsetHours={second.utcOffsetHours} place={second.place} />}
          <Text size="xs" c="dimmed">{T.summary.settings} {T.privacy}</Text>
          {second && (
            <Group>
              <Button size="compact-sm" variant="light" aria-expanded={formOpen} onClick={() => setFormOpen((o) => !o)}>
                {formOpen ? T.summary.hideForm : T.summary.change}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
      {linked.refused && second === null && <Alert color="orange" variant="light" role="alert">{T.form.linkRefused}</Alert>}
      <div data-print="hide" style={formOpen ? undefined : { display: 'none' }}>
        <SecondPersonForm onSubmit={submit} submitting={charts.isFetching} incoming={linked.values} />
      </div>

      {second && charts.isPending && (
        <Group gap="sm" py="md" role="status" aria-live="polite"><Loader size="sm" /><Text size="sm">{T.loading}</Text></Group>
      )}
      {second && charts.isError && (
        <Alert color="red" variant="light" title={T.errorTitle} role="alert">
          <Text size="sm">{errorMessage(charts.error)}</Text>
          <Button mt="xs" size="compact-sm" variant="light" color="red" onClick={() => void charts.refetch()}>{T.retry}</Button>
        </Alert>
      )}
      {second && people && charts.data && (
        <Tabs value={choice.view} onChange={(v) => v && change({ view: v as CoupleView })} keepMounted={false}>
          <Tabs.List aria-label={T.viewsLabel} data-print="hide">
            {COUPLE_VIEWS.map((v) => <Tabs.Tab key={v} value={v}>{T.views[v]}</Tabs.Tab>)}
          </Tabs.List>
          <Tabs.Panel value="sinastria" pt="sm">
            <SynastryView
              couple={charts.data.codes}
              names={names}
              birthDates={{ first: birth.date, second: second.date }}
              inside={choice.inside}
              onInsideChange={(inside) => change({ inside })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="composito" pt="sm"><CoupleChartView kind="composite" couple={charts.data.codes} names={names} /></Tabs.Panel>
          <Tabs.Panel value="davison" pt="sm"><CoupleChartView kind="davison" couple={charts.data.codes} names={names} /></Tabs.Panel>
          <Tabs.Panel value="transiti" pt="sm">
            <CoupleTransitsView
              charts={charts.data}
              people={people}
              names={names}
              transitsTo={choice.transitsTo}
              onTransitsToChange={(transitsTo) => change({ transitsTo })}
              startDate={transitStart}
              endDate={transitEnd}
              settings={settings}
            />
          </Tabs.Panel>
          <Tabs.Panel value="transiti-di-coppia" pt="sm">
            <SharedTransitsView
              transits={shared.data}
              pending={shared.isPending}
              error={shared.isError ? shared.error : null}
              onRetry={() => void shared.refetch()}
              startDate={transitStart}
              endDate={transitEnd}
              bodies={SHARED_TRANSIT_BODIES}
              names={names}
            />
          </Tabs.Panel>
        </Tabs>
      )}
      <Text size="xs" c="dimmed" data-print="hide">{T.noPrediction}</Text>
    </Stack>
  );
}
