/** Tab Case: the cusp of each house with its sign and position. */
import { Table } from '@mantine/core';
import { zodiacPosition } from '@astrolabio/core';
import { SIGN_GLYPHS } from '../../../lib/glyphs.ts';
import { formatSignPosition } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import type { TemaNatale } from '../api/tema-natale.ts';

export function HousesTable({ chart }: { chart: TemaNatale }) {
  const houses = Array.from({ length: 12 }, (_, i) => ({ n: i + 1, house: chart.case[String(i + 1)] }));
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table striped highlightOnHover verticalSpacing={4} horizontalSpacing={6} fz="sm" aria-label={it.results.tabHouses}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{it.results.house}</Table.Th>
            <Table.Th scope="col">{it.results.sign}</Table.Th>
            <Table.Th scope="col">{it.results.cusp}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {houses.map(({ n, house }) => house && (
            <Table.Tr key={n} data-row={`house-${n}`}>
              <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>{it.results.houseN(n)}</Table.Th>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <span aria-hidden="true" style={{ display: 'inline-block', width: '1.2em' }}>{SIGN_GLYPHS[zodiacPosition(house.cusp).sign]}</span>
                {house.zodiac.sign}
              </Table.Td>
              <Table.Td style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatSignPosition(house.cusp)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
