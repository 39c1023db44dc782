/**
 * The head of a computed chart: what it was computed for, as an astrologer checks it against
 * astro.com — name, local date and time with the UTC offset used, place, coordinates in degrees
 * and minutes, time zone, the instant in UT, house system and lunar node.
 */
import { memo } from 'react';
import { Title } from '@mantine/core';
import { ASPECT_NAMES_IT, HOUSE_SYSTEM_NAMES_IT, LILITH_KIND_NAMES_IT, NODE_KIND_NAMES_IT } from '@astrolabio/names-it';
import { formatUtcInstantIt } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import { natalChartOf, type TemaNatale } from '../api/tema-natale.ts';
import type { ChartBirthData } from '../../../birth-data/chart-birth-data.ts';
import { birthDataRows } from '../../../birth-data/birth-rows.ts';
import { LabelledRows } from '../../../components/LabelledRows.tsx';

export type { ChartBirthData } from '../../../birth-data/chart-birth-data.ts';

/** The header's rows, [label, value]: on screen here, and under the downloaded wheel. */
export function chartHeaderRows(chart: TemaNatale, birth?: ChartBirthData): [string, string][] {
  const rows: [string, string][] = birth ? birthDataRows(birth) : [];
  const codes = natalChartOf(chart);
  rows.push(
    [it.results.header.ut, formatUtcInstantIt(chart.meta.ut)],
    [it.results.header.houses, HOUSE_SYSTEM_NAMES_IT[codes.houseSystem]],
    [it.results.header.node, NODE_KIND_NAMES_IT[codes.nodeKind]],
    // Issue 25: the chart says which Lilith, which aspects and orbs it was computed with.
    [it.results.header.lilith, LILITH_KIND_NAMES_IT[codes.lilithKind]],
    [it.results.header.aspects, codes.aspectCodes.map((a) => ASPECT_NAMES_IT[a]).join(', ')],
    [it.results.header.orbs, codes.aspectCodes.map((a) => it.results.header.orbValue(ASPECT_NAMES_IT[a], codes.orbs[a]!.orbDeg, codes.orbs[a]!.luminaryOrbDeg)).join('; ')],
  );
  return rows;
}

/** The chart's title: «Tema natale di Maria Rossi», or without a name. */
export function chartTitle(birth?: ChartBirthData): string {
  return birth?.name.trim() ? it.results.titleFor(birth.name.trim()) : it.results.title;
}

export const ChartHeader = memo(function ChartHeader({ chart, birth }: { chart: TemaNatale; birth?: ChartBirthData }) {
  const rows = chartHeaderRows(chart, birth);
  return (
    <div>
      <Title order={2} id="chart-title" size="h3">{chartTitle(birth)}</Title>
      <LabelledRows rows={rows} />
    </div>
  );
});
