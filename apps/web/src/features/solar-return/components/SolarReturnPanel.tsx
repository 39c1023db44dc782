/**
 * The «Rivoluzione Solare» tab: the year, the zodiac and the place of the return; its instant in UT
 * and in the place's civil time; the natal and the return wheels side by side, or the return's houses
 * over the natal wheel (ReturnWheels); the return read against the natal chart; print on A4 and the
 * calendar of return instants; then a pointer to the «Mirata» tab and the scan by the houses of
 * Ascendant, Medio Coeli and Sun. The single wheel is the chart feature's,
 * handed in by the page; the bi-wheel the couple feature's (through its index.ts).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Group, Loader, NativeSelect, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import type { NatalChartCodes } from '@astrolabio/contract';
import type { ChartBirthData } from '../../../birth-data/chart-birth-data.ts';
import { RETURN_ZODIACS } from '@astrolabio/core';
import { formatUtcInstantMsIt } from '../../../lib/format.ts';
import { startPrint } from '../../../lib/print-mode.ts';
import { it } from '../../../i18n/it.ts';
import type { NatalRequest, ReturnPlace } from '../api/natal-request.ts';
import { downloadReturnCalendar } from '../api/return-calendar.ts';
import { useSolarReturn, type ReturnZodiac, type SolarReturn } from '../api/rivoluzione-solare.ts';
import { returnYears } from '../../../lib/return-years.ts';
import { openingReturnChoice, solarReturnRequestOf, type ReturnChoice } from '../return-choice.ts';
import { formatCivilIt } from '../../../lib/civil-time.ts';
import { LunarReturns } from './LunarReturns.tsx';
import { MirataSection } from './MirataSection.tsx';
import { ReturnPlacePicker } from './ReturnPlacePicker.tsx';
import { ReturnErrorAlert } from './ReturnErrorAlert.tsx';
import { ReturnPrintHeader } from './ReturnPrintHeader.tsx';
import { ReturnTables } from './ReturnTables.tsx';
import { ReturnWheels } from './ReturnWheels.tsx';
import '../solar-return.css';

const T = it.solarReturn;
/** Years in the calendar download: the one shown and the nine after it. */
const CALENDAR_YEARS = 10;

export type { ReturnChoice };

export interface SolarReturnPanelProps {
  natal: NatalRequest;
  /** The natal chart in codes (the chart feature decoded it), for its wheel beside the return's. */
  natalChart: NatalChartCodes;
  /** The birth data as the chart's header shows them (the printout's head says them too). */
  birth: ChartBirthData;
  birthYear: number;
  /** Draws a chart's wheel (the chart feature's ChartWheel); `title` names it for screen readers (the natal chart's name without one). */
  renderWheel: (chart: NatalChartCodes, title?: string) => ReactNode;
  /** The choice to open on (a shared link's); a year the birth does not allow falls back to the default. */
  initialChoice?: ReturnChoice | null;
  /** Told of the choice on screen, at first and on each change (for the address bar and «Condividi»). */
  onChoiceChange?: (choice: ReturnChoice) => void;
  /** Shows the «Mirata» tab, where the school's Mirata (rules, verdicts, map, plan) lives. */
  onOpenMirata: () => void;
}

