/** Asks before saving over a profile of the same name: replace it, keep both (the new one under a free name), or cancel. */
import { Button, Group, Modal, Text } from '@mantine/core';
import { it } from '../../../i18n/it.ts';

export interface SaveConflictModalProps {
  /** The name already taken and the free name «keep both» would use; null when there is nothing to ask. */
  conflict: { name: string; copyName: string } | null;
  onChoose: (choice: 'replace' | 'keepBoth' | 'cancel') => void;
}

export function SaveConflictModal({ conflict, onChoose }: SaveConflictModalProps) {
  return (
    <Modal opened={conflict !== null} onClose={() => onChoose('cancel')} title={it.profiles.saveConflictTitle} centered>
      <Text size="sm" mb="md">{conflict && it.profiles.saveConflictText(conflict.name, conflict.copyName)}</Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={() => onChoose('cancel')}>{it.profiles.saveCancel}</Button>
        <Button variant="light" onClick={() => onChoose('keepBoth')}>{it.profiles.saveKeepBoth}</Button>
        <Button color="red" onClick={() => onChoose('replace')}>{it.profiles.saveReplace}</Button>
      </Group>
    </Modal>
  );
}
