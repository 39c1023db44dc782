/** Tab Case: the cusp of each house with its sign and position. */
import { memo } from 'react';
import { Table } from '@mantine/core';
import { formatSignPosition } from '../../../lib/format.ts';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { SignLabel } from '../../../components/SignLabel.tsx';
import { it } from '../../../i18n/it.ts';
import type { ChartView } from '../chart-view.ts';

const COLUMNS: DataTableColumn[] = [
  { key: 'house', title: it.results.house },
  { key: 'sign', title: it.results.sign },
  { key: 'cusp', title: it.results.cusp },
];

export const HousesTable = memo(function HousesTable({ view }: { view: ChartView }) {
  return (
    <DataTable label={it.results.tabHouses} columns={COLUMNS}>
      {view.houses.map(({ n, longitude, sign }) => (
        <Table.Tr key={n} data-row={`house-${n}`}>
          <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>{it.results.houseN(n)}</Table.Th>
          <Table.Td style={{ whiteSpace: 'nowrap' }}><SignLabel sign={sign} /></Table.Td>
          <Table.Td style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatSignPosition(longitude)}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
});
