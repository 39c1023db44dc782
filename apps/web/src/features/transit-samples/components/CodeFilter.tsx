/**
 * A filter of codes (transiting planets or aspects) for the transit test pages: its quick choices
 * as buttons (pressed when the selection equals one) and one checkbox per code.
 */
import { Button, Checkbox, Fieldset, Group, SimpleGrid, Text } from '@mantine/core';
import { it } from '../../../i18n/it.ts';
import { inOptionOrder, matchingPreset } from '../selection.ts';

export interface CodeFilterProps<C extends string, K extends string> {
  title: string;
  options: readonly C[];
  /** The code's label (its Italian name, maybe with a glyph). */
  labelOf: (code: C) => string;
  selected: readonly C[];
  onChange: (selected: C[]) => void;
  presets: Readonly<Record<K, readonly C[]>>;
  /** Button text of each preset, in the order the buttons appear. */
  presetLabels: Readonly<Record<K, string>>;
}

export function CodeFilter<C extends string, K extends string>(props: CodeFilterProps<C, K>) {
  const { title, options, labelOf, selected, onChange, presets, presetLabels } = props;
  const pressed = matchingPreset(selected, presets);
  return (
    <Fieldset legend={title} variant="unstyled">
      <Group gap={6} mb="xs" role="group" aria-label={it.samples.presetsLabel(title)}>
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
      <Checkbox.Group value={[...selected]} onChange={(values) => onChange(inOptionOrder(values as C[], options))}>
        <SimpleGrid cols={{ base: 2, xs: 3, md: 2 }} spacing="xs" verticalSpacing={6}>
          {options.map((code) => <Checkbox key={code} value={code} label={labelOf(code)} size="sm" />)}
        </SimpleGrid>
      </Checkbox.Group>
      <Text size="xs" c="dimmed" mt={6}>{it.samples.selectedCount(selected.length, options.length)}</Text>
    </Fieldset>
  );
}
