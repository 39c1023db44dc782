/** The birth form: spec defaults, Italian date entry, the submit button's texts and disabled rules (section 5). */
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { DEFAULT_BIRTH_FORM_VALUES, type BirthFormValues } from '../../../lib/birth-form-values.ts';
import { BirthForm } from './BirthForm.tsx';

function Harness({ initial = DEFAULT_BIRTH_FORM_VALUES, submitting = false, onSubmit = () => {}, onValues = (_v: BirthFormValues) => {} }) {
  const [values, setValues] = useState(initial);
  return (
    <>
    {/* A change from outside the form, as loading a profile makes. */}
    <button type="button" onClick={() => setValues((v) => ({ ...v, time: '08:30' }))}>carica 08:30</button>
    <BirthForm
      values={values}
      onChange={(patch) => setValues((v) => {
        const next = { ...v, ...patch };
        onValues(next);
        return next;
      })}
      onSubmit={onSubmit}
      submitting={submitting}
      profileBlock={null}
      placeBlock={null}
    />
    </>
  );
}

const submit = () => screen.getByRole('button', { name: /Calcola Tema Natale Completo|Calcolo tema natale in corso/ });

describe('BirthForm', () => {
  test("starts from the spec's defaults: 01/01/1990, 12:00, time zone 1", () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('textbox', { name: 'Data di nascita' })).toHaveValue('01/01/1990');
    expect(screen.getByRole('textbox', { name: /Fuso orario/ })).toHaveValue('1');
    expect(screen.getByRole('spinbutton', { name: 'Ore' })).toHaveValue('12');
    expect(screen.getByRole('spinbutton', { name: 'Minuti' })).toHaveValue('00');
  });

  test('the submit button waits for latitude, longitude and both transit dates, then submits', async () => {
    const onSubmit = vi.fn();
    const onValues = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} onValues={onValues} />);
    const user = userEvent.setup();
    expect(submit()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Latitudine/ }), '41,902782');
    await user.type(screen.getByRole('textbox', { name: /Longitudine/ }), '12.496366');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Inizio periodo transiti' }), '01/01/2025');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Fine periodo transiti' }), '31/03/2025');
    expect(submit()).toBeEnabled();
    expect(onValues).toHaveBeenLastCalledWith(expect.objectContaining({ latitude: 41.902782, longitude: 12.496366, transitStart: '2025-01-01', transitEnd: '2025-03-31' }));
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  test('while loading the button reads "Calcolo tema natale in corso..." and is disabled', () => {
    renderWithProviders(<Harness submitting initial={{ ...DEFAULT_BIRTH_FORM_VALUES, latitude: 1, longitude: 1, transitStart: '2025-01-01', transitEnd: '2025-01-31' }} />);
    expect(submit()).toHaveTextContent('Calcolo tema natale in corso...');
    expect(submit()).toBeDisabled();
  });

  test('erasing the minutes keeps the hours, and the time typed is the time saved', async () => {
    const onValues = vi.fn();
    renderWithProviders(<Harness onValues={onValues} />);
    const user = userEvent.setup();
    const hours = screen.getByRole('spinbutton', { name: 'Ore' });
    const minutes = screen.getByRole('spinbutton', { name: 'Minuti' });
    await user.click(minutes);
    await user.keyboard('{Backspace}');
    expect(hours).toHaveValue('12');
    expect(minutes).toHaveValue('');
    expect(onValues).toHaveBeenLastCalledWith(expect.objectContaining({ time: '' }));
    await user.keyboard('45');
    expect(hours).toHaveValue('12');
    expect(minutes).toHaveValue('45');
    expect(onValues).toHaveBeenLastCalledWith(expect.objectContaining({ time: '12:45' }));
  });

  test('a time set from outside (a profile loaded) replaces what the boxes hold, even half-erased', async () => {
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('spinbutton', { name: 'Minuti' }));
    await user.keyboard('{Backspace}');
    await user.click(screen.getByRole('button', { name: 'carica 08:30' }));
    expect(screen.getByRole('spinbutton', { name: 'Ore' })).toHaveValue('08');
    expect(screen.getByRole('spinbutton', { name: 'Minuti' })).toHaveValue('30');
  });

  test.each(['31/02/1990', '15/13/1990', '5/6/85'])('a date that is not a day (%s) stays as typed, is named invalid and is not used', async (typed) => {
    const onValues = vi.fn();
    renderWithProviders(<Harness onValues={onValues} />);
    const user = userEvent.setup();
    const date = screen.getByRole('textbox', { name: 'Data di nascita' });
    await user.clear(date);
    await user.type(date, typed);
    await user.tab();
    expect(date).toHaveValue(typed);
    expect(screen.getByText(/Data non valida: scrivi GG\/MM\/AAAA/)).toBeInTheDocument();
    expect(onValues).toHaveBeenLastCalledWith(expect.objectContaining({ date: '' }));
    await user.clear(date);
    await user.type(date, '15/07/1990');
    await user.tab();
    expect(screen.queryByText(/Data non valida/)).not.toBeInTheDocument();
    expect(onValues).toHaveBeenLastCalledWith(expect.objectContaining({ date: '1990-07-15' }));
  });

  test('an invalid transit date keeps the submit button disabled', async () => {
    renderWithProviders(<Harness initial={{ ...DEFAULT_BIRTH_FORM_VALUES, latitude: 1, longitude: 1, transitStart: '2025-01-01', transitEnd: '2025-01-31' }} />);
    const user = userEvent.setup();
    expect(submit()).toBeEnabled();
    const end = screen.getByRole('textbox', { name: 'Fine periodo transiti' });
    await user.clear(end);
    await user.type(end, '31/02/2025');
    await user.tab();
    expect(end).toHaveValue('31/02/2025');
    expect(submit()).toBeDisabled();
  });

  test('accepts a quarter-hour time zone and a negative longitude', async () => {
    const onValues = vi.fn();
    renderWithProviders(<Harness onValues={onValues} />);
    const user = userEvent.setup();
    const tz = screen.getByRole('textbox', { name: /Fuso orario/ });
    await user.clear(tz);
    await user.type(tz, '5,75');
    await user.type(screen.getByRole('textbox', { name: /Longitudine/ }), '-3,7038');
    expect(onValues).toHaveBeenLastCalledWith(expect.objectContaining({ timezone: 5.75, longitude: -3.7038 }));
  });
});
