/** Tab Pianeti: Ascendente, Medio Coeli, then every body with sign, position, house and ℞ when retrograde. */
import { Box, Table } from '@mantine/core';
import { BODY_CODES } from '@astrolabio/core';
import { ANGLE_NAMES_IT, BODY_NAMES_IT } from '@astrolabio/names-it';
import { BODY_GLYPHS } from '../../../lib/glyphs.ts';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { RetrogradeMark } from '../../../components/RetrogradeMark.tsx';
import { SignLabel } from '../../../components/SignLabel.tsx';
import { formatSignPosition } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import type { TemaNatale } from '../api/tema-natale.ts';

interface Row {
  key: string;
  glyph: string;
  name: string;
  longitude: number;
  sign: string;
  house: number | null;
  retrograde: boolean;
}

function rows(t: TemaNatale): Row[] {
  const angles: Row[] = [
    { key: 'ascendant', glyph: '', name: ANGLE_NAMES_IT.ascendant, longitude: t.ascendente.longitude, sign: t.ascendente.zodiac.sign, house: null, retrograde: false },
    { key: 'midheaven', glyph: '', name: ANGLE_NAMES_IT.midheaven, longitude: t.medioCoeli.longitude, sign: t.medioCoeli.zodiac.sign, house: null, retrograde: false },
  ];
  const bodies = BODY_CODES.flatMap((code): Row[] => {
    const p = t.pianeti[BODY_NAMES_IT[code]];
    return p ? [{ key: code, glyph: BODY_GLYPHS[code], name: BODY_NAMES_IT[code], longitude: p.longitude, sign: p.zodiac.sign, house: p.house, retrograde: p.retrograde }] : [];
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
            <Box component="span" aria-hidden="true" visibleFrom="xs" style={{ display: 'inline-block', width: '1.25em' }}>{r.glyph}</Box>
            {r.name}
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
