/**
 * The solar return's wheels (issue 34): the natal and the return wheel side by side, or «RS sul tema
 * natale», the natal wheel with the return's twelve cusps, Ascendant and Medio Coeli over it (the
 * couple's bi-wheel), and the table of the natal house each return cusp falls in (the server's
 * `caseNatali.cuspidi`, core's one reading).
 */
import { useMemo, useState, type ReactNode } from 'react';
import { SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { NatalChartCodes } from '@astrolabio/contract';
import { BiWheel, biWheelChart, type BiWheelChart } from '../../couple/index.ts';
import { formatSignDegreesMinutes, formatZodiacIt } from '../../../lib/format.ts';
import { LabelledSegments } from '../../../components/LabelledSegments.tsx';
import { SidewaysScroll } from '../../../components/SidewaysScroll.tsx';
import { it } from '../../../i18n/it.ts';
import type { SolarReturn } from '../api/rivoluzione-solare.ts';

const T = it.solarReturn;

/** How the return's wheel is shown. */
export type ReturnWheelsView = 'sideBySide' | 'overNatal';

export interface ReturnWheelsProps {
  rs: SolarReturn;
  natalChart: NatalChartCodes;
  /** Draws a chart's wheel (the chart feature's ChartWheel, handed in by the page). */
  renderWheel: (chart: NatalChartCodes, title?: string) => ReactNode;
}

/** The return as the bi-wheel's outer chart: only its angles as points, and its cusps. */
function returnOverNatal(rs: SolarReturn): BiWheelChart {
  const angle = (code: 'ascendant' | 'midheaven', longitude: number) => ({ code, longitude, retrograde: false, label: formatSignDegreesMinutes(longitude) });
  return {
    points: [angle('ascendant', rs.chart.ascendant), angle('midheaven', rs.chart.midheaven)],
    cusps: rs.chart.cusps,
    ascendant: rs.chart.ascendant,
    midheaven: rs.chart.midheaven,
  };
}

export function ReturnWheels({ rs, natalChart, renderWheel }: ReturnWheelsProps) {
  const [view, setView] = useState<ReturnWheelsView>('sideBySide');
  return (
    <Stack gap="sm">
      <LabelledSegments
        label={T.wheelsView}
        value={view}
        onChange={setView}
        data={[{ value: 'sideBySide', label: T.wheelsSideBySide }, { value: 'overNatal', label: T.wheelsOverNatal }]}
        printHidden
      />
      {view === 'sideBySide' ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <figure style={{ margin: 0 }} aria-label={T.natalWheel}>
            <Text size="sm" fw={500} ta="center">{T.natalWheel}</Text>
            {renderWheel(natalChart)}
          </figure>
          <figure style={{ margin: 0 }} aria-label={T.returnWheel(rs.year)}>
            <Text size="sm" fw={500} ta="center">{T.returnWheel(rs.year)}</Text>
            {renderWheel(rs.chart, T.returnWheelTitle(rs.year))}
          </figure>
        </SimpleGrid>
      ) : <ReturnOverNatal rs={rs} natalChart={natalChart} />}
    </Stack>
  );
}

/** The natal wheel with the return's houses over it, and where each return cusp falls among the natal houses. */
export function ReturnOverNatal({ rs, natalChart }: { rs: SolarReturn; natalChart: NatalChartCodes }) {
  const inner = useMemo(() => biWheelChart(natalChart, formatSignDegreesMinutes), [natalChart]);
  const outer = useMemo(() => returnOverNatal(rs), [rs]);
  const title = T.overNatalTitle(rs.year);
  return (
    <Stack gap="sm" data-testid="rs-over-natal">
      <figure style={{ margin: 0 }} aria-label={title}>
        <Text size="sm" fw={500} ta="center">{title}</Text>
        <BiWheel
          inner={inner}
          outer={outer}
          aspects={[]}
          innerName={T.natalWheel}
          outerName={T.overNatalName(rs.year)}
          outerCusps
          title={title}
          description={T.overNatalDescription(rs.year, formatZodiacIt(natalChart.ascendant), formatZodiacIt(natalChart.midheaven), formatZodiacIt(rs.chart.ascendant), formatZodiacIt(rs.chart.midheaven))}
        />
        <Text size="xs" mt={4}>{T.overNatalLegend}</Text>
      </figure>
      <Title order={4}>{T.cuspsInNatalTitle}</Title>
      <SidewaysScroll label={T.cuspsInNatalTitle} minWidth={280}>
        <Table striped withTableBorder horizontalSpacing="xs" aria-label={T.cuspsInNatalTitle} w="auto">
          <Table.Thead>
            <Table.Tr><Table.Th>{T.colReturnCusp}</Table.Th><Table.Th>{T.colPosition}</Table.Th><Table.Th>{T.colNatalHouse}</Table.Th></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rs.chart.cusps.map((cusp, i) => (
              <Table.Tr key={i} data-return-cusp={i + 1}>
                <Table.Td>{it.results.cuspShort(i + 1)}</Table.Td>
                <Table.Td>{formatZodiacIt(cusp)}</Table.Td>
                <Table.Td>{rs.natalHouseOfCusp[i]}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </SidewaysScroll>
    </Stack>
  );
}
