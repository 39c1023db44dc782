/**
 * The profile block of the birth form: save, load, delete, import from CSV, export, clear fields,
 * with the spec's toasts. Load and delete need a selected profile; import never overwrites a
 * profile of the same name without asking.
 */
import { useState } from 'react';
import { Alert, Button, FileButton, Group, List, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { StorageError } from '../../../lib/storage.ts';
import { downloadBlob } from '../../../lib/download.ts';
import type { BirthFormValues } from '../../../lib/birth-form-values.ts';
import { it } from '../../../i18n/it.ts';
import { formValuesFromProfile, profileFromForm, type Profile } from '../profile.ts';
import { deleteProfile, getProfile, InvalidProfileError, listProfiles, saveProfile } from '../profile-storage.ts';
import { parseProfilesCsv, profilesToCsv, PROFILES_CSV_FILE_NAME, type CsvRowError } from '../profiles-csv.ts';
import { ImportConflictModal } from './ImportConflictModal.tsx';

export interface ProfileManagerProps {
  values: BirthFormValues;
  /** A profile was loaded into the form: its values and its name. */
  onLoad: (values: BirthFormValues, profileName: string) => void;
  onClear: () => void;
  /** The form's values were saved under this name. */
  onSaved?: (profileName: string) => void;
}

function storageMessage(error: unknown): string {
  if (error instanceof StorageError) return error.kind === 'full' ? it.profiles.storageFull : it.profiles.storageUnavailable;
  throw error;
}

/** The file's text through FileReader, which every browser (and jsdom) has, unlike Blob.text(). */
function readFileText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file, 'utf-8');
  });
}


export function ProfileManager({ values, onLoad, onClear, onSaved }: ProfileManagerProps) {
  const [profiles, setProfiles] = useState<Profile[]>(listProfiles);
  const [selected, setSelected] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [importErrors, setImportErrors] = useState<CsvRowError[]>([]);
  const [pendingImport, setPendingImport] = useState<{ profiles: Profile[]; conflicts: string[] } | null>(null);

  const refresh = () => setProfiles(listProfiles());

  const save = () => {
    setProblem(null);
    if (!name.trim()) {
      setNameError(it.profiles.nameRequired);
      return;
    }
    const p = profileFromForm(name, description, values);
    try {
      saveProfile(p);
    } catch (error) {
      setProblem(error instanceof InvalidProfileError ? it.profiles.notSaved(error.reason) : storageMessage(error));
      return;
    }
    refresh();
    setSelected(p.profileName);
    onSaved?.(p.profileName);
    notifications.show({ message: it.profiles.saved, color: 'green' });
  };

  const load = () => {
    if (!selected) return;
    const p = getProfile(selected);
    if (!p) return;
    onLoad(formValuesFromProfile(p, values), p.profileName);
    setName(selected);
    setDescription(p.description);
    notifications.show({ message: it.profiles.loaded, color: 'blue' });
  };

  const remove = () => {
    if (!selected) return;
    deleteProfile(selected);
    setSelected(null);
    refresh();
    notifications.show({ message: it.profiles.deleted, color: 'yellow' });
  };

  const clear = () => {
    onClear();
    setName('');
    setDescription('');
    setSelected(null);
    setNameError(null);
    notifications.show({ message: it.profiles.cleared, color: 'blue' });
  };

  const exportCsv = () => {
    if (profiles.length === 0) {
      notifications.show({ message: it.profiles.exportEmpty, color: 'gray' });
      return;
    }
    downloadBlob(PROFILES_CSV_FILE_NAME, new Blob([profilesToCsv(profiles)], { type: 'text/csv;charset=utf-8' }));
  };

  const store = (toSave: Profile[]) => {
    let saved = 0;
    try {
      for (const p of toSave) {
        saveProfile(p);
        saved++;
      }
    } catch (error) {
      setProblem(`${storageMessage(error)} ${it.profiles.importSummary(saved)}`);
    }
    refresh();
    if (saved > 0) notifications.show({ message: it.profiles.imported, color: 'green' });
    else if (toSave.length === 0) notifications.show({ message: it.profiles.importNothing, color: 'gray' });
  };

  const importFile = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    setImportErrors([]);
    if (!file.name.toLowerCase().endsWith('.csv')) {
      setProblem(it.profiles.importNotCsv);
      return;
    }
    let text: string;
    try {
      text = await readFileText(file);
    } catch {
      setProblem(it.profiles.importReadError);
      return;
    }
    const parsed = parseProfilesCsv(text);
    if (parsed.fatal) {
      setProblem(parsed.fatal);
      return;
    }
    setImportErrors(parsed.errors);
    // The last row of a name wins inside one file, as it would when typing them one by one.
    const unique = [...new Map(parsed.profiles.map((p) => [p.profileName, p])).values()];
    const existing = new Set(profiles.map((p) => p.profileName));
    const conflicts = unique.filter((p) => existing.has(p.profileName)).map((p) => p.profileName);
    if (conflicts.length > 0) setPendingImport({ profiles: unique, conflicts });
    else store(unique);
  };

  const resolveConflict = (choice: 'overwrite' | 'keep' | 'cancel') => {
    const pending = pendingImport;
    setPendingImport(null);
    if (!pending || choice === 'cancel') return;
    const conflicts = new Set(pending.conflicts);
    store(choice === 'overwrite' ? pending.profiles : pending.profiles.filter((p) => !conflicts.has(p.profileName)));
  };

  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label={it.profiles.select}
          placeholder={profiles.length ? it.profiles.selectPlaceholder : it.profiles.none}
          data={profiles.map((p) => p.profileName)}
          value={selected}
          onChange={setSelected}
          clearable
          searchable
          nothingFoundMessage={it.profiles.none}
          style={{ flex: '1 1 200px' }}
          comboboxProps={{ withinPortal: false }}
        />
        <Button variant="light" onClick={load} disabled={!selected}>{it.profiles.load}</Button>
        <Button variant="light" color="red" onClick={remove} disabled={!selected}>{it.profiles.delete}</Button>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <TextInput
          label={it.profiles.name}
          value={name}
          error={nameError}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setNameError(null);
          }}
        />
        <TextInput label={it.profiles.description} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
      </SimpleGrid>
      <Group gap="xs" wrap="wrap">
        <Button onClick={save}>{it.profiles.save}</Button>
        <FileButton onChange={(f) => void importFile(f)} accept=".csv,text/csv">
          {(props) => <Button variant="default" {...props}>{it.profiles.import}</Button>}
        </FileButton>
        <Button variant="default" onClick={exportCsv}>{it.profiles.export}</Button>
        <Button variant="subtle" color="gray" onClick={clear}>{it.profiles.clear}</Button>
      </Group>
      {problem && <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setProblem(null)}>{problem}</Alert>}
      {importErrors.length > 0 && (
        <Alert color="orange" variant="light" role="alert" title={it.profiles.importErrorsTitle} withCloseButton onClose={() => setImportErrors([])}>
          <List size="sm">
            {importErrors.map((e) => <List.Item key={e.line}>{it.profiles.importRowError(e.line, e.reason)}</List.Item>)}
          </List>
        </Alert>
      )}
      <ImportConflictModal conflicts={pendingImport?.conflicts ?? null} onChoose={resolveConflict} />
    </Stack>
  );
}
