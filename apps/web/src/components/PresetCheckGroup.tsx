/**
 * A filter of codes with quick choices — the one check group of both filter bars (Tabella
 * Transiti's and the transit test pages'): the presets as buttons, pressed when the selection is
 * one of them, then a checkbox per option. What it hands back is in the options' order.
 */
import { Button, Checkbox, Fieldset, Group, SimpleGrid, Text } from '@mantine/core';
import { it } from '../i18n/it.ts';
import { inOptionOrder, matchingPreset } from '../lib/code-selection.ts';
import './preset-check-group.css';

export interface PresetCheckGroupProps<C extends string, K extends string> {
  /** The group's name: its legend, and what its presets are named after («Scelte rapide: Pianeti»). */
  label: string;
  options: readonly C[];
  /** The code's label (its Italian name). */
  labelOf: (code: C) => string;
  value: readonly C[];
  onChange: (value: C[]) => void;
  presets: Readonly<Record<K, readonly C[]>>;
  /** Button text of each preset, in the order the buttons appear. */
  presetLabels: Readonly<Record<K, string>>;
  /** 'row': the boxes wrap in rows with thumb-sized targets (Tabella Transiti); 'grid': in columns beside a page's side bar. */
  layout?: 'row' | 'grid';
  /** A line under the boxes, such as how many are chosen. */
  note?: string;
}

export function PresetCheckGroup<C extends string, K extends string>(props: PresetCheckGroupProps<C, K>) {
  const { label, options, labelOf, value, onChange, presets, presetLabels, layout = 'row', note } = props;
  const pressed = matchingPreset(value, presets);
  const rowClass = layout === 'row' ? 'preset-check-row' : undefined;
  const boxes = options.map((code) => <Checkbox key={code} value={code} label={labelOf(code)} size="sm" className={rowClass} />);
  return (
    <Fieldset legend={label} variant="unstyled">
      <Group gap={6} mb={6} role="group" aria-label={it.presetsLabel(label)}>
        {(Object.keys(presetLabels) as K[]).map((key) => (
          <Button
            key={key}
            size="compact-sm"
            variant={pressed === key ? 'filled' : 'light'}
            aria-pressed={pressed === key}
            onClick={() => onChange(inOptionOrder(presets[key], options))}
          >
            {presetLabels[key]}
          </Button>
        ))}
      </Group>
      <Checkbox.Group value={[...value]} onChange={(values) => onChange(inOptionOrder(values as C[], options))}>
        {layout === 'grid'
          ? <SimpleGrid cols={{ base: 2, xs: 3, md: 2 }} spacing="xs" verticalSpacing={6}>{boxes}</SimpleGrid>
          : <Group gap="sm">{boxes}</Group>}
      </Checkbox.Group>
      {note !== undefined && <Text size="xs" c="dimmed" mt={6}>{note}</Text>}
    </Fieldset>
  );
}
