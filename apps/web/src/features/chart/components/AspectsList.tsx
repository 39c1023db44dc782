/** Tab Aspetti: each pair with its aspects and orbs, or the spec's text when there are none. */
import { Table, Text } from '@mantine/core';
import { formatOrb } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import type { TemaNatale } from '../api/tema-natale.ts';

export function AspectsList({ chart }: { chart: TemaNatale }) {
  const rows = chart.aspetti.flatMap((pair) => pair.aspects.map((a) => ({ pair, a })));
  if (rows.length === 0) return <Text c="dimmed" py="sm">{it.results.noAspects}</Text>;
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table striped highlightOnHover verticalSpacing={4} horizontalSpacing={6} fz="sm" aria-label={it.results.tabAspects}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{it.results.pair}</Table.Th>
            <Table.Th scope="col">{it.results.aspect}</Table.Th>
            <Table.Th scope="col" ta="right">{it.results.orb}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ pair, a }) => (
            <Table.Tr key={`${pair.planet1}-${pair.planet2}-${a.type}`}>
              <Table.Td>{`${pair.planet1} – ${pair.planet2}`}</Table.Td>
              <Table.Td>{a.type}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {typeof a.orb === 'number' ? formatOrb(a.orb) : a.orb}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
