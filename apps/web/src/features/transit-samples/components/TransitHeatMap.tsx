/**
 * The mock page's heat-map grid with its legend (spec section 2): a table of transiting planets
 * (rows) by aspects (columns), each cell coloured by its number of transits and showing it, a dot
 * where one is exact. A plain table, so that it reads by keyboard and screen reader (decision 0051).
 */
import { useId } from 'react';
import { Box, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { TIMELINE_EXACT_ORB_DEG, type AspectCode } from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT } from '@astrolabio/names-it';
import { BodyLabel } from '../../../components/BodyLabel.tsx';
import { ASPECT_COLORS, ASPECT_GLYPHS } from '../../../lib/glyphs.ts';
import { it } from '../../../i18n/it.ts';
import { heatLegend, heatLevel, type HeatCell, type HeatRow } from '../heat-grid.ts';
import { SidewaysScroll } from '../../../components/SidewaysScroll.tsx';

/** Background and text colour of each level, light to dark; the darker two carry white text. */
const LEVEL_STYLES: readonly { background: string; color: string }[] = [
  { background: 'var(--mantine-color-gray-0)', color: 'var(--mantine-color-dimmed)' },
  { background: 'var(--mantine-color-violet-1)', color: 'var(--mantine-color-black)' },
  { background: 'var(--mantine-color-violet-3)', color: 'var(--mantine-color-black)' },
  { background: 'var(--mantine-color-violet-6)', color: 'var(--mantine-color-white)' },
  { background: 'var(--mantine-color-violet-9)', color: 'var(--mantine-color-white)' },
];

const CELL = { minWidth: 44, height: 34, textAlign: 'center' as const, border: '1px solid var(--mantine-color-white)', fontVariantNumeric: 'tabular-nums' };

function AspectHeader({ aspect }: { aspect: AspectCode }) {
  const name = ASPECT_NAMES_IT[aspect];
  return (
    <Table.Th scope="col" style={{ ...CELL, fontWeight: 600 }} title={name}>
      <span aria-hidden="true" style={{ color: ASPECT_COLORS[aspect], fontSize: 16 }}>{ASPECT_GLYPHS[aspect]}</span>
      <Text span size="xs" visibleFrom="sm" ml={4}>{name}</Text>
      <Box hiddenFrom="sm" component="span"><VisuallyHidden>{name}</VisuallyHidden></Box>
    </Table.Th>
  );
}

function Cell({ cell }: { cell: HeatCell }) {
  const level = heatLevel(cell.count);
  const text = it.samples.heatCell(BODY_NAMES_IT[cell.planet], ASPECT_NAMES_IT[cell.aspect], cell.count, cell.exactCount);
  return (
    <Table.Td style={{ ...CELL, ...LEVEL_STYLES[level] }} title={text} data-level={level} data-count={cell.count}>
      <span aria-hidden="true">
        {cell.count}
        {cell.exactCount > 0 && <sup>●</sup>}
      </span>
      <VisuallyHidden>{text}</VisuallyHidden>
    </Table.Td>
  );
}

function Legend() {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>{it.samples.legendTitle}</Text>
      <Group gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {heatLegend().map((e) => (
          <Group key={e.level} gap={4} component="li" wrap="nowrap">
            <Box aria-hidden="true" w={16} h={16} style={{ ...LEVEL_STYLES[e.level], border: '1px solid var(--mantine-color-gray-4)' }} />
            <Text size="xs">{it.samples.legendEntry(e.min, e.max)}</Text>
          </Group>
        ))}
      </Group>
      <Text size="xs" c="dimmed">{it.samples.legendExact(TIMELINE_EXACT_ORB_DEG)}</Text>
    </Stack>
  );
}

export function TransitHeatMap({ rows, aspects }: { rows: readonly HeatRow[]; aspects: readonly AspectCode[] }) {
  const heatMapTitleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={heatMapTitleId}>
      <Title order={2} size="h4" id={heatMapTitleId}>{it.samples.heatMapTitle}</Title>
      <Text size="sm" c="dimmed">{it.samples.heatMapNote}</Text>
      <SidewaysScroll label={it.samples.heatMapTitle} minWidth={aspects.length * 46 + 110}>
        <Table aria-label={it.samples.heatMapTitle} withRowBorders={false} horizontalSpacing={4} verticalSpacing={0} fz="sm" w="auto" style={{ borderCollapse: 'collapse' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{it.samples.heatMapCorner}</Table.Th>
              {aspects.map((a) => <AspectHeader key={a} aspect={a} />)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.planet} data-row={row.planet}>
                <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}><BodyLabel point={row.planet} variant="column" /></Table.Th>
                {row.cells.map((cell) => <Cell key={cell.aspect} cell={cell} />)}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </SidewaysScroll>
      <Legend />
    </Stack>
  );
}
