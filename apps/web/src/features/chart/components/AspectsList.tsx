/**
 * Tab Aspetti: each pair with its aspect, orb in degrees and minutes and whether it is applying or
 * separating — between bodies, then to the Ascendant and the Medio Coeli — or the spec's text
 * when there are none.
 */
import { memo } from 'react';
import { Table, Text } from '@mantine/core';
import { ASPECT_NAMES_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import { formatOrb } from '../../../lib/format.ts';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { it } from '../../../i18n/it.ts';
import type { ChartView } from '../chart-view.ts';

const COLUMNS: DataTableColumn[] = [
  { key: 'pair', title: it.results.pair },
  { key: 'aspect', title: it.results.aspect },
  { key: 'orb', title: it.results.orb, align: 'right' },
  { key: 'motion', title: it.results.motion },
];

export const AspectsList = memo(function AspectsList({ view }: { view: ChartView }) {
  const rows = [...view.aspects, ...view.angleAspects];
  if (rows.length === 0) return <Text c="dimmed" py="sm">{it.results.noAspects}</Text>;
  return (
    <DataTable label={it.results.tabAspects} columns={COLUMNS}>
      {rows.map((a) => (
        <Table.Tr key={`${a.body1}-${a.body2}-${a.aspect}`}>
          <Table.Td>{it.results.pairOf(POINT_NAMES_IT[a.body1], POINT_NAMES_IT[a.body2])}</Table.Td>
          <Table.Td>{ASPECT_NAMES_IT[a.aspect]}</Table.Td>
          <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} title={it.results.orbDecimal(a.orb)}>
            {formatOrb(a.orbDeg)}
          </Table.Td>
          <Table.Td>{a.applying ? it.results.applying : it.results.separating}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
});
