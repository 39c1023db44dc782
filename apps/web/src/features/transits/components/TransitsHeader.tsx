/**
 * The head of Tabella Transiti: the period (it-IT dates), whose chart it is (the profile's name, or
 * the birth date and place), the transit settings that are not the defaults (issue 25: orbs, cusps),
 * the time zone of the times shown, and the legend of the elements whose colours tint the houses.
 */
import { Group, Text } from '@mantine/core';
import { ELEMENTS } from '@astrolabio/core';
import { ELEMENT_NAMES_IT } from '@astrolabio/names-it';
import { ELEMENT_COLORS } from '../../../lib/glyphs.ts';
import { formatDateIt, localTimeZone } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';

export function ElementLegend() {
  return (
    <Group gap="xs" component="ul" className="tt-legend" aria-label={it.transits.elementsLegend}>
      {ELEMENTS.map((e) => (
        <li key={e}>
          <span className="tt-swatch" style={{ background: ELEMENT_COLORS[e] }} aria-hidden="true" />
          {ELEMENT_NAMES_IT[e]}
        </li>
      ))}
    </Group>
  );
}

export interface TransitsHeaderProps {
  startDate: string;
  endDate: string;
  userLabel: string;
  /** transitSettingsNotes' lines (none with the default settings). */
  settingsNotes?: readonly string[];
}

export function TransitsHeader({ startDate, endDate, userLabel, settingsNotes = [] }: TransitsHeaderProps) {
  return (
    <div className="tt-head">
      <Text fw={600}>{it.transits.period(formatDateIt(startDate), formatDateIt(endDate))}</Text>
      <Text size="sm">{userLabel}</Text>
      {settingsNotes.map((note) => <Text key={note} size="sm">{note}</Text>)}
      <Text size="xs" c="dimmed">{it.transits.timeZoneNote(localTimeZone())}</Text>
      <Group gap={6} align="center" mt={4}>
        <Text size="xs" c="dimmed">{it.transits.elementsLegend}:</Text>
        <ElementLegend />
      </Group>
    </div>
  );
}
