/**
 * One choice among a few as a segmented control, named by the visible label written above or beside
 * it (the label is its accessible name too): the return's wheels, the synastry's inside chart, the
 * couple's transit target.
 */
import { useId } from 'react';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';

export interface LabelledSegmentsProps<T extends string> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  data: readonly { value: T; label: string }[];
  /** The label above the control (stacked, the default) or on its left (inline). */
  layout?: 'stacked' | 'inline';
  /** Left off the printed page (a control has nothing to say on paper). */
  printHidden?: boolean;
}

export function LabelledSegments<T extends string>({ label, value, onChange, data, layout = 'stacked', printHidden = false }: LabelledSegmentsProps<T>) {
  const id = useId();
  const Wrapper = layout === 'stacked' ? Stack : Group;
  return (
    <Wrapper gap={layout === 'stacked' ? 4 : 'xs'} align={layout === 'stacked' ? 'flex-start' : 'center'} data-print={printHidden ? 'hide' : undefined}>
      <Text size="sm" fw={500} id={id}>{label}</Text>
      <SegmentedControl size="xs" aria-labelledby={id} value={value} onChange={(v) => onChange(v as T)} data={[...data]} />
    </Wrapper>
  );
}
