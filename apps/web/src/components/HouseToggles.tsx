/** Twelve toggle buttons, one per house: a set of houses (the «Mirata» filters and rules: houses asked for, houses to avoid). */
import { Button, Group, Input } from '@mantine/core';
import { HOUSE_COUNT } from '@astrolabio/core';

/** A house toggled in or out of a list, the list kept in order. */
export function toggleHouse(houses: readonly number[], house: number): number[] {
  return houses.includes(house) ? houses.filter((h) => h !== house) : [...houses, house].sort((a, b) => a - b);
}

const HOUSES = Array.from({ length: HOUSE_COUNT }, (_, i) => i + 1);

export function HouseToggles({ label, houseLabel, value, onChange, hint }: {
  label: string;
  houseLabel: (n: number) => string;
  value: readonly number[];
  onChange: (houses: number[]) => void;
  hint?: string;
}) {
  return (
    <Input.Wrapper label={label} description={hint}>
      <Group gap={4} mt={4} role="group" aria-label={label}>
        {HOUSES.map((n) => {
          const on = value.includes(n);
          return (
            <Button key={n} size="compact-sm" variant={on ? 'filled' : 'default'} aria-pressed={on} aria-label={houseLabel(n)} onClick={() => onChange(toggleHouse(value, n))} miw={34}>
              {n}
            </Button>
          );
        })}
      </Group>
    </Input.Wrapper>
  );
}
