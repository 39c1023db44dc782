/**
 * Tab Debug Transiti (spec section 2): the button Carica Dati, the progress "day k of N", the list
 * of dates with their aspect counts or "Errore", and the chosen day's detail. It only draws the
 * run that useTransitDebug drives.
 */
import { useRef } from 'react';
import { Button, Grid, Group, Progress, Stack, Text } from '@mantine/core';
import { formatDateIt } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import { DEBUG_MAX_DAYS, debugProgress, selectedDay } from '../debug-run.ts';
import type { TransitDebug as TransitDebugRun } from '../use-transit-debug.ts';
import { DebugDayDetail } from './DebugDayDetail.tsx';
import { DebugDayList } from './DebugDayList.tsx';

function RunStatus({ debug }: { debug: TransitDebugRun }) {
  const { run } = debug;
  const progress = debugProgress(run);
  if (run.phase === 'loading') {
    return (
      <Stack gap={4}>
        <Text size="sm" aria-live="polite">{it.debug.progress(progress.current ?? progress.done, progress.total)}</Text>
        <Progress value={(progress.done / progress.total) * 100} aria-label={it.debug.progressLabel} size="sm" />
      </Stack>
    );
  }
  if (run.phase === 'done') {
    const failed = run.days.filter((d) => d.status === 'failed').length;
    return <Text size="sm" aria-live="polite">{it.debug.finished(progress.total, failed)}</Text>;
  }
  if (run.phase === 'stopped') {
    return <Text size="sm" aria-live="polite">{it.debug.stopped(progress.done, progress.total)}</Text>;
  }
  return null;
}

/**
 * On a phone the detail sits under the list of 30 days: a day tapped brings its detail up, as a wide
 * screen shows it beside the list (where nothing moves).
 */
function showDetailBelow(list: HTMLElement | null, detail: HTMLElement | null): void {
  if (!list || !detail || detail.getBoundingClientRect().top < list.getBoundingClientRect().bottom) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  detail.scrollIntoView?.({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
}

export function TransitDebug({ debug }: { debug: TransitDebugRun }) {
  const { run, dates } = debug;
  const loading = run.phase === 'loading';
  const listBox = useRef<HTMLDivElement>(null);
  const detailBox = useRef<HTMLDivElement>(null);
  return (
    <Stack gap="sm">
      {dates.length > 0 && (
        <Text size="sm" c="dimmed">
          {it.debug.intro(dates.length, formatDateIt(dates[0]!), formatDateIt(dates[dates.length - 1]!), DEBUG_MAX_DAYS)}
        </Text>
      )}
      <Group gap="xs">
        <Button onClick={debug.start} disabled={loading || dates.length === 0}>{it.debug.load}</Button>
        {loading && <Button variant="default" onClick={debug.stop}>{it.debug.stop}</Button>}
      </Group>
      <RunStatus debug={debug} />
      {run.days.length > 0 && (
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <div ref={listBox} style={{ maxHeight: 420, overflowY: 'auto' }}>
              <DebugDayList days={run.days} selectedDate={run.selectedDate} onSelect={debug.select} onPick={() => showDetailBelow(listBox.current, detailBox.current)} />
            </div>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }} style={{ minWidth: 0 }}>
            <div ref={detailBox} style={{ scrollMarginTop: 8 }}>
              <DebugDayDetail day={selectedDay(run)} />
            </div>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
