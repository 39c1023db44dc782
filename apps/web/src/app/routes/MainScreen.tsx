/**
 * The chart screen (spec section 2): one tab, "Calcolo Tema Natale e Transiti", holding the input
 * form and the result panel. Composes the features: the form with its profile block and place
 * search, the natal chart, and the transit tabs after it (transit-tabs.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import { Anchor, Container, Grid, Group, Tabs } from '@mantine/core';
import { BirthForm } from '../../features/birth-form/components/BirthForm.tsx';
import { useBirthFormDraft } from '../../features/birth-form/use-birth-form-draft.ts';
import { ProfileManager } from '../../features/profiles/components/ProfileManager.tsx';
import { PlaceSearch } from '../../features/place-search/components/PlaceSearch.tsx';
import { temaNataleRequestFrom, useTemaNatale } from '../../features/chart/api/tema-natale.ts';
import { ChartResults, type ChartResultState, type ResultTab } from '../../features/chart/components/ChartResults.tsx';
import { useMonthlyTransits } from '../../features/monthly-transits/api/transiti-mensili.ts';
import { MonthlyTransitsStatus } from '../../features/monthly-transits/components/MonthlyTransits.tsx';
import { clearedBirthFormValues, sameBirth, type BirthFormValues } from '../../lib/birth-form-values.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { it } from '../../i18n/it.ts';
import { ScreenProviders } from '../screen-providers.tsx';
import { useTransitTabs, type Submission } from './transit-tabs.tsx';

/**
 * The form column owns what is being typed, so a keystroke re-renders the form alone, not the
 * results beside it (chart wheel, tables).
 */
function FormColumn({ onSubmit, submitting }: { onSubmit: (submission: Submission) => void; submitting: boolean }) {
  const { values, update, replace } = useBirthFormDraft();
  // The profile last loaded or saved, with its values: its name labels the transits while the birth is still its own.
  const [profile, setProfile] = useState<{ name: string; values: BirthFormValues } | null>(null);
  return (
    <BirthForm
      values={values}
      onChange={update}
      onSubmit={() => onSubmit({ values, profileName: profile && sameBirth(profile.values, values) ? profile.name : null })}
      submitting={submitting}
      profileBlock={
        <ProfileManager
          values={values}
          onLoad={(loaded, name) => {
            replace(loaded);
            setProfile({ name, values: loaded });
          }}
          onSaved={(name) => setProfile({ name, values })}
          onClear={() => {
            replace(clearedBirthFormValues(values));
            setProfile(null);
          }}
        />
      }
      placeBlock={
        <PlaceSearch
          city={values.city}
          selected={values.placeSelected}
          date={values.date}
          time={values.time}
          onCityChange={(city, placeSelected) => update({ city, placeSelected })}
          onResolved={update}
        />
      }
    />
  );
}

export function MainScreen({ onShowIntro }: { onShowIntro: () => void }) {
  const chart = useTemaNatale();
  const [submission, setSubmission] = useState<Submission | null>(null);
  const period = submission && { startDate: submission.values.transitStart, endDate: submission.values.transitEnd, nodo: submission.values.nodeKind };
  const monthly = useMonthlyTransits(chart.isSuccess ? period : null);
  const resultsRef = useRef<HTMLDivElement>(null);

  const submit = (next: Submission) => {
    // BirthForm submits only when canSubmit holds, which requires both transit dates.
    setSubmission(next);
    chart.mutate(temaNataleRequestFrom(next.values));
  };

  const state: ChartResultState = chart.isPending
    ? { status: 'pending' }
    : chart.isError
      ? { status: 'error', message: errorMessage(chart.error) }
      : chart.isSuccess
        ? { status: 'success', chart: chart.data }
        : { status: 'idle' };

  // On a phone the result is below the form: bring it into view once it arrives.
  useEffect(() => {
    if (chart.isSuccess || chart.isError) resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [chart.isSuccess, chart.isError, chart.submittedAt]);

  const extraTabs: ResultTab[] = useTransitTabs(monthly.data, chart.isSuccess ? chart.data : undefined, submission);

  return (
    <ScreenProviders>
      <Container size="xl" py="md" px={{ base: 6, sm: 'md' }}>
        <title>{it.main.pageTitle}</title>
        <Group justify="flex-end" mb="xs">
          <Anchor component="button" type="button" size="sm" onClick={onShowIntro}>{it.gate.showAgain}</Anchor>
        </Group>
        <Tabs value="natale">
          <Tabs.List>
            <Tabs.Tab value="natale">{it.main.tab}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="natale" pt="md">
            <Grid gap="md">
              <Grid.Col span={{ base: 12, lg: 5 }}>
                <FormColumn onSubmit={submit} submitting={chart.isPending} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 7 }} ref={resultsRef} style={{ scrollMarginTop: 16 }}>
                <ChartResults
                  state={state}
                  extraTabs={extraTabs}
                  notices={<MonthlyTransitsStatus isLoading={monthly.isLoading} error={monthly.error} />}
                />
              </Grid.Col>
            </Grid>
          </Tabs.Panel>
        </Tabs>
      </Container>
    </ScreenProviders>
  );
}
