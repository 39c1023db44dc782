/** The birth form: spec defaults, Italian date entry, the submit button's texts and disabled rules (section 5); time boxes, pasted coordinates and errors before any request (issue 15). */
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { DEFAULT_BIRTH_FORM_VALUES, type BirthFormValues } from '../../../birth-data/birth-form-values.ts';
import { typeFixFields } from '../../../birth-data/place-fix.ts';
import { DRAFT_STORAGE_KEY, useBirthFormDraft } from '../use-birth-form-draft.ts';
import { BirthForm } from './BirthForm.tsx';

/** The form over the real draft in localStorage, as the chart screen keeps it: unmount and render again is a reload. */
function DraftHarness() {
  const { values, update, replace } = useBirthFormDraft();
  const [restart, setRestart] = useState(0);
  return (
    <>
    {/* «Svuota campi» as the chart screen wires it: the values replaced, the inputs restarted. */}
    <button type="button" onClick={() => { update({ time: '' }); setRestart((n) => n + 1); }}>svuota ora</button>
    <BirthForm
      values={values}
      onChange={update}
      onTypeFields={(patch) => replace((v) => typeFixFields(v, patch))}
      onSubmit={() => {}}
      submitting={false}
      profileBlock={null}
      placeBlock={null}
      restartInputs={restart}
    />
    </>
  );
}

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
      onTypeFields={(patch) => setValues((v) => {
        const next = typeFixFields(v, patch);
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
    expect(screen.getByRole('textbox', { name: 'Ora di nascita, ore' })).toHaveValue('12');
    expect(screen.getByRole('textbox', { name: 'Ora di nascita, minuti' })).toHaveValue('00');
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
    expect(onValues).toHaveBeenLastCalledWith(expect.objectContaining({ latitude: '41,902782', longitude: '12.496366', transitStart: '2025-01-01', transitEnd: '2025-03-31' }));
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
    const hours = screen.getByRole('textbox', { name: 'Ora di nascita, ore' });
    const minutes = screen.getByRole('textbox', { name: 'Ora di nascita, minuti' });
    await user.clear(minutes);
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
    await user.click(screen.getByRole('textbox', { name: 'Ora di nascita, minuti' }));
    await user.keyboard('{Backspace}');
    await user.click(screen.getByRole('button', { name: 'carica 08:30' }));
    expect(screen.getByRole('textbox', { name: 'Ora di nascita, ore' })).toHaveValue('08');
    expect(screen.getByRole('textbox', { name: 'Ora di nascita, minuti' })).toHaveValue('30');
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
    expect(onValues).toHaveBeenLastCalledWith(expect.objectContaining({ timezone: '5,75', longitude: '-3,7038' }));
  });

  test('24 in the hours is an error under the field, never 04; Tab goes from Ore to Minuti', async () => {
    const onValues = vi.fn();
    renderWithProviders(<Harness onValues={onValues} />);
    const user = userEvent.setup();
    const hours = screen.getByRole('textbox', { name: 'Ora di nascita, ore' });
    await user.clear(hours);
    await user.type(hours, '24');
    expect(hours).toHaveValue('24');
    expect(screen.getByText('Le ore vanno da 00 a 23.')).toBeInTheDocument();
    expect(onValues).toHaveBeenLastCalledWith(expect.objectContaining({ time: '' }));
    await user.clear(hours);
    await user.type(hours, '09');
    expect(hours).toHaveFocus(); // two digits stay: Tab is the user's to press (issue 21)
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Ora di nascita, minuti' })).toHaveFocus();
    expect(onValues).toHaveBeenLastCalledWith(expect.objectContaining({ time: '09:00' }));
  });

  test('hours, Tab, minutes gives that time; four digits typed in the hours give it too', async () => {
    const onValues = vi.fn();
    renderWithProviders(<Harness onValues={onValues} />);
    const user = userEvent.setup();
    const hours = screen.getByRole('textbox', { name: 'Ora di nascita, ore' });
    const minutes = screen.getByRole('textbox', { name: 'Ora di nascita, minuti' });
    await user.clear(hours);
    await user.type(hours, '14');
    await user.tab();
    await user.keyboard('{Control>}a{/Control}30');
    expect(minutes).toHaveValue('30');
    expect(onValues).toHaveBeenLastCalledWith(expect.objectContaining({ time: '14:30' }));

    await user.clear(hours);
    await user.type(hours, '0945');
    expect(hours).toHaveValue('09');
    expect(minutes).toHaveValue('45');
    expect(minutes).toHaveFocus();
    expect(onValues).toHaveBeenLastCalledWith(expect.objectContaining({ time: '09:45' }));
  });

  test('each date field has its own «Cancella», named after the field, which empties it and that date only', async () => {
    const onValues = vi.fn();
    renderWithProviders(<Harness onValues={onValues} initial={{ ...DEFAULT_BIRTH_FORM_VALUES, transitStart: '2025-01-01', transitEnd: '2025-03-31' }} />);
    const user = userEvent.setup();
    const fields = { date: 'Data di nascita', transitStart: 'Inizio periodo transiti', transitEnd: 'Fine periodo transiti' } as const;
    for (const [key, name] of Object.entries(fields)) {
      await user.click(screen.getByRole('button', { name: `Cancella ${name}` }));
      expect(screen.getByRole('textbox', { name })).toHaveValue('');
      expect(onValues).toHaveBeenLastCalledWith(expect.objectContaining({ [key]: '' }));
    }
    expect(onValues).toHaveBeenLastCalledWith(expect.objectContaining({ time: '12:00', timezone: 1 }));
  });

  test('a reload keeps exactly what the time boxes held: 24 with its message, a half-typed time', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<DraftHarness />);
    await user.clear(screen.getByRole('textbox', { name: 'Ora di nascita, ore' }));
    await user.type(screen.getByRole('textbox', { name: 'Ora di nascita, ore' }), '24');
    first.unmount();
    const second = renderWithProviders(<DraftHarness />);
    expect(screen.getByRole('textbox', { name: 'Ora di nascita, ore' })).toHaveValue('24');
    expect(screen.getByRole('textbox', { name: 'Ora di nascita, minuti' })).toHaveValue('00');
    expect(screen.getByText('Le ore vanno da 00 a 23.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Ora di nascita, ore' }));
    await user.type(screen.getByRole('textbox', { name: 'Ora di nascita, ore' }), '9');
    await user.clear(screen.getByRole('textbox', { name: 'Ora di nascita, minuti' }));
    second.unmount();
    renderWithProviders(<DraftHarness />);
    expect(screen.getByRole('textbox', { name: 'Ora di nascita, ore' })).toHaveValue('9');
    expect(screen.getByRole('textbox', { name: 'Ora di nascita, minuti' })).toHaveValue('');
  });

  test.each([
    ['Data di nascita', '31/02/1990'],
    ['Data di nascita', '21/03/198'],
    ['Inizio periodo transiti', '31/02/2025'],
    ['Fine periodo transiti', '1/13/2025'],
  ])('a reload keeps the text %s held (%s), with its message, and gives no date', async (name, typed) => {
    const user = userEvent.setup();
    const first = renderWithProviders(<DraftHarness />);
    const field = () => screen.getByRole('textbox', { name });
    await user.clear(field());
    await user.type(field(), typed);
    await user.tab();
    expect(screen.getByText(/Data non valida/)).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<DraftHarness />);
    expect(field()).toHaveValue(typed);
    expect(screen.getByText(/Data non valida/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Fixing it works as before: the message goes and the date is the form's.
    await user.clear(field());
    await user.type(field(), '15/07/1990');
    await user.tab();
    expect(screen.queryByText(/Data non valida/)).not.toBeInTheDocument();
  });

  test('a date half typed, reloaded before the field was left, comes back with its message and gives no date', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<DraftHarness />);
    const date = () => screen.getByRole('textbox', { name: 'Data di nascita' });
    await user.tripleClick(date());
    await user.keyboard('21/03/198');
    first.unmount();
    renderWithProviders(<DraftHarness />);
    expect(date()).toHaveValue('21/03/198');
    expect(screen.getByText(/Data non valida/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}')).toMatchObject({ date: '' });
  });

  test('a valid date typed, or cleared, is what a reload shows (no older text comes back)', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<DraftHarness />);
    const date = () => screen.getByRole('textbox', { name: 'Data di nascita' });
    await user.clear(date());
    await user.type(date(), '31/02/1990');
    await user.tab();
    await user.clear(date());
    await user.type(date(), '15/07/1990');
    await user.tab();
    first.unmount();
    const second = renderWithProviders(<DraftHarness />);
    expect(date()).toHaveValue('15/07/1990');
    expect(screen.queryByText(/Data non valida/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancella Data di nascita' }));
    second.unmount();
    renderWithProviders(<DraftHarness />);
    expect(date()).toHaveValue('');
    expect(screen.queryByText(/Data non valida/)).not.toBeInTheDocument();
  });

  test('a time emptied from outside after 24 was typed stays empty on reload (the old text is forgotten)', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<DraftHarness />);
    await user.clear(screen.getByRole('textbox', { name: 'Ora di nascita, ore' }));
    await user.type(screen.getByRole('textbox', { name: 'Ora di nascita, ore' }), '24');
    await user.click(screen.getByRole('button', { name: 'svuota ora' }));
    expect(screen.getByRole('textbox', { name: 'Ora di nascita, ore' })).toHaveValue('');
    first.unmount();
    renderWithProviders(<DraftHarness />);
    expect(screen.getByRole('textbox', { name: 'Ora di nascita, ore' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Ora di nascita, minuti' })).toHaveValue('');
  });

  test.each([
    ['Latitudine', '41.9028, 12.4964'],
    ['Longitudine', '41.9028, 12.4964'],
    ['Latitudine', '41°54′10″N 12°29′46″E'],
  ])('the pair %s ← %j fills both coordinates', async (field, text) => {
    const onValues = vi.fn();
    renderWithProviders(<Harness onValues={onValues} />);
    fireEvent.paste(screen.getByRole('textbox', { name: new RegExp(field) }), { clipboardData: { getData: () => text } });
    expect(screen.getByRole('textbox', { name: /Latitudine/ })).toHaveValue(text.includes('°') ? '41,902778' : '41,9028');
    expect(screen.getByRole('textbox', { name: /Longitudine/ })).toHaveValue(text.includes('°') ? '12,496111' : '12,4964');
  });

  test('a paste that is not a coordinate is refused on the spot, with the reason', async () => {
    renderWithProviders(<Harness />);
    const latitude = screen.getByRole('textbox', { name: /Latitudine/ });
    fireEvent.paste(latitude, { clipboardData: { getData: () => '419028' } });
    expect(latitude).toHaveValue('');
    expect(screen.getByText('Testo non incollato. La latitudine va da -90 a 90 gradi.')).toBeInTheDocument();
    fireEvent.paste(latitude, { clipboardData: { getData: () => 'Roma centro' } });
    expect(latitude).toHaveValue('');
    expect(screen.getByText(/Testo non incollato\. Non è una latitudine/)).toBeInTheDocument();
  });

  test('degrees, minutes and seconds typed by hand become decimal degrees when the field is left', async () => {
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    const longitude = screen.getByRole('textbox', { name: /Longitudine/ });
    await user.type(longitude, `3°42'O`);
    await user.tab();
    expect(longitude).toHaveValue('-3,7');
  });

  const ready = { ...DEFAULT_BIRTH_FORM_VALUES, latitude: '41,9', longitude: '12,5', transitStart: '2025-01-01', transitEnd: '2025-03-31' };

  test.each([
    ['latitude 95', { latitude: '95' }, 'La latitudine va da -90 a 90 gradi.'],
    ['longitude as a word', { longitude: 'est' }, /^Non è una longitudine/],
    ['no time zone', { timezone: '' }, 'Scrivi il fuso orario in ore da UTC (es. 1 per l’Italia in inverno, 2 in estate).'],
    ['a time zone of 15 hours', { timezone: '15' }, 'Il fuso orario va da -14 a 14 ore.'],
    ['no birth time', { time: '' }, 'Scrivi l’ora di nascita: ore e minuti (es. 09 e 30).'],
    ['a birth date before 1800', { date: '1799-12-31' }, /^La data di nascita deve essere tra il 01\/01\/1800 e il 31\/12\/2399/],
    ['an end before the start', { transitEnd: '2024-12-31' }, 'La fine del periodo viene prima dell’inizio.'],
    ['a period over ten years', { transitEnd: '2035-01-02' }, 'Il periodo dei transiti può durare al massimo 3653 giorni (dieci anni): accorcialo.'],
  ])('%s: said under the field, and nothing is asked of the server', async (_name, change, message) => {
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} initial={{ ...ready, ...change }} />);
    const user = userEvent.setup();
    await user.click(submit());
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.body.textContent).not.toMatch(/«latitude»|«timezone»|«datetime»|endDate/);
  });

  test('ten years (3653 days, the transit views\' maximum) are accepted', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} initial={{ ...ready, transitEnd: '2034-12-31' }} />);
    await userEvent.setup().click(submit());
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  test('coordinates found for another place than the one on screen: the chart is not computed', async () => {
    const onSubmit = vi.fn();
    const fix = { place: 'Roma (RM), Lazio, Italia', date: '1990-01-01', time: '12:00', fields: ['latitude', 'longitude', 'timezone'] as const };
    renderWithProviders(<Harness onSubmit={onSubmit} initial={{ ...ready, city: 'Milano', placeFix: { ...fix, fields: [...fix.fields] } }} />);
    await userEvent.setup().click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Le coordinate sono quelle di «Roma (RM), Lazio, Italia», non di «Milano»');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('an orb out of range typed in «Opzioni di calcolo» is still there, with its message, when the options are folded away and opened again (issue 34)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const options = screen.getByRole('button', { name: 'Opzioni di calcolo' });
    await user.click(options);
    const box = () => screen.getByRole('textbox', { name: 'Orbita Quadratura: Transiti' });
    await user.clear(box());
    await user.type(box(), '12');
    await user.tab();
    await user.click(options);
    expect(screen.queryByRole('textbox', { name: 'Orbita Quadratura: Transiti' })).toBeNull();
    await user.click(options);
    expect(box()).toHaveValue('12');
    expect(screen.getByText('Da 0,01° a 10°; in uso 3°')).toBeInTheDocument();
  });
});
