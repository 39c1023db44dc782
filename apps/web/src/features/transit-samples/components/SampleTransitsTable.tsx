/** The mock page's results table (spec sections 2 and 3): one row per made-up transit, in date order. */
import { useId } from 'react';
import { Table, Text, Title } from '@mantine/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT } from '@astrolabio/names-it';
import { BodyLabel } from '../../../components/BodyLabel.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { formatDateIt, formatOrb } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import type { SampleTransit } from '../sample-transits.ts';

const COLUMNS: DataTableColumn[] = [
  { key: 'number', title: it.samples.number, align: 'right' },
  { key: 'date', title: it.samples.date },
  { key: 'planet', title: it.samples.planet },
  { key: 'house', title: it.samples.house, align: 'center' },
  { key: 'aspect', title: it.samples.aspect },
  { key: 'target', title: it.samples.target },
  { key: 'orb', title: it.samples.orb, align: 'right' },
  { key: 'exact', title: it.samples.exact, align: 'center' },
];

const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export function SampleTransitsTable({ rows }: { rows: readonly SampleTransit[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>{it.samples.resultsTitle}</Title>
      <Text size="sm" c="dimmed" mb="xs" aria-live="polite">{it.samples.resultsCount(rows.length)}</Text>
      {rows.length > 0 && (
        <DataTable label={it.samples.resultsTitle} columns={COLUMNS} minWidth={640}>
          {rows.map((r, i) => (
            <Table.Tr key={r.id} data-id={r.id}>
              <Table.Td ta="right" style={NUMERIC}>{i + 1}</Table.Td>
              <Table.Td style={NUMERIC}>{formatDateIt(r.date)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }} title={BODY_NAMES_IT[r.planet]}><BodyLabel point={r.planet} /></Table.Td>
              <Table.Td ta="center">{r.house}</Table.Td>
              <Table.Td>{ASPECT_NAMES_IT[r.aspect]}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}><BodyLabel point={r.targetPlanet} /></Table.Td>
              <Table.Td ta="right" style={NUMERIC}>{formatOrb(r.orb)}</Table.Td>
              <Table.Td ta="center" fw={r.isExact ? 700 : undefined}>{r.isExact ? it.samples.yes : it.samples.no}</Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
