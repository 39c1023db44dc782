/** «Opzioni di calcolo»'s orb boxes (issue 25): an emptied box or an orb out of range says the range and the orb in use beside it; nothing typed is lost. */
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { DEFAULT_CALCULATION_SETTINGS, type CalculationSettings } from '@astrolabio/core';
import { renderWithProviders } from '../../../../test/render.tsx';
import { CalculationSettingsFields, type OrbDrafts } from './CalculationSettingsFields.tsx';

/** The fields over the form's state (settings and drafts), each change also reported to the test. */
function Harness({ onSettings }: { onSettings: (s: CalculationSettings) => void }) {
  const [settings, setSettings] = useState(DEFAULT_CALCULATION_SETTINGS);
  const [drafts, setDrafts] = useState<OrbDrafts>({});
  return <CalculationSettingsFields settings={settings} onChange={(s) => { setSettings(s); onSettings(s); }} orbDrafts={drafts} onOrbDraftsChange={setDrafts} />;
}

/** The fields drawn, the settings last reported, and the transit square's orb box. */
function renderOrbBoxes() {
  const user = userEvent.setup();
  const changes: CalculationSettings[] = [];
  renderWithProviders(<Harness onSettings={(s) => changes.push(s)} />);
  const latest = () => changes.at(-1) ?? DEFAULT_CALCULATION_SETTINGS;
  const box = screen.getByRole('textbox', { name: 'Orbita Quadratura: Transiti' });
  return { user, latest, box };
}

describe('CalculationSettingsFields: the orb boxes', () => {
  test('a typed orb is used; an emptied box says its range and, once left, shows the orb in use again; «Ripristina» brings the defaults', async () => {
    const { user, latest, box } = renderOrbBoxes();
    await user.clear(box);
    await user.type(box, '6');
    expect(latest().transitOrbs.square.orbDeg).toBe(6);
    await user.tab();

    await user.clear(box);
    expect(box).toHaveValue('');
    expect(screen.getByText('Da 0,01° a 10°; in uso 6°')).toBeInTheDocument();
    expect(latest().transitOrbs.square.orbDeg).toBe(6);
    await user.tab();
    expect(box).toHaveValue('6');
    expect(screen.queryByText('Da 0,01° a 10°; in uso 6°')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ripristina le orbite predefinite' }));
    expect(box).toHaveValue('3');
    expect(latest().transitOrbs).toEqual(DEFAULT_CALCULATION_SETTINGS.transitOrbs);
  });

  test('an orb above the range stays as typed, with the range and the orb in use beside it, also once left; restoring the defaults drops it', async () => {
    const { user, latest, box } = renderOrbBoxes();
    await user.clear(box);
    await user.type(box, '6');
    await user.tab();
    await user.clear(box);
    await user.type(box, '12');
    // Not clamped to 10 nor refused: the box keeps «12» and says why it is not used. The orb in use
    // is the one the box had when entered, not the «1» typing «12» passed through.
    expect(box).toHaveValue('12');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    const message = screen.getByText('Da 0,01° a 10°; in uso 6°');
    expect(box.getAttribute('aria-describedby')).toContain(message.id);
    expect(latest().transitOrbs.square.orbDeg).toBe(6);
    await user.tab();
    expect(box).toHaveValue('12');
    expect(screen.getByText('Da 0,01° a 10°; in uso 6°')).toBeInTheDocument();

    // A natal orb has its own range.
    const natal = screen.getByRole('textbox', { name: 'Orbita Trigono: Tema natale' });
    await user.clear(natal);
    await user.type(natal, '16');
    expect(natal).toHaveValue('16');
    expect(screen.getByText('Da 0° a 15°; in uso 7°')).toBeInTheDocument();
    expect(latest().natalOrbs.trine.orbDeg).toBe(7);

    await user.click(screen.getByRole('button', { name: 'Ripristina le orbite predefinite' }));
    expect(box).toHaveValue('3');
    expect(screen.queryByText(/in uso 6°/)).toBeNull();
  });
});
