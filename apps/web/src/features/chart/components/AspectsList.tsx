/** Tab Aspetti: each pair with its aspects and orbs, or the spec's text when there are none. */
import { Table, Text } from '@mantine/core';
import { formatOrb } from '../../../lib/format.ts';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { it } from '../../../i18n/it.ts';
import type { TemaNatale } from '../api/tema-natale.ts';

const COLUMNS: DataTableColumn[] = [
  { key: 'pair', title: it.results.pair },
  { key: 'aspect', title: it.results.aspect },
  { key: 'orb', title: it.results.orb, align: 'right' },
];

export function AspectsList({ chart }: { chart: TemaNatale }) {
  const rows = chart.aspetti.flatMap((pair) => pair.aspects.map((a) => ({ pair, a })));
  if (rows.length === 0) return <Text c="dimmed" py="sm">{it.results.noAspects}</Text>;
  return (
    <DataTable label={it.results.tabAspects} columns={COLUMNS}>
      {rows.map(({ pair, a }) => (
        <Table.Tr key={`${pair.planet1}-${pair.planet2}-${a.type}`}>
          <Table.Td>{it.results.pairOf(pair.planet1, pair.planet2)}</Table.Td>
          <Table.Td>{a.type}</Table.Td>
          <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatOrb(a.orb)}
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
