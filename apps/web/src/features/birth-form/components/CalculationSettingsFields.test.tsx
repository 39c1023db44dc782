/** «Opzioni di calcolo»'s orb boxes (issue 25): an emptied box says its range and never shows an orb the chart is not computed with. */
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { DEFAULT_CALCULATION_SETTINGS, type CalculationSettings } from '@astrolabio/core';
import { renderWithProviders } from '../../../../test/render.tsx';
import { CalculationSettingsFields } from './CalculationSettingsFields.tsx';

/** The fields over the form's state, each change also reported to the test. */
function Harness({ onSettings }: { onSettings: (s: CalculationSettings) => void }) {
  const [settings, setSettings] = useState(DEFAULT_CALCULATION_SETTINGS);
  return <CalculationSettingsFields settings={settings} onChange={(s) => { setSettings(s); onSettings(s); }} />;
}

describe('CalculationSettingsFields: the orb boxes', () => {
  test('a typed orb is used; an emptied box says its range and, once left, shows the orb in use again; «Ripristina» brings the defaults', async () => {
    const user = userEvent.setup();
    const changes: CalculationSettings[] = [];
    renderWithProviders(<Harness onSettings={(s) => changes.push(s)} />);
    const latest = () => changes.at(-1) ?? DEFAULT_CALCULATION_SETTINGS;
    const box = screen.getByRole('textbox', { name: 'Orbita Quadratura: Transiti' });
    await user.clear(box);
    await user.type(box, '6');
    expect(latest().transitOrbs.square.orbDeg).toBe(6);

    await user.clear(box);
    expect(box).toHaveValue('');
    expect(screen.getByText('Da 0,01° a 10°')).toBeInTheDocument();
    expect(latest().transitOrbs.square.orbDeg).toBe(6);
    await user.tab();
    expect(box).toHaveValue('6');
    expect(screen.queryByText('Da 0,01° a 10°')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ripristina le orbite predefinite' }));
    expect(box).toHaveValue('3');
    expect(latest().transitOrbs).toEqual(DEFAULT_CALCULATION_SETTINGS.transitOrbs);
  });
});
