/**
 * Debug Transiti's detail of the chosen day (spec section 2): general information (date, Julian
 * day), the transiting positions, the transit aspects with orb and degrees, and the raw answer;
 * or the day's error.
 */
import { memo } from 'react';
import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import { BODY_CODES } from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT, NODE_KIND_NAMES_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import type { DebugDayCodes } from '@astrolabio/contract';
import { BodyLabel } from '../../../components/BodyLabel.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { RawJson } from '../../../components/RawJson.tsx';
import { RetrogradeMark } from '../../../components/RetrogradeMark.tsx';
import { formatDateIt, formatDecimalIt, formatOrb, formatZodiacIt } from '../../../lib/format.ts';
import { ASPECT_COLORS, ASPECT_GLYPHS } from '../../../lib/glyphs.ts';
import { it } from '../../../i18n/it.ts';
import { aspectCount, type DebugDay } from '../debug-run.ts';

const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function GeneralInfo({ day }: { day: DebugDayCodes }) {
  const rows: [string, string][] = [
    [it.debug.date, formatDateIt(day.date)],
    [it.debug.julianDay, formatDecimalIt(day.jdUt, 6)],
    [it.debug.timeOfDay, it.debug.timeOfDayValue(day.timeOfDayUt)],
    [it.debug.node, NODE_KIND_NAMES_IT[day.nodeKind]],
    [it.debug.aspects, String(aspectCount(day))],
  ];
  return (
    <section aria-label={it.debug.generalInfo}>
      <Title order={4} size="h5" mb={4}>{it.debug.generalInfo}</Title>
      <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={6} fz="sm" w="auto">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={500}>{label}</Table.Th>
              <Table.Td style={NUMERIC}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}

const POSITION_COLUMNS: DataTableColumn[] = [
  { key: 'planet', title: it.debug.planet },
  { key: 'position', title: it.debug.position },
  { key: 'longitude', title: it.debug.longitude, align: 'right' },
  { key: 'speed', title: it.debug.speed, align: 'right' },
  { key: 'house', title: it.debug.natalHouse, align: 'center' },
];

function PositionsTable({ day }: { day: DebugDayCodes }) {
  return (
    <div>
      <Title order={4} size="h5" mb={4}>{it.debug.positionsTitle}</Title>
      <DataTable label={it.debug.positionsTitle} columns={POSITION_COLUMNS} minWidth={520}>
        {BODY_CODES.map((code) => {
          const p = day.bodies[code];
          if (!p) return null;
          return (
            <Table.Tr key={code} data-row={code}>
              <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                <BodyLabel point={code} variant="column" />
                {p.retrograde && <RetrogradeMark />}
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatZodiacIt(p.longitude)}</Table.Td>
              <Table.Td ta="right" style={NUMERIC}>{formatDecimalIt(p.longitude, 4)}</Table.Td>
              <Table.Td ta="right" style={NUMERIC}>{formatDecimalIt(p.speed, 4)}</Table.Td>
              <Table.Td ta="center">{p.house}</Table.Td>
            </Table.Tr>
          );
        })}
      </DataTable>
    </div>
  );
}

const ASPECT_COLUMNS: DataTableColumn[] = [
  { key: 'transit', title: it.debug.transitPlanet },
  { key: 'aspect', title: it.debug.aspect },
  { key: 'natal', title: it.debug.natalPoint },
  { key: 'orb', title: it.debug.orb, align: 'right' },
  { key: 'degrees', title: it.debug.degrees, align: 'right' },
];

function AspectsTable({ day }: { day: DebugDayCodes }) {
  const rows = day.aspects.flatMap((pair) => pair.aspects.map((a) => ({ pair, a })));
  return (
    <div>
      <Title order={4} size="h5" mb={4}>{it.debug.aspectsTitle}</Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">{it.debug.noAspects}</Text>
      ) : (
        <DataTable label={it.debug.aspectsTitle} columns={ASPECT_COLUMNS} minWidth={420}>
          {rows.map(({ pair, a }) => (
            <Table.Tr key={`${pair.transitBody}-${pair.natalPoint}-${a.aspect}`}>
              <Table.Td>{BODY_NAMES_IT[pair.transitBody]}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <span aria-hidden="true" style={{ color: ASPECT_COLORS[a.aspect] }}>{ASPECT_GLYPHS[a.aspect]} </span>
                {ASPECT_NAMES_IT[a.aspect]}
              </Table.Td>
              <Table.Td>{POINT_NAMES_IT[pair.natalPoint]}</Table.Td>
              <Table.Td ta="right" style={NUMERIC}>{formatOrb(a.orb)}</Table.Td>
              <Table.Td ta="right" style={NUMERIC}>{`${a.angle}°`}</Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}

/** Memoised: a settled day never changes, so the days still arriving do not redraw its tables. */
export const DebugDayDetail = memo(function DebugDayDetail({ day }: { day: DebugDay | null }) {
  if (!day) return <Text size="sm" c="dimmed">{it.debug.chooseDay}</Text>;
  const date = formatDateIt(day.date);
  switch (day.status) {
    case 'waiting':
    case 'loading':
      return <Text size="sm" c="dimmed">{it.debug.notLoaded}</Text>;
    case 'failed':
      return (
        <Alert color="red" variant="light" title={it.debug.errorTitle(date)}>
          <Text size="sm">{day.message}</Text>
          {day.detail && <Text size="sm" mt={4}>{day.detail}</Text>}
        </Alert>
      );
    case 'loaded':
      return (
        <Stack gap="sm" component="section" aria-label={it.debug.dayTitle(date)}>
          <Title order={3} size="h4">{it.debug.dayTitle(date)}</Title>
          <GeneralInfo day={day.response.codes} />
          <PositionsTable day={day.response.codes} />
          <AspectsTable day={day.response.codes} />
          <RawJson data={day.response.raw} label={it.debug.rawJson} />
        </Stack>
      );
  }
});
