/**
 * The lunar returns of the solar return's year, at the same place: each instant (UT and the place's
 * civil time), the return Ascendant and Medio Coeli with their natal houses; «Apri» shows that
 * return's wheel and its tables against the natal chart.
 */
import { useState, type ReactNode } from 'react';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { TemaNataleResponse } from '@astrolabio/contract';
import { formatUtcInstantIt, formatZodiacIt } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import type { NatalRequest, ReturnPlace } from '../api/natal-request.ts';
import { useLunarReturns, type LunarReturn } from '../api/rivoluzioni-lunari.ts';
import { formatCivilIt } from '../civil-time.ts';
import { lunarPeriodAfter } from '../lunar-period.ts';
import { ReturnTables } from './ReturnTables.tsx';
import { ReturnErrorAlert } from './ReturnErrorAlert.tsx';
import { SidewaysScroll } from '../../../components/SidewaysScroll.tsx';

const T = it.solarReturn.lunar;

export function LunarReturns({ natal, place, solarReturnUt, renderWheel }: {
  natal: NatalRequest;
  place: ReturnPlace | null;
  solarReturnUt: string;
  renderWheel: (chart: TemaNataleResponse, title?: string) => ReactNode;
}) {
  const lunar = useLunarReturns();
  const [opened, setOpened] = useState<LunarReturn | null>(null);
  const period = lunarPeriodAfter(solarReturnUt);
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
              {lunar.data.ritorni.map((r) => (
                <Table.Tr key={r.istante.ut}>
                  <Table.Td>{formatUtcInstantIt(r.istante.ut)}</Table.Td>
                  <Table.Td>{formatCivilIt(r.istante.locale)} ({it.solarReturn.zoneText(r.istante.utcOffset, r.istante.zona, r.istante.dst)})</Table.Td>
                  <Table.Td>{it.solarReturn.mirata.inNatalHouse(formatZodiacIt(r.tema.ascendente.longitude), r.caseNatali.ascendente)}</Table.Td>
                  <Table.Td>{it.solarReturn.mirata.inNatalHouse(formatZodiacIt(r.tema.medioCoeli.longitude), r.caseNatali.medioCoeli)}</Table.Td>
                  <Table.Td><Button size="compact-xs" variant="light" aria-label={T.openLabel(formatUtcInstantIt(r.istante.ut))} onClick={() => setOpened(r)}>{it.solarReturn.mirata.open}</Button></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SidewaysScroll>
      )}
      {opened && (
        <Stack gap="xs" data-testid="lunar-return-opened">
          <Text size="sm" fw={500}>{T.openedTitle(formatUtcInstantIt(opened.istante.ut))}</Text>
          <div style={{ maxWidth: 440 }}>{renderWheel(opened.tema, T.wheelTitle(formatUtcInstantIt(opened.istante.ut)))}</div>
          <ReturnTables rs={opened} />
        </Stack>
      )}
    </Stack>
  );
}
