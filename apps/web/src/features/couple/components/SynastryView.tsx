/**
 * The Sinastria view: the bi-wheel (the first person inside, or the second with one click), the
 * synastry's orbs, the inter-aspect grid first × second, the inter-aspects' table, the house overlays
 * both ways; its print (A4, couple.css) and its .csv, written in the browser.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { CoupleChartsCodes } from '@astrolabio/contract';
import { ASPECT_NAMES_IT } from '@astrolabio/names-it';
import { LabelledSegments } from '../../../components/LabelledSegments.tsx';
import { downloadBlob } from '../../../lib/download.ts';
import { formatDegreesIt, formatSignDegreesMinutes } from '../../../lib/format.ts';
import { startPrint } from '../../../lib/print-mode.ts';
import { it } from '../../../i18n/it.ts';
import { biWheelCharts, overlayRows, type Inside } from '../model/synastry-view.ts';
import { synastryCsv, synastryCsvFileName } from '../model/synastry-csv.ts';
import { BiWheel } from './BiWheel.tsx';
import { InterAspectGrid } from './InterAspectGrid.tsx';
import { HouseOverlays, SynastryAspectsTable } from './SynastryTables.tsx';

const T = it.couple.synastry;

export interface SynastryViewProps {
  couple: CoupleChartsCodes;
  names: { first: string; second: string };
  /** The two birth dates (YYYY-MM-DD), for the file's name. */
  birthDates: { first: string; second: string };
  inside: Inside;
  onInsideChange: (inside: Inside) => void;
}

export function SynastryView({ couple, names, birthDates, inside, onInsideChange }: SynastryViewProps) {
  const wheel = useMemo(() => biWheelCharts(couple, inside, formatSignDegreesMinutes), [couple, inside]);
  const overlays = useMemo(() => ({
    secondInFirst: overlayRows(couple.second, couple.synastry.secondInFirstHouses),
    firstInSecond: overlayRows(couple.first, couple.synastry.firstInSecondHouses),
  }), [couple]);
  const [failed, setFailed] = useState(false);
  const s = couple.synastry;
  const orbs = s.aspectCodes.map((a) => T.orbValue(ASPECT_NAMES_IT[a], formatDegreesIt(s.orbs[a]!.orbDeg), formatDegreesIt(s.orbs[a]!.luminaryOrbDeg))).join('; ');
  const [innerName, outerName] = inside === 'first' ? [names.first, names.second] : [names.second, names.first];
  const downloadCsv = () => {
    setFailed(false);
    try {
      downloadBlob(synastryCsvFileName(birthDates.first, birthDates.second), new Blob([synastryCsv(couple, names)], { type: 'text/csv;charset=utf-8' }));
    } catch {
      setFailed(true);
    }
  };
  return (
    <Stack gap="sm" data-testid="synastry">
      <Title order={3} size="h4">{T.title(names.first, names.second)}</Title>
      <Group justify="space-between" align="flex-end" gap="xs" data-print="hide">
        <LabelledSegments
          label={T.inside}
          value={inside}
          onChange={onInsideChange}
          data={[{ value: 'first', label: T.insideOf(names.first) }, { value: 'second', label: T.insideOf(names.second) }]}
        />
        <Group gap="xs">
          <Button size="compact-sm" variant="default" onClick={() => onInsideChange(inside === 'first' ? 'second' : 'first')}>{T.swap}</Button>
          <Button size="compact-sm" variant="default" onClick={downloadCsv}>{T.csv}</Button>
          <Button size="compact-sm" variant="default" onClick={() => startPrint('couple')}>{T.print}</Button>
        </Group>
      </Group>
      {failed && <Alert color="red" variant="light" role="alert">{T.downloadFailed}</Alert>}
      <figure style={{ margin: 0 }}>
        <BiWheel inner={wheel.inner} outer={wheel.outer} aspects={wheel.aspects} innerName={innerName} outerName={outerName} />
      </figure>
      <Text size="xs" c="dimmed">{T.orbsNote(orbs)}</Text>
      <InterAspectGrid aspects={s.aspects} firstName={names.first} secondName={names.second} />
      <SynastryAspectsTable aspects={s.aspects} firstName={names.first} secondName={names.second} />
      <HouseOverlays secondInFirst={overlays.secondInFirst} firstInSecond={overlays.firstInSecond} firstName={names.first} secondName={names.second} />
    </Stack>
  );
}
