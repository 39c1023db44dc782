/**
 * Debug Transiti's list of dates, each with its aspect count or "Errore" (spec section 2). Every
 * date is a button; the arrow keys, Home and End move between them and choose the day.
 */
import { useRef, type KeyboardEvent } from 'react';
import { Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { formatDateIt } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import type { DebugDay } from '../debug-run.ts';

/** What the list says of a day: its aspect count, "Errore", or that it is loading or waiting. */
function statusText(day: DebugDay): string {
  switch (day.status) {
    case 'loaded': return it.debug.aspectCount(day.aspectCount);
    case 'failed': return it.debug.dayError;
    case 'loading': return it.debug.dayLoading;
    case 'waiting': return it.debug.dayWaiting;
  }
}

function DayStatus({ day }: { day: DebugDay }) {
  const text = statusText(day);
  if (day.status === 'loading') {
    return (
      <Group gap={4} wrap="nowrap" component="span">
        <Loader size={12} aria-hidden="true" />
        <Text span size="sm" c="dimmed">{text}</Text>
      </Group>
    );
  }
  const color = day.status === 'failed' ? 'red.8' : day.status === 'waiting' ? 'dimmed' : undefined;
  return <Text span size="sm" fw={day.status === 'waiting' ? undefined : 600} c={color}>{text}</Text>;
}

/** The key that moves the focus, and where to: the index of the day to go to, or null. */
function targetIndex(key: string, from: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown': return Math.min(from + 1, count - 1);
    case 'ArrowUp': return Math.max(from - 1, 0);
    case 'Home': return 0;
    case 'End': return count - 1;
    default: return null;
  }
}

export interface DebugDayListProps {
  days: readonly DebugDay[];
  selectedDate: string | null;
  onSelect: (date: string) => void;
  /** A day chosen by a click or a tap (the arrow keys only select: the focus stays in the list). */
  onPick?: (date: string) => void;
}

export function DebugDayList({ days, selectedDate, onSelect, onPick }: DebugDayListProps) {
  const list = useRef<HTMLUListElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const to = targetIndex(event.key, index, days.length);
    if (to === null) return;
    event.preventDefault();
    list.current?.querySelectorAll('button')[to]?.focus();
    onSelect(days[to]!.date);
  };

  return (
    <ul ref={list} aria-label={it.debug.listLabel} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {days.map((day, index) => {
        const selected = day.date === selectedDate;
        return (
          <li key={day.date}>
            <UnstyledButton
              type="button"
              aria-pressed={selected}
              aria-label={`${formatDateIt(day.date)}: ${statusText(day)}`}
              onClick={() => {
                onSelect(day.date);
                onPick?.(day.date);
              }}
              onKeyDown={(e) => onKeyDown(e, index)}
              data-date={day.date}
              data-status={day.status}
              w="100%"
              px="xs"
              py={6}
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                background: selected ? 'var(--mantine-color-blue-light)' : undefined,
                borderLeft: `3px solid ${selected ? 'var(--mantine-color-blue-filled)' : 'transparent'}`,
              }}
            >
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>{formatDateIt(day.date)}</Text>
                {/* A space between the two, not drawn in the flex row: the visible words read as «01/01/2025 5
                    aspetti», which the button's name contains (WCAG 2.5.3, label in name). */}
                {' '}
                <DayStatus day={day} />
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </ul>
  );
}
