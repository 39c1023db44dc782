/**
 * The list view (the /testing transits page): the period's events in time order (the orb opens, an
 * exact hit, a station, the orb closes), a section per month in the browser's time zone, each
 * opened on demand (a year of every planet is thousands of events). Only draws the model
 * (event-list.ts).
 */
import { useId, useState } from 'react';
import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT, POINT_NAMES_IT, STATION_KIND_NAMES_IT } from '@astrolabio/names-it';
import { ASPECT_COLORS, ASPECT_GLYPHS } from '../../../lib/glyphs.ts';
import { formatLocalInstantIt, formatMonthIt, localTimeZone } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import type { EventMonth, TransitEvent } from './event-list.ts';

const t = it.transits.list;

function kindText(e: TransitEvent): string {
  return e.kind === 'station' ? t.station(STATION_KIND_NAMES_IT[e.stationKind!]) : t.kinds[e.kind];
}

function EventItem({ event }: { event: TransitEvent }) {
  const { record } = event;
  const when = formatLocalInstantIt(event.timeMs);
  return (
    <li className="tt-event" data-kind={event.kind}>
      <span className="tt-event-when">{t.when(when.date, when.time, when.zone)}</span>
      <span className={`tt-event-kind tt-event-${event.kind}`}>{kindText(event)}</span>
      <span>
        {BODY_NAMES_IT[record.transitBody]}{' '}
        <span aria-hidden="true" style={{ color: ASPECT_COLORS[record.aspect] }}>{ASPECT_GLYPHS[record.aspect]}</span>{' '}
        {ASPECT_NAMES_IT[record.aspect]} {it.transits.natalPoint(POINT_NAMES_IT[record.natalPoint])}
      </span>
    </li>
  );
}

function MonthSection({ month, open, onToggle }: { month: EventMonth; open: boolean; onToggle: () => void }) {
  const listId = useId();
  return (
    <section>
      <UnstyledButton onClick={onToggle} aria-expanded={open} aria-controls={listId} className="tt-event-month">
        <span aria-hidden="true">{open ? '▾' : '▸'} </span>
        {t.monthHeading(formatMonthIt(month.key), month.events.length)}
      </UnstyledButton>
      {open && (
        <ul id={listId} className="tt-event-list">
          {month.events.map((e) => <EventItem key={e.key} event={e} />)}
        </ul>
      )}
    </section>
  );
}

export function TransitEventList({ months }: { months: readonly EventMonth[] }) {
  // The first month opens by itself; the rest on demand.
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(months.slice(0, 1).map((m) => m.key)));
  if (months.length === 0) return <Text size="sm" c="dimmed">{t.empty}</Text>;
  const toggle = (key: string) => setOpen((s) => {
    const next = new Set(s);
    if (!next.delete(key)) next.add(key);
    return next;
  });
  const allOpen = months.every((m) => open.has(m.key));
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">{t.note(localTimeZone())}</Text>
        {months.length > 1 && (
          <Button size="compact-xs" variant="subtle" onClick={() => setOpen(allOpen ? new Set() : new Set(months.map((m) => m.key)))}>
            {allOpen ? t.collapseAll : t.expandAll}
          </Button>
        )}
      </Group>
      {months.map((m) => <MonthSection key={m.key} month={m} open={open.has(m.key)} onToggle={() => toggle(m.key)} />)}
    </Stack>
  );
}
