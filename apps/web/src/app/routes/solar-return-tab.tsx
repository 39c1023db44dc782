/**
 * The «Rivoluzione Solare» result tab (issue 27): the return feature's panel, given the natal
 * request the form sent, the natal chart, and the chart feature's wheel to draw both charts with
 * (the page composes; features do not import each other).
 */
import { lazy, Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import type { NatalChartCodes, TemaNataleResponse } from '@astrolabio/contract';
import { natalChartOf, temaNataleRequestFrom } from '../../features/chart/api/tema-natale.ts';
import { chartView } from '../../features/chart/chart-view.ts';
import { ChartWheel } from '../../features/chart/components/ChartWheel.tsx';
import type { ResultTab } from '../../features/chart/components/ChartResults.tsx';
import type { ReturnChoice } from '../../features/solar-return/components/SolarReturnPanel.tsx';
import type { SharedReturnChoice } from '../../features/share-link/share-fragment.ts';
import { it } from '../../i18n/it.ts';
import type { Submission } from './transit-tabs.tsx';

export const RIVOLUZIONE_SOLARE_TAB = 'rivoluzione-solare';

// Its own chunk, loaded when the tab first shows: most charts never open it.
const SolarReturnPanel = lazy(() => import('../../features/solar-return/components/SolarReturnPanel.tsx').then((m) => ({ default: m.SolarReturnPanel })));

function Wheel({ chart, title }: { chart: NatalChartCodes; title: string | undefined }) {
  const view = chartView(chart);
  return <ChartWheel bodies={view.bodies} cusps={view.cusps} ascendant={view.ascendant.longitude} midheaven={view.midheaven.longitude} aspects={view.aspects} {...(title ? { title } : {})} />;
}

/** The tab's choice as a link carries it, and back (the two features name the place differently). */
function sharedChoiceOf(c: ReturnChoice): SharedReturnChoice {
  return { year: c.year, zodiac: c.zodiaco, place: c.place && { name: c.place.nome, latitude: c.place.latitude, longitude: c.place.longitude } };
}
function returnChoiceOf(c: SharedReturnChoice): ReturnChoice {
  return { year: c.year, zodiaco: c.zodiac, place: c.place && { nome: c.place.name, latitude: c.place.latitude, longitude: c.place.longitude } };
}

/** The return a shared link opened on (`initial`), and where the choice on screen goes (the address bar, «Condividi»). */
export interface ReturnLink {
  initial: SharedReturnChoice | null;
  onChange: (choice: SharedReturnChoice) => void;
}

/** The tab, once a chart has been computed from the form. */
export function solarReturnTab(chart: TemaNataleResponse | undefined, submission: Submission | null, link: ReturnLink): ResultTab | null {
  if (!chart || !submission) return null;
  const natal = temaNataleRequestFrom(submission.values);
  return {
    value: RIVOLUZIONE_SOLARE_TAB,
    label: it.solarReturn.tab,
    panel: (
      <Suspense fallback={<Center py="md"><Loader size="sm" aria-label={it.loading} /></Center>}>
        <SolarReturnPanel
          key={`${chart.meta.ut}|${submission.birth.latitude}|${submission.birth.longitude}`}
          natal={natal}
          natalChart={natalChartOf(chart)}
          birthYear={Number(submission.values.date.slice(0, 4))}
          birthPlaceName={submission.birth.place}
          renderWheel={(c, title) => <Wheel chart={c} title={title} />}
          initialChoice={link.initial && returnChoiceOf(link.initial)}
          onChoiceChange={(c) => link.onChange(sharedChoiceOf(c))}
        />
      </Suspense>
    ),
  };
}
