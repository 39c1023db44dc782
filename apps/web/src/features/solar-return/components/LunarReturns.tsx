/**
 * The lunar returns of the solar return's year, at the same place: each instant (UT and the place's
 * civil time), the return Ascendant and Medio Coeli with their natal houses; «Apri» shows that
 * return's wheel and its tables against the natal chart.
 */
import { useState, type ReactNode } from 'react';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { NatalChartCodes } from '@astrolabio/contract';
import { formatUtcInstantMsIt, formatZodiacIt } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import type { NatalRequest, ReturnPlace } from '../api/natal-request.ts';
import { useLunarReturns, type LunarReturn } from '../api/rivoluzioni-lunari.ts';
import { formatCivilIt } from '../../../lib/civil-time.ts';
import { lunarPeriodAfter } from '../lunar-period.ts';
import { ReturnOrbsNote } from './ReturnOrbsNote.tsx';
import { ReturnTables } from './ReturnTables.tsx';
import { ReturnErrorAlert } from './ReturnErrorAlert.tsx';
import { SidewaysScroll } from '../../../components/SidewaysScroll.tsx';

const T = it.solarReturn.lunar;

export function LunarReturns({ natal, place, solarReturnMs, renderWheel }: {
  natal: NatalRequest;
  place: ReturnPlace | null;
  /** The solar return's instant, epoch ms UT: the year of lunar returns starts on its day. */
  solarReturnMs: number;
  renderWheel: (chart: NatalChartCodes, title?: string) => ReactNode;
}) {
  const lunar = useLunarReturns();
  const [opened, setOpened] = useState<LunarReturn | null>(null);
  const period = lunarPeriodAfter(solarReturnMs);
  return (
    <Stack gap="xs" data-print="hide">
      <Title order={3} size="h4">{T.title}</Title>
      <Group>
        <Button variant="default" loading={lunar.isPending} onClick={() => { setOpened(null); lunar.mutate({ natal, ...period, ...(place ? { luogo: place } : {}) }); }}>
          {T.compute}
        </Button>
      </Group>
      {lunar.isError && <ReturnErrorAlert error={lunar.error} />}
      {lunar.data && (
        <SidewaysScroll label={T.title} minWidth={640}>
          <Table striped withTableBorder aria-label={T.title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{it.solarReturn.instantUt}</Table.Th><Table.Th>{it.solarReturn.instantLocal}</Table.Th>
                <Table.Th>{it.solarReturn.mirata.colAscendant}</Table.Th><Table.Th>{it.solarReturn.mirata.colMidheaven}</Table.Th><Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lunar.data.returns.map((r) => (
                <Table.Tr key={r.instantMs}>
                  <Table.Td>{formatUtcInstantMsIt(r.instantMs)}</Table.Td>
                  <Table.Td>{formatCivilIt(r.localTime.civil)} ({it.solarReturn.zoneText(r.localTime.utcOffset, r.localTime.zone, r.localTime.dst)})</Table.Td>
                  <Table.Td>{it.solarReturn.mirata.inNatalHouse(formatZodiacIt(r.chart.ascendant), r.natalHouseOfAngle.ascendant)}</Table.Td>
                  <Table.Td>{it.solarReturn.mirata.inNatalHouse(formatZodiacIt(r.chart.midheaven), r.natalHouseOfAngle.midheaven)}</Table.Td>
                  <Table.Td><Button size="compact-xs" variant="light" aria-label={T.openLabel(formatUtcInstantMsIt(r.instantMs))} onClick={() => setOpened(r)}>{it.solarReturn.mirata.open}</Button></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SidewaysScroll>
      )}
      {opened && (
        <Stack gap="xs" data-testid="lunar-return-opened">
          <Text size="sm" fw={500}>{T.openedTitle(formatUtcInstantMsIt(opened.instantMs))}</Text>
          <div style={{ maxWidth: 440 }}>{renderWheel(opened.chart, T.wheelTitle(formatUtcInstantMsIt(opened.instantMs)))}</div>
          <ReturnTables rs={opened} kind="lunar" />
          {lunar.data && <ReturnOrbsNote orbs={lunar.data.returnOrbs} />}
        </Stack>
      )}
    </Stack>
  );
}
