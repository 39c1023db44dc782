/** Tab Pianeti: Ascendente, Medio Coeli, then every body with sign, position, house and ℞ when retrograde. */
import { Table } from '@mantine/core';
import { BODY_CODES, type PointCode } from '@astrolabio/core';
import { BODY_NAMES_IT } from '@astrolabio/names-it';
import { BodyLabel } from '../../../components/BodyLabel.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { RetrogradeMark } from '../../../components/RetrogradeMark.tsx';
import { SignLabel } from '../../../components/SignLabel.tsx';
import { formatSignPosition } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import type { TemaNatale } from '../api/tema-natale.ts';

interface Row {
  key: PointCode;
  longitude: number;
  sign: string;
  house: number | null;
  retrograde: boolean;
}

function rows(t: TemaNatale): Row[] {
  const angles: Row[] = [
    { key: 'ascendant', longitude: t.ascendente.longitude, sign: t.ascendente.zodiac.sign, house: null, retrograde: false },
    { key: 'midheaven', longitude: t.medioCoeli.longitude, sign: t.medioCoeli.zodiac.sign, house: null, retrograde: false },
  ];
  const bodies = BODY_CODES.flatMap((code): Row[] => {
    const p = t.pianeti[BODY_NAMES_IT[code]];
    return p ? [{ key: code, longitude: p.longitude, sign: p.zodiac.sign, house: p.house, retrograde: p.retrograde }] : [];
  });
  return [...angles, ...bodies];
}

const COLUMNS: DataTableColumn[] = [
  { key: 'planet', title: it.results.planet },
  { key: 'sign', title: it.results.sign },
  { key: 'position', title: it.results.position },
  { key: 'house', title: it.results.house, align: 'center' },
];

export function PlanetsTable({ chart }: { chart: TemaNatale }) {
  return (
    <DataTable label={it.results.tabPlanets} columns={COLUMNS}>
      {rows(chart).map((r) => (
        <Table.Tr key={r.key} data-row={r.key}>
          <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
            <BodyLabel point={r.key} variant="column" />
            {r.retrograde && <RetrogradeMark />}
          </Table.Th>
          <Table.Td style={{ whiteSpace: 'nowrap' }}><SignLabel longitude={r.longitude} name={r.sign} /></Table.Td>
          <Table.Td style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatSignPosition(r.longitude)}</Table.Td>
          <Table.Td ta="center">{r.house ?? it.results.noValue}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
