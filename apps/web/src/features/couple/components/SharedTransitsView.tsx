/**
 * «Transiti di coppia»: the stretches of the period in which one transiting planet aspects a point of
 * each person at once, one row each — the planet, its aspect to each (with its exact days), when both
 * hold, and a bar of where in the period each transit and their overlap lie. It only draws.
 */
import { memo, useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { CoupleTransit, TransitRecord } from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import { BodyLabel } from '../../../components/BodyLabel.tsx';
import { PresetCheckGroup } from '../../../components/PresetCheckGroup.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateIt, formatLocalInstantIt } from '../../../lib/format.ts';
import { listIt } from '../../../i18n/it/shared.ts';
import { it } from '../../../i18n/it.ts';
import { sharedTransitRows, type PeriodShare } from '../model/shared-transits-view.ts';

const T = it.couple.shared;

export interface SharedTransitsViewProps {
  transits: readonly CoupleTransit[] | undefined;
  pending: boolean;
  error: unknown;
  onRetry: () => void;
  startDate: string;
  endDate: string;
  /** The transiting bodies asked for (the answer's default: Marte to Plutone). */
  bodies: readonly CoupleTransit['transitBody'][];
  names: { first: string; second: string };
}

const day = (ms: number) => formatLocalInstantIt(ms).date;

/** One person's side: the aspect to the point, and its exact days in the period. */
function Side({ record }: { record: TransitRecord }) {
  return (
    <>
      <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>{T.aspectTo(ASPECT_NAMES_IT[record.aspect], POINT_NAMES_IT[record.natalPoint])}</Text>
      <Text size="xs" c="dimmed">{record.exactMs.length > 0 ? `${T.colExact}: ${listIt(record.exactMs.map(day))}` : T.noExact}</Text>
    </>
  );
}

/** The row's bar: each person's transit as a thin line, the time both hold as a band (decorative: the cells say it). */
function ShareBar({ first, second, both }: { first: PeriodShare; second: PeriodShare; both: PeriodShare }) {
  const w = (s: PeriodShare) => Math.max((s.to - s.from) * 100, 0.5);
  return (
    <svg viewBox="0 0 100 12" preserveAspectRatio="none" width="100%" height={12} aria-hidden="true" style={{ display: 'block', minWidth: 120 }}>
      <rect x={0} y={0} width={100} height={12} fill="#f1f3f5" />
      <rect x={both.from * 100} y={1} width={w(both)} height={10} fill="#7048e8" fillOpacity={0.35} />
      <rect x={first.from * 100} y={2} width={w(first)} height={2} fill="#343a40" />
      <rect x={second.from * 100} y={8} width={w(second)} height={2} fill="#1c3d8c" />
    </svg>
  );
}

export const SharedTransitsView = memo(function SharedTransitsView({ transits, pending, error, onRetry, startDate, endDate, bodies, names }: SharedTransitsViewProps) {
  // Marte's come and go within weeks, hundreds in a year: the planets shown can be narrowed.
  const [shownBodies, setShownBodies] = useState<readonly CoupleTransit['transitBody'][]>(bodies);
  const all = useMemo(() => (transits ? sharedTransitRows(transits, startDate, endDate) : []), [transits, startDate, endDate]);
  const rows = useMemo(() => all.filter((r) => shownBodies.includes(r.transit.transitBody)), [all, shownBodies]);
  return (
    <Stack gap="sm" data-testid="shared-transits">
      <Title order={3} size="h4">{T.title}</Title>
      <Text size="sm">{T.explain(formatDateIt(startDate), formatDateIt(endDate))}</Text>
      <Text size="xs" c="dimmed">{T.bodies(listIt(bodies.map((b) => BODY_NAMES_IT[b])))}</Text>
      {pending ? (
        <Group gap="sm" py="md" role="status" aria-live="polite"><Loader size="sm" /><Text size="sm">{T.loading}</Text></Group>
      ) : error ? (
        <Alert color="red" variant="light" title={it.couple.errorTitle} role="alert">
          <Text size="sm">{errorMessage(error)}</Text>
          <Button mt="xs" size="compact-sm" variant="light" color="red" onClick={onRetry}>{it.couple.retry}</Button>
        </Alert>
      ) : all.length === 0 ? (
        <Text size="sm" c="dimmed">{T.none}</Text>
      ) : (
        <>
          <PresetCheckGroup
            label={T.bodiesFilter}
            options={bodies}
            labelOf={(b) => BODY_NAMES_IT[b]}
            value={shownBodies}
            onChange={setShownBodies}
            presets={{ all: bodies, none: [] }}
            presetLabels={{ all: it.presets.planets.all, none: it.presets.planets.none }}
          />
          <Text size="sm" role="status">{rows.length === all.length ? T.count(all.length) : T.shown(rows.length, all.length)}</Text>
          <DataTable
            label={T.tableTitle}
            minWidth={720}
            stickyFirstColumn
            columns={[
              { key: 'body', title: T.colBody },
              { key: 'first', title: T.colFirst(names.first) },
              { key: 'second', title: T.colSecond(names.second) },
              { key: 'from', title: T.colFrom },
              { key: 'to', title: T.colTo },
              { key: 'bar', title: formatDateIt(startDate) + ' – ' + formatDateIt(endDate) },
            ]}
          >
            {rows.map((r) => (
              <Table.Tr key={r.key} data-row={r.transit.transitBody}>
                <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}><BodyLabel point={r.transit.transitBody} variant="column" /></Table.Th>
                <Table.Td><Side record={r.transit.first} /></Table.Td>
                <Table.Td><Side record={r.transit.second} /></Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {day(r.transit.startMs)}
                  {r.transit.clippedStart && <Text size="xs" c="dimmed">{T.clippedStart}</Text>}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {day(r.transit.endMs)}
                  {r.transit.clippedEnd && <Text size="xs" c="dimmed">{T.clippedEnd}</Text>}
                </Table.Td>
                <Table.Td style={{ minWidth: 140 }}><ShareBar first={r.first} second={r.second} both={r.both} /></Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        </>
      )}
    </Stack>
  );
});
