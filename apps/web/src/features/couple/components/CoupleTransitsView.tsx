/**
 * The transits to the couple: a chooser of the chart they are to (the Tema composito or the Tema
 * Davison), then Tabella Transiti itself — the transits feature's panel, through its public index —
 * on that chart over the chart's period: the table, the timeline, «Attivo oggi», the exports, and the
 * technique layers where the chart has a birth to take them from (the Davison chart).
 */
import { memo } from 'react';
import { Stack } from '@mantine/core';
import type { CalculationSettings, CoupleChartKind } from '@astrolabio/core';
import { transitsPanel } from '../../transits/index.ts';
import { LabelledSegments } from '../../../components/LabelledSegments.tsx';
import { it } from '../../../i18n/it.ts';
import type { CoupleCharts, CouplePeople } from '../api/coppia.ts';

const T = it.couple.transits;

export interface CoupleTransitsViewProps {
  charts: CoupleCharts;
  people: CouplePeople;
  names: { first: string; second: string };
  transitsTo: CoupleChartKind;
  onTransitsToChange: (kind: CoupleChartKind) => void;
  startDate: string;
  endDate: string;
  settings: CalculationSettings;
}

/** The chart the transits are to, as the transit views take a natal chart: its answer, codes, identity and names. */
function targetOf({ charts, names, transitsTo }: Pick<CoupleTransitsViewProps, 'charts' | 'names' | 'transitsTo'>) {
  const both = it.couple.both(names.first, names.second);
  if (transitsTo === 'composite') {
    const { tema } = charts.answer.composito;
    const place = charts.codes.composite.place;
    return {
      chart: tema,
      natal: charts.codes.composite.chart,
      // The composite's instant is the Davison chart's too (the mean of the births): its notes and filters are kept apart by name.
      identity: { ut: `${tema.meta.ut}|composito`, latitude: place.latitude, longitude: place.longitude },
      userLabel: T.label(T.toComposite, both),
      person: { name: T.label(T.toComposite, both), place: place.name ?? '' },
    };
  }
  const { tema } = charts.answer.davison;
  const place = charts.codes.davison.place;
  return {
    chart: tema,
    natal: charts.codes.davison.chart,
    identity: { ut: tema.meta.ut, latitude: place.latitude, longitude: place.longitude },
    userLabel: T.label(T.toDavison, both),
    person: { name: T.label(T.toDavison, both), place: place.name ?? '' },
  };
}

export const CoupleTransitsView = memo(function CoupleTransitsView(props: CoupleTransitsViewProps) {
  const { people, transitsTo, onTransitsToChange, startDate, endDate, settings } = props;
  const target = targetOf(props);
  return (
    <Stack gap="sm" data-testid="couple-transits">
      <LabelledSegments
        layout="inline"
        label={T.to}
        value={transitsTo}
        onChange={onTransitsToChange}
        data={[{ value: 'composite', label: T.toComposite }, { value: 'davison', label: T.toDavison }]}
      />
      <transitsPanel.Panel
        key={`${transitsTo}|${target.identity.ut}|${target.identity.latitude}|${target.identity.longitude}|${startDate}|${endDate}|${JSON.stringify(settings)}`}
        {...target}
        startDate={startDate}
        endDate={endDate}
        settings={settings}
        couple={{ ...people, tema: transitsTo }}
        {...(transitsTo === 'composite' ? { layersUnavailable: T.compositeLayers } : {})}
      />
    </Stack>
  );
});
