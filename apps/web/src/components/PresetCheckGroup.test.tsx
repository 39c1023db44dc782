/**
 * The one check group of both filter bars: presets as buttons (pressed when the selection is one),
 * a box per option, and what it hands back always in the options' order.
 */
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { PresetCheckGroup } from './PresetCheckGroup.tsx';

type Fruit = 'apple' | 'pear' | 'fig' | 'plum';
const OPTIONS: readonly Fruit[] = ['apple', 'pear', 'fig', 'plum'];
const NAMES: Record<Fruit, string> = { apple: 'Mela', pear: 'Pera', fig: 'Fico', plum: 'Prugna' };
// «Estivi» lists its fruits out of the options' order on purpose.
const PRESETS = { summer: ['plum', 'fig'], all: OPTIONS, none: [] } as const satisfies Record<string, readonly Fruit[]>;
const PRESET_LABELS = { summer: 'Estivi', all: 'Tutti', none: 'Nessuno' };

function Harness({ initial, onChange, layout }: { initial: Fruit[]; onChange: (v: Fruit[]) => void; layout?: 'row' | 'grid' }) {
  const [value, setValue] = useState<readonly Fruit[]>(initial);
  return (
    <PresetCheckGroup
      label="Frutta"
      options={OPTIONS}
      labelOf={(c) => NAMES[c]}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      presets={PRESETS}
      presetLabels={PRESET_LABELS}
      layout={layout}
      note={`${value.length} di ${OPTIONS.length}`}
    />
  );
}

const presets = () => within(screen.getByRole('group', { name: 'Scelte rapide: Frutta' }));
const boxes = () => within(screen.getByRole('group', { name: 'Frutta' })).getAllByRole('checkbox') as HTMLInputElement[];
const ticked = () => boxes().filter((b) => b.checked).map((b) => b.labels?.[0]?.textContent);

describe('PresetCheckGroup', () => {
  test('a box per option in their order, the chosen ones ticked; the preset the selection equals is pressed', () => {
    renderWithProviders(<Harness initial={['fig', 'plum']} onChange={() => {}} />);
    expect(boxes().map((b) => b.labels?.[0]?.textContent)).toEqual(['Mela', 'Pera', 'Fico', 'Prugna']);
    expect(ticked()).toEqual(['Fico', 'Prugna']);
    expect(presets().getByRole('button', { name: 'Estivi' })).toHaveAttribute('aria-pressed', 'true');
    expect(presets().getByRole('button', { name: 'Tutti' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('2 di 4')).toBeInTheDocument();
  });

  test('a preset chooses its codes, handed back in the options\' order', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={[]} onChange={onChange} layout="grid" />);
    expect(presets().getByRole('button', { name: 'Nessuno' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(presets().getByRole('button', { name: 'Estivi' }));
    expect(onChange).toHaveBeenLastCalledWith(['fig', 'plum']);
    expect(ticked()).toEqual(['Fico', 'Prugna']);
    await userEvent.click(presets().getByRole('button', { name: 'Tutti' }));
    expect(onChange).toHaveBeenLastCalledWith(['apple', 'pear', 'fig', 'plum']);
    expect(presets().getByRole('button', { name: 'Tutti' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('ticking a box adds its code in the options\' order, and no preset is pressed for a selection that is none', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={['plum']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mela' }));
    expect(onChange).toHaveBeenLastCalledWith(['apple', 'plum']);
    for (const name of ['Estivi', 'Tutti', 'Nessuno']) expect(presets().getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Prugna' }));
    expect(onChange).toHaveBeenLastCalledWith(['apple']);
  });
});
