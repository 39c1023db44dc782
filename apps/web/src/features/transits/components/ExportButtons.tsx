/** Downloads of the period's exact hits as a calendar (.ics) and a table (.csv): the server's exports of the same request. */
import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { downloadBlob } from '../../../lib/download.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { it } from '../../../i18n/it.ts';
import { fetchTransitExport, type TransitExport, type TransitsRequest } from '../api/transiti.ts';
import type { ExportPerson } from '../model/export-person.ts';

export interface ExportButtonsProps {
  request: TransitsRequest | null;
  /** Whose chart: the files name the person and the place (issue 34). */
  person?: ExportPerson;
  /** Another source of the files (the technique layers' exports, which carry the transits too). */
  download?: (format: TransitExport) => Promise<{ blob: Blob; fileName: string }>;
}

export function ExportButtons({ request, person, download: fetchFile }: ExportButtonsProps) {
  const [busy, setBusy] = useState<TransitExport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async (format: TransitExport) => {
    if (!request) return;
    setBusy(format);
    setProblem(null);
    try {
      const file = fetchFile ? await fetchFile(format) : await fetchTransitExport(request, format, person);
      downloadBlob(file.fileName, file.blob);
    } catch (error) {
      setProblem(it.transits.downloadFailed(errorMessage(error)));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div>
      <Group gap="xs" role="group" aria-label={it.transits.downloads}>
        <Text size="sm" c="dimmed" visibleFrom="sm">{it.transits.downloads}:</Text>
        <Button size="compact-sm" variant="default" disabled={!request} loading={busy === 'ics'} onClick={() => void download('ics')}>{it.transits.downloadIcs}</Button>
        <Button size="compact-sm" variant="default" disabled={!request} loading={busy === 'csv'} onClick={() => void download('csv')}>{it.transits.downloadCsv}</Button>
      </Group>
      {problem && <Text size="sm" c="red" role="alert">{problem}</Text>}
    </div>
  );
}
