/**
 * The profile block of the birth form: save, load, delete, import from CSV, export, clear fields,
 * with the spec's toasts. Load and delete need a selected profile. Nothing is lost without asking
 * (issue 15): saving over a name asks (replace, keep both, cancel), a deletion can be undone for a
 * few seconds, an import checks the names against the storage as it is when it writes, and
 * profiles the app cannot read are listed, never hidden and then overwritten.
 */
import { useEffect, useId, useState } from 'react';
import { Alert, Button, Collapse, FileButton, Group, List, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { downloadBlob } from '../../../lib/download.ts';
import { StorageError } from '../../../lib/storage.ts';
import type { BirthFormValues } from '../../../birth-data/birth-form-values.ts';
import { it } from '../../../i18n/it.ts';
import { formValuesFromProfile, profileFromForm, profileKey, type Profile } from '../profile.ts';
import {
  deleteProfile,
  freeProfileName,
  getProfile,
  InvalidProfileError,
  listProfiles,
  listUnreadableProfiles,
  profileExists,
  profileProblem,
  restoreProfile,
  saveProfile,
} from '../profile-storage.ts';
import { parseProfilesCsv, profilesToCsv, PROFILES_CSV_FILE_NAME, type CsvProfileRow, type CsvRowError } from '../profiles-csv.ts';
import { importOutcome, planImport, type ConflictChoice, type ImportOutcome } from '../import-plan.ts';
import { ImportConflictModal } from './ImportConflictModal.tsx';
import { SaveConflictModal } from './SaveConflictModal.tsx';
import { useIsPhone } from '../../../lib/phone.ts';

/** How long «Annulla» stays offered after a deletion, ms. */
export const UNDO_DELETE_MS = 8000;

export interface ProfileManagerProps {
  values: BirthFormValues;
  /** The profile name typed (it is the form's: the chart's header shows it). */
  onNameChange: (name: string) => void;
  onLoad: (values: BirthFormValues) => void;
  onClear: () => void;
}

interface PendingImport {
  rows: CsvProfileRow[];
  errors: CsvRowError[];
  decisions: Map<string, ConflictChoice>;
  /** The taken names being asked about. */
  conflicts: string[];
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


export function ProfileManager({ values, onNameChange, onLoad, onClear }: ProfileManagerProps) {
  const [profiles, setProfiles] = useState<Profile[]>(listProfiles);
  const [unreadable, setUnreadable] = useState<string[]>(listUnreadableProfiles);
  const [selected, setSelected] = useState<string | null>(null);
  // A phone (Mantine's xs breakpoint): name, description, save, import, export and clear fold away.
  const phone = useIsPhone();
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [pendingImport, setPendingImport] = useState<PendingImport | null>(null);
  const [pendingSave, setPendingSave] = useState<Profile | null>(null);
  const name = values.profileName;

  const refresh = () => {
    setProfiles(listProfiles());
    setUnreadable(listUnreadableProfiles());
  };
  // Another tab saving or deleting profiles shows here too.
  useEffect(() => {
    const onStorage = () => {
      setProfiles(listProfiles());
      setUnreadable(listUnreadableProfiles());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const write = (p: Profile) => {
    try {
      saveProfile(p);
    } catch (error) {
      setProblem(error instanceof InvalidProfileError ? it.profiles.notSaved(error.reason) : storageMessage(error));
      return;
    }
    refresh();
    setSelected(p.profileName);
    notifications.show({ message: it.profiles.saved, color: 'green' });
  };

  const save = () => {
    setProblem(null);
    if (!name.trim()) {
      setNameError(it.profiles.nameRequired);
      return;
    }
    const p = profileFromForm(name, description, values);
    const invalid = profileProblem(p);
    if (invalid) {
      setProblem(it.profiles.notSaved(invalid));
      return;
    }
    // The storage as it is now: another tab may have saved this name since the list was read.
    if (profileExists(p.profileName)) setPendingSave(p);
    else write(p);
  };

  const resolveSave = (choice: 'replace' | 'keepBoth' | 'cancel') => {
    const p = pendingSave;
    setPendingSave(null);
    if (!p || choice === 'cancel') return;
    if (choice === 'replace') {
      write(p);
      return;
    }
    const copy = { ...p, profileName: freeProfileName(p.profileName) };
    onNameChange(copy.profileName);
    write(copy);
  };

  const load = () => {
    if (!selected) return;
    const p = getProfile(selected);
    if (!p) return;
    onLoad(formValuesFromProfile({ ...p, profileName: selected }, values));
    setDescription(p.description);
    notifications.show({ message: it.profiles.loaded, color: 'blue' });
  };

  const remove = () => {
    if (!selected) return;
    const removed = selected;
    const stored = deleteProfile(removed);
    setSelected(null);
    refresh();
    const id = `profilo-eliminato-${profileKey(removed)}`;
    notifications.show({
      id,
      color: 'yellow',
      autoClose: UNDO_DELETE_MS,
      message: (
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm">{it.profiles.deleted}</Text>
          {stored !== null && (
            <Button
              size="compact-sm"
              variant="light"
              color="yellow"
              onClick={() => {
                notifications.hide(id);
                try {
                  restoreProfile(removed, stored);
                } catch (error) {
                  setProblem(storageMessage(error));
                  return;
                }
                refresh();
                setSelected(removed);
                notifications.show({ message: it.profiles.restored(removed), color: 'green' });
              }}
            >
              {it.profiles.undo}
            </Button>
          )}
        </Group>
      ),
    });
  };

  const clear = () => {
    onClear();
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

  /** Writes what the plan allows now, or asks about names taken since; then one summary. */
  const carryOut = (pending: Omit<PendingImport, 'conflicts'>) => {
    const plan = planImport(pending.rows, profileExists, pending.decisions);
    if (plan.unasked.length > 0) {
      setPendingImport({ ...pending, conflicts: plan.unasked });
      return;
    }
    const notSaved: CsvRowError[] = plan.kept.map((r) => ({ line: r.line, reason: it.profiles.invalidField.kept }));
    let imported = 0;
    for (const [i, row] of plan.save.entries()) {
      try {
        saveProfile(row.profile);
        imported++;
      } catch (error) {
        // The storage is full (or off): this row and the ones after it are not imported.
        const reason = error instanceof InvalidProfileError ? error.reason : storageMessage(error);
        for (const r of plan.save.slice(i)) notSaved.push({ line: r.line, reason });
        break;
      }
    }
    refresh();
    const result = importOutcome(imported, pending.errors, notSaved);
    if (result.discarded.length === 0) notifications.show({ message: it.profiles.imported, color: 'green' });
    else setOutcome(result);
  };

  const importFile = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    setOutcome(null);
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
    carryOut({ rows: parsed.rows, errors: parsed.errors, decisions: new Map() });
  };

  const resolveConflict = (choice: ConflictChoice | 'cancel') => {
    const pending = pendingImport;
    setPendingImport(null);
    if (!pending || choice === 'cancel') return;
    const decisions = new Map(pending.decisions);
    for (const n of pending.conflicts) decisions.set(n, choice);
    carryOut({ rows: pending.rows, errors: pending.errors, decisions });
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
        {/* The two buttons wrap together: «Elimina» never sits alone on a line. */}
        <Group gap="xs" wrap="nowrap">
          <Button variant="light" onClick={load} disabled={!selected}>{it.profiles.load}</Button>
          <Button variant="light" color="red" onClick={remove} disabled={!selected}>{it.profiles.delete}</Button>
        </Group>
      </Group>
      {/* On a phone the rest waits behind one button, so that the birth date is on the first screen. */}
      {phone && (
        <Button variant="subtle" size="compact-sm" justify="flex-start" aria-expanded={moreOpen} aria-controls={moreId} onClick={() => setMoreOpen((o) => !o)}>
          {moreOpen ? it.profiles.lessActions : it.profiles.moreActions}
        </Button>
      )}
      <Collapse expanded={!phone || moreOpen} id={moreId}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <TextInput
              label={it.profiles.name}
              value={name}
              error={nameError}
              onChange={(e) => {
                onNameChange(e.currentTarget.value);
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
        </Stack>
      </Collapse>
      {problem && <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setProblem(null)}>{problem}</Alert>}
      {outcome && (
        <Alert
          color="orange"
          variant="light"
          role="alert"
          title={it.profiles.importOutcome(outcome.imported, outcome.discarded.length)}
          withCloseButton
          onClose={() => setOutcome(null)}
        >
          <List size="sm">
            {outcome.discarded.map((e) => <List.Item key={`${e.line}-${e.reason}`}>{it.profiles.importRowError(e.line, e.reason)}</List.Item>)}
          </List>
        </Alert>
      )}
      {unreadable.length > 0 && (
        <Alert color="gray" variant="light" title={it.profiles.unreadableTitle}>
          <Text size="sm">{it.profiles.unreadableText(unreadable.join(', '))}</Text>
        </Alert>
      )}
      <ImportConflictModal conflicts={pendingImport?.conflicts ?? null} onChoose={resolveConflict} />
      <SaveConflictModal
        conflict={pendingSave && { name: pendingSave.profileName, copyName: freeProfileName(pendingSave.profileName) }}
        onChoose={resolveSave}
      />
    </Stack>
  );
}
