/** Twelve toggle buttons, one per house: the houses to avoid (at least one stays pressed). */
import { Button, Group, Input } from '@mantine/core';
import { HOUSE_COUNT } from '@astrolabio/core';

const HOUSES = Array.from({ length: HOUSE_COUNT }, (_, i) => i + 1);

export function HouseToggles({ label, houseLabel, value, onChange, hint }: {
  label: string;
  houseLabel: (n: number) => string;
  value: readonly number[];
  onChange: (houses: number[]) => void;
  hint?: string;
}) {
  const toggle = (n: number) => (value.includes(n) ? value.filter((h) => h !== n) : [...value, n].sort((a, b) => a - b));
  return (
    <Input.Wrapper label={label} description={hint}>
      <Group gap={4} mt={4} role="group" aria-label={label}>
        {HOUSES.map((n) => {
          const on = value.includes(n);
          return (
            <Button key={n} size="compact-sm" variant={on ? 'filled' : 'default'} aria-pressed={on} aria-label={houseLabel(n)} onClick={() => onChange(toggle(n))} miw={34}>
              {n}
            </Button>
          );
        })}
      </Group>
    </Input.Wrapper>
  );
}
