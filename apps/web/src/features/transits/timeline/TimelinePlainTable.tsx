/**
 * The timeline as a plain table, for screen readers and for reading: one planet at a time (a year
 * of Luna is hundreds of periods), a row per period with its dates, natal points, closest orb and
 * exact hits to the minute, and the planet's house ingresses. Built only when opened.
 */
import { useState } from 'react';
import { Accordion, List, NativeSelect, Table, Text } from '@mantine/core';
import type { TransitBodyCode } from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import { DataTable } from '../../../components/DataTable.tsx';
import { formatLongDateIt, formatOrbOneDecimal } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import type { TransitData } from '../api/transiti.ts';
import { ingressText, localInstantText } from '../model/labels.ts';
import { periodKey, rowPeriods } from '../model/row-drawing.ts';
import type { PlanetGroup } from '../model/rows.ts';

const t = it.transits;

function PlanetPeriods({ group, data, dates }: { group: PlanetGroup; data: TransitData; dates: readonly string[] }) {
  const houses = data.houses.find((h) => h.transitBody === group.body);
  const rows = group.rows.flatMap((row) => rowPeriods(row, dates, 'timeline').map((view) => ({ row, view })));
  const columns = [t.aspectColumn, t.plainFrom, t.plainTo, t.plainPoints, t.plainPeak, t.plainExact].map((title) => ({ key: title, title }));
  return (
    <>
      {rows.length === 0 ? (
        <Text size="sm">{t.plainNone}</Text>
      ) : (
        <DataTable label={t.plainTableCaption(BODY_NAMES_IT[group.body])} columns={columns} minWidth={720}>
          {rows.map(({ row, view }) => (
            <Table.Tr key={`${row.aspect}-${periodKey(view)}`}>
              <Table.Th scope="row">{ASPECT_NAMES_IT[row.aspect]}</Table.Th>
              <Table.Td>{formatLongDateIt(view.period.startDate)}</Table.Td>
              <Table.Td>{formatLongDateIt(view.period.endDate)}</Table.Td>
              <Table.Td>{view.natalPoints.map((p) => POINT_NAMES_IT[p]).join(', ')}</Table.Td>
              <Table.Td>{formatOrbOneDecimal(view.period.peakOrb)}</Table.Td>
              <Table.Td>{view.exactHits.map((h) => (view.natalPoints.length > 1 ? it.transits.exactTo(POINT_NAMES_IT[h.natalPoint], localInstantText(h.timeMs)) : localInstantText(h.timeMs))).join('; ') || it.results.noValue}</Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
      {houses && houses.ingresses.length > 0 && (
        <>
          <Text size="sm" fw={600} mt="xs">{t.plainHouses}</Text>
          <List size="sm">{houses.ingresses.map((i) => <List.Item key={i.timeMs}>{ingressText(i)}</List.Item>)}</List>
        </>
      )}
    </>
  );
}

export function TimelinePlainTable({ groups, data, dates }: { groups: readonly PlanetGroup[]; data: TransitData; dates: readonly string[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const [body, setBody] = useState<TransitBodyCode | null>(null);
  const group = groups.find((g) => g.body === body) ?? groups[0];
  if (!group) return null;
  return (
    <Accordion value={open} onChange={setOpen} variant="contained">
      <Accordion.Item value="plain">
        <Accordion.Control>{t.plainTable}</Accordion.Control>
        <Accordion.Panel>
          {open === 'plain' && (
            <>
              <NativeSelect
                label={t.plainTablePlanet}
                value={group.body}
                onChange={(e) => setBody(e.currentTarget.value as TransitBodyCode)}
                data={groups.map((g) => ({ value: g.body, label: BODY_NAMES_IT[g.body] }))}
                mb="xs"
                maw={240}
              />
              <PlanetPeriods group={group} data={data} dates={dates} />
            </>
          )}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
