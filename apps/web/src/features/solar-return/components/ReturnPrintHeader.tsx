/**
 * The head of the return's printout: whose return it is (name when given), the birth data as the
 * chart's header shows them, and the zodiac the return was computed in. Shown on paper only: on
 * screen the chart's header above the tabs and the tab's zodiac switch already say all of it.
 */
import { Box, Title } from '@mantine/core';
import { it } from '../../../i18n/it.ts';
import { birthDataRows } from '../../../birth-data/birth-rows.ts';
import { LabelledRows } from '../../../components/LabelledRows.tsx';
import type { ChartBirthData } from '../../../birth-data/chart-birth-data.ts';
import type { ReturnZodiac } from '../api/rivoluzione-solare.ts';

const T = it.solarReturn;

/** The header's rows, [label, value]: the birth data, then the zodiac. */
export function returnPrintHeaderRows(birth: ChartBirthData, zodiaco: ReturnZodiac): [string, string][] {
  return [...birthDataRows(birth), [T.zodiac, T.zodiacNames[zodiaco]]];
}

export function ReturnPrintHeader({ birth, zodiaco }: { birth: ChartBirthData; zodiaco: ReturnZodiac }) {
  return (
    <Box component="section" className="rs-print-header" aria-labelledby="rs-print-header-title" data-testid="rs-print-header">
      <Title order={3} size="h5" id="rs-print-header-title">{T.printHeaderTitle(birth.name.trim())}</Title>
      <LabelledRows rows={returnPrintHeaderRows(birth, zodiaco)} />
    </Box>
  );
}
