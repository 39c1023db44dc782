/**
 * The Tema composito or the Tema Davison, each drawn as the natal chart is (its wheel, planets,
 * houses and aspects, with the chart feature's own tables): under a title, how it is made and what
 * it was cast for — the composite's reference place of its houses, the Davison chart's instant and
 * place with the name of the nearest place the gazetteer knows.
 */
import { memo, useMemo } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CoupleChartsCodes } from '@astrolabio/contract';
import { julianDayToEpochMs } from '@astrolabio/core';
import { HOUSE_SYSTEM_NAMES_IT } from '@astrolabio/names-it';
import { AspectGrid, AspectsList, chartView, CodesWheel, HousesTable, PlanetsTable } from '../../chart/index.ts';
import { formatCoordinateIt, formatDecimalIt, formatLocalInstantIt, formatUtcInstantMsIt } from '../../../lib/format.ts';
import { startPrint } from '../../../lib/print-mode.ts';
import { it } from '../../../i18n/it.ts';
import { LabelledRows } from '../../../components/LabelledRows.tsx';

const T = it.couple.charts;

export interface CoupleChartViewProps {
  kind: 'composite' | 'davison';
  couple: CoupleChartsCodes;
  names: { first: string; second: string };
}

const coordinates = (latitude: number, longitude: number) => T.placeValue(formatCoordinateIt(latitude, 'latitude'), formatCoordinateIt(longitude, 'longitude'));

/** The rows under the title: [label, value]. */
function factsOf({ kind, couple, names }: CoupleChartViewProps): [string, string][] {
  const chart = kind === 'composite' ? couple.composite.chart : couple.davison.chart;
  const houses: [string, string] = [T.houseSystem, HOUSE_SYSTEM_NAMES_IT[chart.houseSystem]];
  if (kind === 'composite') {
    const { place } = couple.composite;
    return [[T.referencePlace, `${place.name ?? T.firstBirthPlace(names.first)} (${coordinates(place.latitude, place.longitude)})`], houses];
  }
  const { place } = couple.davison;
  const ms = julianDayToEpochMs(chart.jdUt);
  const local = formatLocalInstantIt(ms);
  const near = place.name !== null && place.distanceKm !== null ? T.nearPlace(place.name, formatDecimalIt(place.distanceKm, 0)) : T.noNearPlace;
  return [
    [T.instantUt, formatUtcInstantMsIt(ms)],
    [T.instantLocal, `${local.date}, ${local.time} ${local.zone}`],
    [T.place, `${coordinates(place.latitude, place.longitude)}, ${near}`],
    houses,
  ];
}

export const CoupleChartView = memo(function CoupleChartView(props: CoupleChartViewProps) {
  const { kind, couple, names } = props;
  const chart = kind === 'composite' ? couple.composite.chart : couple.davison.chart;
  const view = useMemo(() => chartView(chart), [chart]);
  const gridAspects = useMemo(() => [...view.aspects, ...view.angleAspects], [view]);
  const facts = factsOf(props);
  const title = kind === 'composite' ? T.compositeTitle(names.first, names.second) : T.davisonTitle(names.first, names.second);
  return (
    <Stack gap="sm" data-testid={`couple-${kind}`}>
      <Title order={3} size="h4">{title}</Title>
      <Text size="sm">{kind === 'composite' ? T.compositeMethod : T.davisonMethod}</Text>
      <LabelledRows rows={facts} marginTopPx={0} {...(kind === 'davison' ? { label: T.instantTitle } : {})} />
      {chart.warningsIt.length > 0 && (
        <Alert color="yellow" variant="light" title={T.warningsTitle}>
          {chart.warningsIt.map((w) => <Text key={w} size="sm">{w}</Text>)}
        </Alert>
      )}
      <Group justify="flex-end" data-print="hide">
        <Button size="compact-sm" variant="default" onClick={() => startPrint('couple')}>{it.couple.synastry.print}</Button>
      </Group>
      <figure style={{ margin: 0 }}>
        <CodesWheel chart={chart} title={kind === 'composite' ? T.compositeWheel : T.davisonWheel} />
      </figure>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <div>
          <Title order={4} size="h5" mb="xs">{T.planets}</Title>
          <PlanetsTable view={view} />
        </div>
        <div>
          <Title order={4} size="h5" mb="xs">{T.houses}</Title>
          <HousesTable view={view} />
        </div>
      </SimpleGrid>
      <Title order={4} size="h5">{T.aspects}</Title>
      <AspectsList view={view} />
      {gridAspects.length > 0 && <AspectGrid aspects={gridAspects} />}
    </Stack>
  );
});
