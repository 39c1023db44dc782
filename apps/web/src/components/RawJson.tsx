/** Raw technical JSON (a chart, a day's transits), collapsed until asked for and only then serialised. */
import { Accordion, Code } from '@mantine/core';
import { memo, useState } from 'react';
import { it } from '../i18n/it.ts';

export const RawJson = memo(function RawJson({ data, label = it.results.rawJson }: { data: unknown; label?: string }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Accordion value={open} onChange={setOpen} variant="contained" mt="md">
      <Accordion.Item value="json">
        <Accordion.Control>{label}</Accordion.Control>
        <Accordion.Panel>
          {open && (
            <Code block style={{ maxHeight: 400, overflow: 'auto', fontSize: 12 }} data-testid="raw-json">
              {JSON.stringify(data, null, 2)}
            </Code>
          )}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
});
