/** The profile block: save, load, delete with the spec's toasts; nothing overwritten or lost without asking (save, delete, import); export; clear. */
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { describe, expect, test, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { DEFAULT_BIRTH_FORM_VALUES, clearedBirthFormValues, type BirthFormValues } from '../../../birth-data/birth-form-values.ts';
import { ProfileManager } from './ProfileManager.tsx';

const roma: BirthFormValues = { ...DEFAULT_BIRTH_FORM_VALUES, city: 'Roma', latitude: 41.902782, longitude: 12.496366, timezone: 1 };

function Harness({ initial = roma, spy = (_v: BirthFormValues) => {} }) {
  const [values, setValues] = useState(initial);
  spy(values);
  return (
    <ProfileManager
      values={values}
      onNameChange={(profileName) => setValues((v) => ({ ...v, profileName }))}
      onLoad={setValues}
      onClear={() => setValues(clearedBirthFormValues(values))}
    />
  );
}

/** jsdom's Blob has no text(): read it the old way. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

const csvFile = (text: string, name = 'profili.csv') => new File([text], name, { type: 'text/csv' });
const HEADER = 'profileName,description,city,selectedDate,selectedTime,latitude,longitude,timezone';

async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Profilo salvato' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('ProfileManager', () => {
  test('on a phone only the saved profiles show; save, import, export and clear wait behind one button', async () => {
    const desktop = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...desktop(query), matches: query === '(max-width: 36em)' });
    try {
      const user = userEvent.setup();
      renderWithProviders(<Harness />);
      expect(screen.getByRole('combobox', { name: 'Profilo salvato' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Carica' })).toBeVisible();
      const more = screen.getByRole('button', { name: 'Salva, importa, esporta…' });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('button', { name: 'Salva profilo' })).not.toBeInTheDocument();
      await user.click(more);
      expect(screen.getByRole('button', { name: 'Nascondi le altre azioni' })).toHaveAttribute('aria-expanded', 'true');
      // The block opens with Collapse's transition: wait for it.
      expect(await screen.findByRole('button', { name: 'Salva profilo' }, { timeout: 5000 })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Svuota campi' })).toBeVisible();
    } finally {
      window.matchMedia = desktop;
    }
  });

  test('Load and Elimina are disabled without a selected profile; saving needs a name', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(screen.getByRole('button', { name: 'Carica' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Elimina' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Salva profilo' }));
    expect(screen.getByText('Scrivi un nome per il profilo.')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  test('saves, loads and deletes with the spec toasts', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderWithProviders(<Harness spy={spy} />);
    await user.type(screen.getByRole('textbox', { name: 'Nome del profilo' }), 'Maria');
    await user.type(screen.getByRole('textbox', { name: 'Descrizione' }), 'cliente');
    await user.click(screen.getByRole('button', { name: 'Salva profilo' }));
    expect(await screen.findByText('Profilo salvato con successo')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('profile_Maria')!)).toMatchObject({ profileName: 'Maria', description: 'cliente', city: 'Roma', latitude: 41.902782 });

    await user.click(screen.getByRole('button', { name: 'Svuota campi' }));
    expect(await screen.findByText('Campi svuotati correttamente')).toBeInTheDocument();
    expect(spy).toHaveBeenLastCalledWith(expect.objectContaining({ city: '', latitude: '' }));

    await choose(user, 'Maria');
    await user.click(screen.getByRole('button', { name: 'Carica' }));
    expect(await screen.findByText('Profilo caricato')).toBeInTheDocument();
    expect(spy).toHaveBeenLastCalledWith(expect.objectContaining({ city: 'Roma', latitude: 41.902782, date: '1990-01-01' }));

    await user.click(screen.getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Profilo eliminato')).toBeInTheDocument();
    expect(localStorage.getItem('profile_Maria')).toBeNull();
  });

  test('a profile that would not read back is not saved: the field at fault is named, no success toast', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={{ ...roma, latitude: 95 }} />);
    // A spy rather than the DOM: toasts of earlier tests may still be on screen.
    const toast = vi.spyOn(notifications, 'show');
    await user.type(screen.getByRole('textbox', { name: 'Nome del profilo' }), 'Maria');
    await user.click(screen.getByRole('button', { name: 'Salva profilo' }));
    expect(screen.getByText('Profilo non salvato: la latitudine deve essere un numero tra -90 e 90.')).toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
    expect(localStorage.getItem('profile_Maria')).toBeNull();
  });

  test('a full storage gives a clear message', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    await user.type(screen.getByRole('textbox', { name: 'Nome del profilo' }), 'Maria');
    await user.click(screen.getByRole('button', { name: 'Salva profilo' }));
    expect(screen.getByText(/Lo spazio del browser per i profili è esaurito/)).toBeInTheDocument();
  });

  test('imports a CSV: asks before overwriting, then one message with what was imported and what was not, by line', async () => {
    localStorage.setItem('profile_Anna', JSON.stringify({ profileName: 'Anna', description: 'vecchia', city: 'Bari', selectedDate: '', selectedTime: '', latitude: null, longitude: null, timezone: null }));
    const user = userEvent.setup();
    const toast = vi.spyOn(notifications, 'show');
    const { container } = renderWithProviders(<Harness />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, csvFile([HEADER, 'Anna,nuova,Milano,15/06/1985,08:30,45.46,9.19,2', 'Bruno,,Napoli,1985-13-01,08:30,40.85,14.27,1', 'Carla,,Torino,1970-01-01,10:00,45.07,7.69,1'].join('\n')));
    const dialog = await screen.findByRole('dialog', { name: 'Profili già presenti' });
    expect(dialog).toHaveTextContent('Anna');
    await user.click(within(dialog).getByRole('button', { name: 'Mantieni quelli esistenti' }));
    // Toasts of earlier tests may still be on screen: the summary is the alert with its title.
    const summary = (await screen.findByText('1 importato, 2 scartati')).closest('[role="alert"]') as HTMLElement;
    expect(summary).toHaveTextContent('1 importato, 2 scartati');
    expect(summary).toHaveTextContent('Riga 2: esiste già un profilo con questo nome, lasciato com’era');
    expect(summary).toHaveTextContent('Riga 3: la data non è un giorno esistente (GG/MM/AAAA o AAAA-MM-GG)');
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ message: 'Profilo importato correttamente' }));
    expect(JSON.parse(localStorage.getItem('profile_Anna')!).description).toBe('vecchia');
    expect(localStorage.getItem('profile_Carla')).not.toBeNull();
    expect(localStorage.getItem('profile_Bruno')).toBeNull();

    await user.upload(input, csvFile([HEADER, 'Anna,nuova,Milano,15/06/1985,08:30,45.46,9.19,2'].join('\n')));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sovrascrivi' }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('profile_Anna')!)).toMatchObject({ description: 'nuova', selectedDate: '1985-06-15' }));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Profilo importato correttamente' }));
  });

  test('import compares with the storage as it is when it writes: a name saved meanwhile by another tab is asked about', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Harness />);
    // The list on screen was read before another tab saved Dario.
    localStorage.setItem('profile_Dario', JSON.stringify({ profileName: 'Dario', description: 'altra scheda', city: 'Bari', selectedDate: '', selectedTime: '', latitude: null, longitude: null, timezone: null }));
    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, csvFile([HEADER, 'Dario,dal file,Milano,,,,,'].join('\n')));
    const dialog = await screen.findByRole('dialog', { name: 'Profili già presenti' });
    expect(dialog).toHaveTextContent('Dario');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla importazione' }));
    expect(JSON.parse(localStorage.getItem('profile_Dario')!).description).toBe('altra scheda');
  });

  test('accepts only .csv files', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderWithProviders(<Harness />);
    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, new File(['x'], 'profili.xlsx'));
    expect(await screen.findByText('Si possono importare solo file .csv.')).toBeInTheDocument();
  });

  test('exports backup_profili.csv', async () => {
    localStorage.setItem('profile_Anna', JSON.stringify({ profileName: 'Anna', description: '', city: 'Bari', selectedDate: '', selectedTime: '', latitude: 41.1, longitude: 16.8, timezone: 1 }));
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:x';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Esporta CSV' }));
    expect(clicks).toEqual(['backup_profili.csv']);
    // As an Italian spreadsheet opens it (the reader drops the BOM that profiles-csv.test checks).
    expect((await readBlob(blobs[0]!)).replace(/^\uFEFF/, '')).toBe(`${HEADER.replaceAll(",", ";")};lilith;aspects;orbs;transitOrbs;cusps\r\nAnna;;Bari;;;41,1;16,8;1;;;;;\r\n`);
  });
});
