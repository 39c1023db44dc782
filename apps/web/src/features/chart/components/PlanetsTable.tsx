/** Tab Pianeti: Ascendente, Medio Coeli, then every body with sign, position, house and ℞ when retrograde. */
import { memo } from 'react';
import { Table } from '@mantine/core';
import type { PointCode } from '@astrolabio/core';
import { BodyLabel } from '../../../components/BodyLabel.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { RetrogradeMark } from '../../../components/RetrogradeMark.tsx';
import { SignLabel } from '../../../components/SignLabel.tsx';
import { formatSignPosition } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import type { ChartPointView, ChartView } from '../chart-view.ts';

interface Row extends ChartPointView {
  key: PointCode;
  house: number | null;
  retrograde: boolean;
}

function rows(view: ChartView): Row[] {
  return [
    { key: 'ascendant', ...view.ascendant, house: null, retrograde: false },
    { key: 'midheaven', ...view.midheaven, house: null, retrograde: false },
    ...view.bodies.map((b) => ({ key: b.code, longitude: b.longitude, sign: b.sign, house: b.house, retrograde: b.retrograde })),
  ];
}

const COLUMNS: DataTableColumn[] = [
  { key: 'planet', title: it.results.planet },
  { key: 'sign', title: it.results.sign },
  { key: 'position', title: it.results.position },
  { key: 'house', title: it.results.house, align: 'center' },
];

export const PlanetsTable = memo(function PlanetsTable({ view }: { view: ChartView }) {
  return (
    <DataTable label={it.results.tabPlanets} columns={COLUMNS}>
      {rows(view).map((r) => (
        <Table.Tr key={r.key} data-row={r.key}>
          <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
            <BodyLabel point={r.key} variant="column" />
            {r.retrograde && <RetrogradeMark />}
          </Table.Th>
          <Table.Td style={{ whiteSpace: 'nowrap' }}><SignLabel sign={r.sign} /></Table.Td>
          <Table.Td style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatSignPosition(r.longitude)}</Table.Td>
          <Table.Td ta="center">{r.house ?? it.results.noValue}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
});
