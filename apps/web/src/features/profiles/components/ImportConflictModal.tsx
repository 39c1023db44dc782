/** Asks before an import overwrites profiles that already exist under the same names. */
import { Button, Group, Modal, Text } from '@mantine/core';
import { it } from '../../../i18n/it.ts';

export interface ImportConflictModalProps {
  /** Names already saved; null when there is nothing to ask. */
  conflicts: readonly string[] | null;
  onChoose: (choice: 'overwrite' | 'keep' | 'cancel') => void;
}

export function ImportConflictModal({ conflicts, onChoose }: ImportConflictModalProps) {
  return (
    <Modal opened={conflicts !== null} onClose={() => onChoose('cancel')} title={it.profiles.conflictTitle} centered>
      <Text size="sm" mb="md">{it.profiles.conflictText((conflicts ?? []).join(', '))}</Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={() => onChoose('cancel')}>{it.profiles.conflictCancel}</Button>
        <Button variant="light" onClick={() => onChoose('keep')}>{it.profiles.conflictKeep}</Button>
        <Button color="red" onClick={() => onChoose('overwrite')}>{it.profiles.conflictOverwrite}</Button>
      </Group>
    </Modal>
  );
}
