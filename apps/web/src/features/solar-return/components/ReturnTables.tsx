/** The return read against the natal chart, from its codes: its bodies and angles (position, return house, natal house) and its aspects to the natal points. */
import { Table, Text, Title } from '@mantine/core';
import { BODY_CODES } from '@astrolabio/core';
import { ANGLE_NAMES_IT, ASPECT_NAMES_IT, BODY_NAMES_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import { formatOrb, formatZodiacIt } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import type { LunarReturn } from '../api/rivoluzioni-lunari.ts';
import { SidewaysScroll } from '../../../components/SidewaysScroll.tsx';

const T = it.solarReturn;

/** Which return the tables read: it names the return's house column («Casa RS» or «Casa RL»). */
export type ReturnKind = 'solar' | 'lunar';

/** Any return read against the natal chart: a solar return is a lunar return's shape and more. */
export function ReturnTables({ rs, kind }: { rs: LunarReturn; kind: ReturnKind }) {
  return (
    <>
      <Title order={4} mt="sm">{T.anglesTitle}</Title>
      <Table striped withTableBorder aria-label={T.anglesTitle}>
        <Table.Thead>
          <Table.Tr><Table.Th>{T.colAngle}</Table.Th><Table.Th>{T.colPosition}</Table.Th><Table.Th>{T.colNatalHouse}</Table.Th></Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr data-angle="ascendant">
            <Table.Td>{ANGLE_NAMES_IT.ascendant}</Table.Td><Table.Td>{formatZodiacIt(rs.chart.ascendant)}</Table.Td><Table.Td>{rs.natalHouseOfAngle.ascendant}</Table.Td>
          </Table.Tr>
          <Table.Tr data-angle="midheaven">
            <Table.Td>{ANGLE_NAMES_IT.midheaven}</Table.Td><Table.Td>{formatZodiacIt(rs.chart.midheaven)}</Table.Td><Table.Td>{rs.natalHouseOfAngle.midheaven}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Title order={4} mt="sm">{T.bodiesTitle}</Title>
      <Table striped withTableBorder aria-label={T.bodiesTitle}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.colBody}</Table.Th><Table.Th>{T.colPosition}</Table.Th><Table.Th>{T.colReturnHouse[kind]}</Table.Th><Table.Th>{T.colNatalHouse}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {BODY_CODES.map((code) => {
            const body = rs.chart.bodies[code];
            return (
              <Table.Tr key={code}>
                <Table.Td>{BODY_NAMES_IT[code]}</Table.Td>
                <Table.Td>{formatZodiacIt(body.longitude)}{body.retrograde ? ` ${it.results.retrogradeMark}` : ''}</Table.Td>
                <Table.Td>{body.house}</Table.Td>
                <Table.Td>{rs.natalHouseOfBody[code]}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Title order={4} mt="sm">{T.aspectsTitle}</Title>
      {rs.aspectsToNatal.length === 0 ? <Text size="sm" c="dimmed">{T.noAspects}</Text> : (
        // Its own sideways scroll on a narrow phone: the page's card clipped the orb column.
        <SidewaysScroll label={T.aspectsTitle} minWidth={320}>
          <Table striped withTableBorder horizontalSpacing="xs" aria-label={T.aspectsTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.colReturnPoint}</Table.Th><Table.Th>{T.colAspect}</Table.Th><Table.Th>{T.colNatalPoint}</Table.Th><Table.Th>{T.colOrb}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rs.aspectsToNatal.map((a) => (
                <Table.Tr key={`${a.returnPoint}|${a.aspect}|${a.natalPoint}`}>
                  <Table.Td>{POINT_NAMES_IT[a.returnPoint]}</Table.Td><Table.Td>{ASPECT_NAMES_IT[a.aspect]}</Table.Td>
                  <Table.Td>{POINT_NAMES_IT[a.natalPoint]}</Table.Td><Table.Td>{formatOrb(a.orb)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SidewaysScroll>
      )}
    </>
  );
}