export function SolarReturnPanel({ natal, natalChart, birth, birthYear, renderWheel, initialChoice, onChoiceChange, onOpenMirata }: SolarReturnPanelProps) {
  const [opening] = useState(() => openingReturnChoice(initialChoice, birthYear, new Date().getFullYear()));
  const [year, setYear] = useState(opening.year);
  const [zodiaco, setZodiaco] = useState<ReturnZodiac>(opening.zodiaco);
  const [place, setPlace] = useState<ReturnPlace | null>(opening.place);
  useEffect(() => {
    onChoiceChange?.({ year, zodiaco, place });
  }, [year, zodiaco, place, onChoiceChange]);
  const [calendarError, setCalendarError] = useState<string | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const rs = useSolarReturn(solarReturnRequestOf(natal, { year, zodiaco, place }));
  const home: ReturnPlace = { latitude: Number(natal.latitude), longitude: Number(natal.longitude), nome: birth.place || T.birthPlace };
  const open = (p: ReturnPlace) => {
    setPlace(p);
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const calendarToYear = Math.min(year + CALENDAR_YEARS - 1, returnYears(birthYear).at(-1)!);
  const calendar = () => {
    setCalendarError(null);
    downloadReturnCalendar({ natal, fromYear: year, toYear: calendarToYear, zodiaco, ...(place ? { luogo: place } : {}) })
      .catch(() => setCalendarError(T.calendarFailed));
  };
  return (
    <Stack gap="md" ref={top} className="rs-print-root">
      <Group align="flex-end" gap="sm" wrap="wrap" data-print="hide">
        <NativeSelect label={T.year} value={String(year)} onChange={(e) => setYear(Number(e.currentTarget.value))} data={returnYears(birthYear).map(String)} w={110} />
        <Stack gap={4}>
          <Text size="sm" fw={500}>{T.zodiac}</Text>
          <SegmentedControl size="xs" value={zodiaco} onChange={(z) => setZodiaco(z as ReturnZodiac)} data={RETURN_ZODIACS.map((z) => ({ value: z, label: T.zodiacNames[z] }))} />
        </Stack>
      </Group>
      <div data-print="hide"><ReturnPlacePicker key={place?.nome ?? ''} place={place} onChange={setPlace} /></div>
      {rs.data && <ReturnPrintHeader birth={birth} zodiaco={zodiaco} />}
      {rs.isPending && <Group justify="center" py="md"><Loader size="sm" aria-label={T.loading} /></Group>}
      {rs.isError && <ReturnErrorAlert error={rs.error} />}
      {rs.data && <ReturnResult rs={rs.data} natalChart={natalChart} placeName={place?.nome ?? home.nome} renderWheel={renderWheel} />}
      {rs.data && (
        <Group gap="xs" data-print="hide">
          <Button variant="default" onClick={() => startPrint('solarReturn')}>{T.print}</Button>
          <Button variant="default" onClick={calendar}>{T.calendar(year, calendarToYear)}</Button>
          {calendarError && <Text size="sm" c="red" role="alert">{calendarError}</Text>}
        </Group>
      )}
      {rs.data && <LunarReturns key={`${rs.data.instantMs}|${place?.nome ?? ''}`} natal={natal} place={place} solarReturnMs={rs.data.instantMs} renderWheel={renderWheel} />}
      <Text size="xs" c="dimmed">{T.noPrediction}</Text>
      <Card withBorder p="sm" data-print="hide">
        <Group justify="space-between" align="center" gap="xs" mb="sm" wrap="wrap">
          <Text size="sm" style={{ flex: '1 1 280px' }}>{T.mirataPointer}</Text>
          <Button variant="light" onClick={onOpenMirata}>{T.mirataOpen}</Button>
        </Group>
        <MirataSection natal={natal} year={year} zodiaco={zodiaco} home={home} onOpen={open} />
      </Card>
    </Stack>
  );
}

function ReturnResult({ rs, natalChart, placeName, renderWheel }: { rs: SolarReturn; natalChart: NatalChartCodes; placeName: string; renderWheel: SolarReturnPanelProps['renderWheel'] }) {
  return (
    <Stack gap="sm" data-testid="solar-return-result">
      <Title order={3} size="h4">{T.title(rs.year)}</Title>
      <Text size="sm">{T.placeText(rs.place.name ?? placeName)}</Text>
      <Table withTableBorder aria-label={T.instantTitle} w="auto">
        <Table.Tbody>
          <Table.Tr><Table.Th>{T.instantUt}</Table.Th><Table.Td>{formatUtcInstantMsIt(rs.instantMs)}</Table.Td></Table.Tr>
          <Table.Tr>
            <Table.Th>{T.instantLocal}</Table.Th>
            <Table.Td>{formatCivilIt(rs.localTime.civil)} ({T.zoneText(rs.localTime.utcOffset, rs.localTime.zone, rs.localTime.dst)})</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {rs.chart.warningsIt.length > 0 && (
        <Alert color="yellow" variant="light" title={T.warningsTitle}>
          {rs.chart.warningsIt.map((w) => <Text key={w} size="sm">{w}</Text>)}
        </Alert>
      )}
      <ReturnWheels rs={rs} natalChart={natalChart} renderWheel={renderWheel} />
      <ReturnTables rs={rs} kind="solar" />
    </Stack>
  );
}
