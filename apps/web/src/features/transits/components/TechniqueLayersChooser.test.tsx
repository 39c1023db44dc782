/** The «Livelli» row: Transiti is on and looks on (not a greyed-out, disabled control); the techniques are chips. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { TechniqueLayersChooser } from './TechniqueLayersChooser.tsx';

describe('TechniqueLayersChooser', () => {
  test('Transiti, always on, is no disabled control and says it is always on; the techniques are chips to choose', async () => {
    const onLayersChange = vi.fn();
    renderWithProviders(<TechniqueLayersChooser layers={[]} onLayersChange={onLayersChange} slowPeriod="transits" onSlowPeriodChange={() => {}} />);
    const row = screen.getByRole('group', { name: 'Livelli' });
    // No control named Transiti at all (a disabled checkbox reads as «unavailable»), and nothing disabled in the row.
    expect(within(row).queryByRole('checkbox', { name: /Transiti/ })).toBeNull();
    expect(row.querySelector(':disabled, [aria-disabled="true"], [data-disabled]')).toBeNull();
    expect(within(row).getByText('Transiti').closest('[data-layer="transits"]')).toHaveTextContent('Transiti, sempre attivo');
    await userEvent.click(within(row).getByRole('checkbox', { name: 'Progressioni' }));
    expect(onLayersChange).toHaveBeenCalledWith(['progressions']);
  });
});
