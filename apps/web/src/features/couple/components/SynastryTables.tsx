/**
 * The Sinastria's tables: every inter-aspect (first's point, aspect, second's point, orb to the
 * arc-minute) and the house overlays both ways (each person's points in the other's houses).
 */
import { memo } from 'react';
import { SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { PointCode, SynastryAspect } from '@astrolabio/core';
import { ASPECT_NAMES_IT } from '@astrolabio/names-it';
import { BodyLabel } from '../../../components/BodyLabel.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { formatOrb, formatZodiacIt } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import { interAspectRows, type OverlayRow } from '../model/synastry-view.ts';

const T = it.couple.synastry;

export const SynastryAspectsTable = memo(function SynastryAspectsTable({ aspects, firstName, secondName }: { aspects: readonly SynastryAspect[]; firstName: string; secondName: string }) {
  if (aspects.length === 0) return <Text c="dimmed" size="sm" py="sm">{T.noAspects}</Text>;
  return (
    <>
      <Title order={4} mt="md" mb="xs">{T.aspectsTitle}</Title>
      <DataTable
        label={T.aspectsTitle}
        moreHint={T.moreToTheRight}
        columns={[
          { key: 'first', title: T.colPointOf(firstName) },
          { key: 'aspect', title: T.colAspect },
          { key: 'second', title: T.colPointOf(secondName) },
          { key: 'orb', title: T.colOrb, align: 'right' },
        ]}
      >
        {interAspectRows(aspects).map((a) => (
          <Table.Tr key={`${a.firstPoint}-${a.secondPoint}-${a.aspect}`} data-row={`${a.firstPoint}-${a.secondPoint}`}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}><BodyLabel point={a.firstPoint} variant="column" /></Table.Td>
            <Table.Td>{ASPECT_NAMES_IT[a.aspect]}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}><BodyLabel point={a.secondPoint} variant="column" /></Table.Td>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatOrb(a.orbDeg)}</Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </>
  );
});

function OverlayTable({ rows, who, whose }: { rows: readonly OverlayRow[]; who: string; whose: string }) {
  const title = T.overlayTitle(who, whose);
  return (
    <div>
      <Title order={4} size="h5" mb="xs">{title}</Title>
      <DataTable
        label={title}
        minWidth={260}
        columns={[
          { key: 'point', title: T.colPoint },
          { key: 'position', title: T.colPosition },
          { key: 'house', title: T.colHouse(whose), align: 'center' },
        ]}
      >
        {rows.map((r) => (
          <Table.Tr key={r.point} data-row={r.point}>
            <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}><BodyLabel point={r.point as PointCode} variant="column" /></Table.Th>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatZodiacIt(r.longitude)}</Table.Td>
            <Table.Td ta="center">{r.house}</Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </div>
  );
}

/** Both overlays side by side on a wide screen, one under the other on a phone. */
export const HouseOverlays = memo(function HouseOverlays({ secondInFirst, firstInSecond, firstName, secondName }: {
  secondInFirst: readonly OverlayRow[];
  firstInSecond: readonly OverlayRow[];
  firstName: string;
  secondName: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mt="md">
      <OverlayTable rows={secondInFirst} who={secondName} whose={firstName} />
      <OverlayTable rows={firstInSecond} who={firstName} whose={secondName} />
    </SimpleGrid>
  );
});
